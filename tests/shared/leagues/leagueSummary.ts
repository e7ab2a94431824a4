// A league as `leagues.list` lists it: its LeagueInfo without what only `leagues.get` carries (teams, fixtures, the
// tables and what the league asks its coaches). One reading for the store tests and the screen tests' fake main.
import type { LeagueInfo, LeagueSummary } from '@shared/ipc'

export function leagueSummary(info: LeagueInfo): LeagueSummary {
  const {
    teams: _t,
    fixtures: _f,
    standings: _s,
    starPlayers: _p,
    pendingRemovals: _r,
    uncountedStars: _u,
    pendingAdvances: _a,
    ...summary
  } = info
  return summary
}
