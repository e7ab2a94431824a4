// Writes the shipped "classic games" (resources/classic-games/*.pitchside.json): complete Classic games played
// by the Beginner AI (src-shared/ai/classic) against itself, each with a title and notes written for a club
// evening (the match-up, the result, who scored), never development notes.
// Run it again after a rules change that bumps the Classic version (old files would be refused on import), or
// after the Beginner changes (the files are then simply different games):
//   TSX_TSCONFIG_PATH=tsconfig.node.json node --import tsx scripts/classic-games.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Side } from '@shared/engine/api'
import { classicAi } from '@shared/ai/classic/index'
import { createRandom } from '@shared/ai/rng'
import type { ClassicState } from '@shared/rules/classic/state'
import { engineRulesets, engineTeams } from '../src-main/host/engineSources'
import { EventBus } from '../src-main/services/EventBus'
import { GameHost } from '../src-main/services/GameHost'
import { REPLAY_EXTENSION, stringifyReplay, toReplayFile } from '../src-main/services/replayFile'

interface Fixture {
  readonly id: string
  readonly title: string
  readonly home: string
  readonly away: string
  readonly blurb: string
  /** The teams as the notes name them: as a side ("the Humans", "Chaos") and before a position ("Human"). */
  readonly sides: readonly [string, string]
  readonly kinds: readonly [string, string]
}

interface Scorer {
  readonly side: Side
  /** The scorer's position ("Catcher"), without the number the builder adds to his name. */
  readonly position: string
  readonly number: number
  readonly ownGoal: boolean
}

const FIXTURES: readonly Fixture[] = [
  {
    id: 'humans-v-orcs',
    title: 'Humans v Orcs',
    home: 'human',
    away: 'orc',
    blurb: 'The classic opener: an all-round Human team against Orc muscle.',
    sides: ['the Humans', 'the Orcs'],
    kinds: ['Human', 'Orc'],
  },
  {
    id: 'dwarfs-v-skaven',
    title: 'Dwarfs v Skaven',
    home: 'dwarf',
    away: 'skaven',
    blurb: 'Slow, armoured Dwarfs against the fastest rats in the Old World.',
    sides: ['the Dwarfs', 'the Skaven'],
    kinds: ['Dwarf', 'Skaven'],
  },
  {
    id: 'wood-elves-v-chaos',
    title: 'Wood Elves v Chaos',
    home: 'wood-elf',
    away: 'chaos',
    blurb: 'Agility against brute strength.',
    sides: ['the Wood Elves', 'Chaos'],
    kinds: ['Wood Elf', 'Chaos'],
  },
]

// The AI's own generator is seeded once per game (never from the game's dice), so the files are reproducible.
const AI_SEED = 2026

const COACHES = 'Both teams are coached by the Beginner AI.'

/** "The Humans win 1–0: a Human Catcher (#8) scores the only touchdown." and the like, then the coaches. */
function clubNotes(fixture: Fixture, score: readonly number[], scorers: readonly Scorer[]): string {
  const [home, away] = fixture.sides
  const high = Math.max(score[0], score[1])
  const low = Math.min(score[0], score[1])
  const result =
    score[0] === score[1]
      ? `${home} and ${away} draw ${high}\u2013${low}`
      : `${score[0] > score[1] ? home : away} win ${high}\u2013${low}`
  // An own goal's scorer plays for the other side than the one it counts for.
  const who = (s: Scorer) =>
    s.ownGoal
      ? `an own goal by a ${fixture.kinds[s.side === 0 ? 1 : 0]} ${s.position} (#${s.number})`
      : `a ${fixture.kinds[s.side]} ${s.position} (#${s.number})`
  const list = scorers.map(who)
  const touchdowns =
    list.length === 1
      ? `${list[0]} scores the only touchdown`
      : `touchdowns by ${list.slice(0, -1).join(', ')} and ${list.at(-1)}`
  const line = `${result}: ${touchdowns}.`
  return `${fixture.blurb} ${line[0].toUpperCase()}${line.slice(1)} ${COACHES}`
}

const out = join(import.meta.dirname, '..', 'resources', 'classic-games')
mkdirSync(out, { recursive: true })

for (const fixture of FIXTURES) {
  // The first seed whose game has at least one touchdown, so every classic game has something to jump to.
  for (let seed = 1; ; seed++) {
    const bus = new EventBus()
    const games = new GameHost({
      rulesets: engineRulesets,
      teams: engineTeams,
      bus,
      newSeed: () => seed,
      newId: () => `g-${fixture.id}`,
    })
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: fixture.home },
      away: { rosterId: fixture.away },
      seed,
    })
    const rng = createRandom(AI_SEED + seed)
    const scorers: Scorer[] = []
    for (let d = games.decision(gameId); d.side !== null; d = games.decision(gameId)) {
      const { ruleset, state } = games.live(gameId)
      const actions = ruleset.legalActions(state)
      const action = classicAi.beginner({
        ruleset: ruleset as never,
        state: state as ClassicState,
        side: d.side as Side,
        decision: d,
        legal: actions,
        rng,
      })
      const { events, view } = games.act(gameId, action)
      for (const e of events)
        if (e.type === 'touchdown' && typeof e.player === 'number') {
          const piece = view.pieces.find((p) => p.id === e.player)
          scorers.push({
            side: e.side as Side,
            position: (piece?.name ?? 'player').replace(/\s+\d+$/, ''),
            number: piece?.number ?? 0,
            ownGoal: e.ownGoal === true,
          })
        }
    }
    const view = games.view(gameId)
    if (view.score[0] + view.score[1] === 0) continue
    const file = toReplayFile(games.stored(gameId), view, {
      title: fixture.title,
      notes: clubNotes(fixture, view.score, scorers),
      tags: ['classic'],
      appName: 'Pitchside',
      appVersion: 'classic-games script',
      exportedAt: new Date('2026-11-21T00:00:00Z'),
    })
    writeFileSync(join(out, fixture.id + REPLAY_EXTENSION), stringifyReplay(file))
    console.log(`${fixture.id}: seed ${seed}, ${file.actions.length} actions, ${view.score.join('-')}`)
    break
  }
}
