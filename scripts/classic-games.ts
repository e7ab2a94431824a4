// Writes the shipped "classic games" (resources/classic-games/*.pitchside.json): complete Classic games played
// by the placeholder AI against itself, each with a title and short notes. Run it again after a rules change
// that bumps the Classic version (old files would be refused on import):
//   TSX_TSCONFIG_PATH=tsconfig.node.json node --import tsx scripts/classic-games.ts
// The real AIs come in a later issue; until then these are random (legal) games, and the notes say so.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pickRandomAction } from '@shared/ai/random'
import { createRandom } from '@shared/ai/rng'
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

const NOTE =
  'Played by Pitchside\u2019s placeholder AI against itself: it picks a random legal action (and a preset ' +
  'formation at kick-offs), so expect odd choices. Games by the real AIs will replace these.'

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
    // The placeholder AI these games were made with: uniformly random legal actions from one seeded generator.
    const random = createRandom(seed)
    const { gameId } = games.create({
      ruleset: 'classic',
      home: { rosterId: fixture.home },
      away: { rosterId: fixture.away },
      seed,
    })
    for (
      let side = games.legal(gameId).decision.side;
      side !== null;
      side = games.legal(gameId).decision.side
    ) {
      games.act(gameId, pickRandomAction(games.legal(gameId).actions, random))
    }
    const view = games.view(gameId)
    if (view.score[0] + view.score[1] === 0) continue
    const file = toReplayFile(games.stored(gameId), view, {
      title: fixture.title,
      notes: `${fixture.blurb} Final score ${view.score[0]}\u2013${view.score[1]}. ${NOTE}`,
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
