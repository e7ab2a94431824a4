// Writes the shipped "classic games" (resources/classic-games/*.pitchside.json): complete Classic games played
// by the Beginner AI (src-shared/ai/classic) against itself, each with a title and short notes (score, scorers).
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
}

const FIXTURES: readonly Fixture[] = [
  {
    id: 'humans-v-orcs',
    title: 'Humans v Orcs',
    home: 'human',
    away: 'orc',
    blurb: 'The classic opener: an all-round Human team against Orc muscle.',
  },
  {
    id: 'dwarfs-v-skaven',
    title: 'Dwarfs v Skaven',
    home: 'dwarf',
    away: 'skaven',
    blurb: 'Slow, armoured Dwarfs against the fastest rats in the Old World.',
  },
  {
    id: 'wood-elves-v-chaos',
    title: 'Wood Elves v Chaos',
    home: 'wood-elf',
    away: 'chaos',
    blurb: 'Agility against brute strength.',
  },
]

// The AI's own generator is seeded once per game (never from the game's dice), so the files are reproducible.
const AI_SEED = 2026

const NOTE =
  'Played by Pitchside\u2019s Beginner AI against itself (both coaches), replacing the placeholder AI\u2019s ' +
  'random games: it secures the ball, cages the carrier, blitzes the opposing carrier and scores when the way ' +
  'is safe.'

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
    const scorers: string[] = []
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
          const team = view.teams[e.side as Side].name
          const who = piece ? `${piece.name} (#${piece.number})` : 'a player'
          scorers.push(e.ownGoal ? `an own goal by ${who} for ${team}` : `${who} for ${team}`)
        }
    }
    const view = games.view(gameId)
    if (view.score[0] + view.score[1] === 0) continue
    const file = toReplayFile(games.stored(gameId), view, {
      title: fixture.title,
      notes:
        `${fixture.blurb} Final score ${view.teams[0].name} ${view.score[0]}\u2013${view.score[1]} ` +
        `${view.teams[1].name}; touchdowns: ${scorers.join(', ')}. ${NOTE}`,
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
