// One valid and several invalid argument examples per request. Typed as a Record over RequestName, so a
// request added to the contract without examples fails the typecheck here.
import type { ErrorCode, RequestArgs, RequestName } from '@shared/ipc'
import { presetFor } from '@shared/showcase/presets'

export interface Examples<N extends RequestName> {
  valid: (gameId: string) => RequestArgs<N>
  invalid: unknown[]
  /**
   * The failure the valid example meets on a fresh game with one action played and saves on, when it cannot
   * succeed there (the payload is still valid: the dispatcher reaches the service).
   */
  fails?: ErrorCode
}

const GAME = 'g-0000-test'
const TEAM_ID = 't-00000000-0000-4000-8000-000000000000'
const NORSE = {
  format: 'pitchside-team',
  version: 1,
  ruleset: 'blitz',
  name: 'Frost Giants',
  team: { teamId: 'norse' },
}
const LEAGUE_ID = 'l-00000000-0000-4000-8000-000000000000'
const LEAGUE_TEAMS = [0, 1, 2].map((i) => ({
  teamId: TEAM_ID.replace(/0$/, String(i)),
  coach: 'beginner' as const,
}))
const ORC_SCHEME = presetFor('classic/orc')!

export const EXAMPLES: { [N in RequestName]: Examples<N> } = {
  'app.info': { valid: () => ({}), invalid: [{ extra: 1 }, 42, 'x', null, []] },
  'rosters.list': {
    valid: () => ({ ruleset: 'classic' }),
    invalid: [{ ruleset: 'chess' }, { ruleset: 3 }, { ruleset: 'classic', more: true }, 'classic'],
  },
  'game.new': {
    valid: () => ({ ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 7 }),
    invalid: [
      {},
      { ruleset: 'classic', home: 'human', away: 'orc' },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: -1 },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, seed: 1.5 },
      { ruleset: 'classic', home: { rosterId: 'Hu man' }, away: { rosterId: 'orc' } },
      { ruleset: 'classic', home: { teamId: 'human' }, away: { rosterId: 'orc' } },
      {
        ruleset: 'classic',
        home: { teamId: 't-00000000-0000-4000-8000-000000000000', rosterId: 'human' },
        away: { rosterId: 'orc' },
      },
      { ruleset: 'classic', home: { team: 'orc' }, away: { rosterId: 'orc' } },
      { ruleset: 'classic', home: { team: { rosterId: 'orc' }, rosterId: 'orc' }, away: { rosterId: 'orc' } },
      { ruleset: 'classic', home: JSON.parse('{"team":{"__proto__":{"x":1}}}'), away: { rosterId: 'orc' } },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, cheat: true },
      { ruleset: 'classic', home: { rosterId: 'human' }, away: { rosterId: 'orc' }, options: { fouls: {} } },
    ],
  },
  'rulesets.options': {
    valid: () => ({ ruleset: 'classic' }),
    invalid: [{}, { ruleset: 'chess' }, { ruleset: 'classic', more: true }, 'classic'],
  },
  'game.view': {
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: 12 }, { gameId: 'nope' }, { gameId: GAME, x: 1 }],
  },
  'game.legal': {
    valid: (gameId) => ({ gameId }),
    invalid: [{ gameId: '' }, { gameId: 'g-' + 'x'.repeat(80) }],
  },
  'game.reach': {
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: '' }, { gameId: GAME, player: 1 }],
  },
  'game.act': {
    valid: (gameId) => ({ gameId, action: { type: 'step', n: 1 } }),
    invalid: [
      { gameId: GAME },
      { gameId: GAME, action: {} },
      { gameId: GAME, action: { type: '' } },
      { gameId: GAME, action: { type: 'step', n: { nested: true } } },
      { gameId: GAME, action: 'step' },
    ],
  },
  'ai.act': {
    valid: (gameId) => ({ gameId, side: 0 }),
    invalid: [
      { gameId: GAME },
      { gameId: GAME, side: 2 },
      { gameId: GAME, side: '0' },
      { gameId: GAME, side: 0, level: 'expert' },
    ],
  },
  'game.open': {
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: 'x' }, { gameId: GAME, branch: 1 }],
  },
  'game.undo': {
    valid: (gameId) => ({ gameId, steps: 1 }),
    invalid: [
      { gameId: GAME, steps: 0 },
      { gameId: GAME, steps: 1.5 },
      { gameId: GAME, steps: '1' },
    ],
  },
  'game.redo': {
    valid: (gameId) => ({ gameId }),
    invalid: [{ gameId: GAME, steps: -1 }, { steps: 1 }],
    fails: 'history/empty',
  },
  'game.history': { valid: (gameId) => ({ gameId }), invalid: [{}, { gameId: GAME, all: true }] },
  'game.controllers': { valid: (gameId) => ({ gameId }), invalid: [{}, { gameId: GAME, side: 0 }] },
  'saves.list': { valid: () => ({}), invalid: [{ page: 1 }, 'all'] },
  'saves.continue': { valid: () => ({}), invalid: [{ gameId: GAME }] },
  'saves.rename': {
    valid: (gameId) => ({ gameId, title: 'The big one' }),
    invalid: [{ gameId: GAME }, { gameId: GAME, title: 'x'.repeat(121) }, { gameId: GAME, title: 3 }],
  },
  'saves.tag': {
    valid: (gameId) => ({ gameId, tags: ['league', 'round 1'] }),
    invalid: [
      { gameId: GAME, tags: 'league' },
      { gameId: GAME, tags: [''] },
      { gameId: GAME, tags: ['x'.repeat(33)] },
      { gameId: GAME, tags: Array.from({ length: 17 }, (_, i) => `t${i}`) },
    ],
  },
  'saves.delete': {
    valid: (gameId) => ({ gameId, confirm: true }),
    invalid: [{ gameId: GAME }, { gameId: GAME, confirm: false }, { gameId: GAME, confirm: 'yes' }],
  },
  'saves.duplicate': { valid: (gameId) => ({ gameId }), invalid: [{ gameId: 7 }] },
  'saves.startFresh': {
    valid: () => ({}),
    invalid: [{ force: true }],
    fails: 'save/unavailable',
  },
  'ai.hint': {
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: GAME, side: 0 }, { gameId: 7 }],
  },
  'analysis.winChance': {
    valid: (gameId) => ({ gameId }),
    invalid: [
      {},
      { gameId: GAME, branchId: 0 },
      { gameId: GAME, branchId: 'main' },
      { gameId: GAME, every: 1 },
    ],
  },
  'replay.timeline': {
    valid: (gameId) => ({ gameId }),
    invalid: [
      { gameId: GAME, branchId: 0 },
      { gameId: GAME, branchId: 'main' },
    ],
  },
  'replay.seek': {
    valid: (gameId) => ({ gameId, position: 1 }),
    invalid: [{ gameId: GAME }, { gameId: GAME, position: -1 }, { gameId: GAME, position: 0.5 }],
  },
  'replay.events': {
    valid: (gameId) => ({ gameId, from: 0, to: 1 }),
    invalid: [
      { gameId: GAME, from: -1 },
      { gameId: GAME, to: 0.5 },
      { gameId: GAME, position: 1 },
    ],
  },
  'test.forceDice': {
    valid: (gameId) => ({ gameId, dice: [6, 6] }),
    fails: 'test/disabled', // only a web host started with PITCHSIDE_TEST_HOOKS=1 answers it
    invalid: [
      { gameId: GAME },
      { gameId: GAME, dice: [] },
      { gameId: GAME, dice: [0] },
      { gameId: GAME, dice: [1.5] },
    ],
  },
  'replay.step': {
    valid: (gameId) => ({ gameId, from: 0, unit: 'action', direction: 1 }),
    invalid: [
      { gameId: GAME, from: 0, unit: 'drive', direction: 1 },
      { gameId: GAME, from: 0, unit: 'action', direction: 2 },
      { gameId: GAME, unit: 'action', direction: 1 },
    ],
  },
  'replay.export': { valid: (gameId) => ({ gameId }), invalid: [{ gameId: GAME, format: 'xml' }] },
  'replay.import': {
    valid: () => ({ text: '{"format":"pitchside-replay","version":99}' }),
    invalid: [{}, { text: '' }, { text: 'x'.repeat(900_001) }, { text: 42 }],
    fails: 'replay/newer-version',
  },
  'classics.list': { valid: () => ({}), invalid: [{ all: true }] },
  'classics.open': {
    valid: () => ({ id: 'no-such-game' }),
    invalid: [{}, { id: 'Bad Id' }, { id: '' }],
    fails: 'classic/not-found',
  },
  'classics.view': {
    valid: () => ({ id: 'no-such-game' }),
    invalid: [{}, { id: 'Bad Id' }, { id: '' }, { id: 'x', save: true }],
    fails: 'classic/not-found',
  },
  'drills.list': {
    valid: () => ({ ruleset: 'blitz' }),
    invalid: [{ ruleset: 'chess' }, { all: true }, 'blitz'],
  },
  'drills.start': {
    valid: () => ({ id: 'no-such-drill' }),
    invalid: [{}, { id: 'Bad Id' }, { id: 3 }, { id: 'blitz-1-moving', more: 1 }],
    fails: 'drill/not-found',
  },
  'drills.leave': {
    // A game that is not a drill's is refused and stays hosted.
    valid: (gameId) => ({ gameId }),
    invalid: [{}, { gameId: GAME, all: true }, { id: 'blitz-1-moving' }],
    fails: 'drill/not-found',
  },
  'schemes.list': { valid: () => ({ ruleset: 'blitz' }), invalid: [{ ruleset: 'chess' }, { all: true }] },
  'schemes.get': {
    valid: () => ({ teamKey: 'classic/orc' }),
    invalid: [{}, { teamKey: 'orc' }, { teamKey: 'chess/orc' }, { teamKey: 'classic/Orc' }],
  },
  'schemes.save': {
    valid: () => ({ scheme: ORC_SCHEME }),
    invalid: [
      {},
      { scheme: { ...ORC_SCHEME, colours: { ...ORC_SCHEME.colours, armour: 'red' } } },
      { scheme: { ...ORC_SCHEME, colours: { ...ORC_SCHEME.colours, glow: '#ffffff' } } },
      { scheme: { ...ORC_SCHEME, version: 2 } },
      { scheme: { ...ORC_SCHEME, finish: { shade: 2, highlight: 0 } } },
    ],
  },
  'schemes.import': {
    valid: () => ({ text: JSON.stringify({ format: 'pitchside-paint-scheme', ...ORC_SCHEME, version: 9 }) }),
    invalid: [{}, { text: '' }, { text: 'x'.repeat(64_001) }, { text: 42 }],
    fails: 'scheme/newer-version',
  },
  'schemes.export': { valid: () => ({ teamKey: 'blitz/elven-union' }), invalid: [{ teamKey: 3 }] },
  'schemes.reset': {
    valid: () => ({ teamKey: 'classic/orc' }),
    invalid: [{}, { teamKey: 'classic/orc', x: 1 }],
  },
  'models.import': {
    valid: () => ({ teamKey: 'classic/orc', positionId: 'troll', bytes: 'AAAAAAAA', fileName: 'troll.glb' }),
    invalid: [
      {},
      { teamKey: 'classic/orc', positionId: 'troll' },
      { teamKey: 'classic/orc', positionId: 'troll', bytes: 'not base64!' },
      { teamKey: 'classic/orc', positionId: 'Troll', bytes: 'AAAA' },
    ],
    fails: 'model/malformed',
  },
  'models.list': { valid: () => ({ teamKey: 'classic/orc' }), invalid: [{ teamKey: 'orc' }, { all: 1 }] },
  'models.remove': {
    valid: () => ({ teamKey: 'classic/orc', positionId: 'troll' }),
    invalid: [{}, { teamKey: 'classic/orc' }],
    fails: 'model/not-found',
  },
  'models.adjust': {
    valid: () => ({ teamKey: 'classic/orc', positionId: 'troll', scale: 2 }),
    invalid: [
      { teamKey: 'classic/orc', positionId: 'troll' },
      { teamKey: 'classic/orc', positionId: 'troll', scale: 0 },
      { teamKey: 'classic/orc', positionId: 'troll', rotation: { x: 0, y: 0 } },
      { teamKey: 'classic/orc', positionId: 'troll', heightOffset: 99 },
    ],
    fails: 'model/not-found',
  },
  'models.importBegin': {
    valid: () => ({ teamKey: 'classic/orc', positionId: 'troll', size: 3_000_000, fileName: 'troll.glb' }),
    invalid: [
      {},
      { teamKey: 'classic/orc', positionId: 'troll' },
      { teamKey: 'classic/orc', positionId: 'troll', size: 0 },
      { teamKey: 'classic/orc', positionId: 'troll', size: 1.5 },
      { teamKey: 'classic/orc', positionId: 'troll', size: 10, bytes: 'AAAA' },
    ],
  },
  'models.importChunk': {
    valid: () => ({
      uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
      offset: 0,
      bytes: 'AAAA',
    }),
    invalid: [
      {},
      { uploadId: 'x', offset: 0, bytes: 'AAAA' },
      { uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, offset: -1, bytes: 'AAAA' },
      { uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`, offset: 0, bytes: 'not base64!' },
      {
        uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`,
        offset: 0,
        bytes: 'A'.repeat(700_000),
      },
    ],
    fails: 'upload/not-found',
  },
  'models.importCommit': {
    valid: () => ({ uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}` }),
    invalid: [{}, { uploadId: 'u-1' }, { uploadId: `u-${'0'.repeat(36)}`, more: 1 }],
    fails: 'upload/not-found',
  },
  'models.importAbort': {
    valid: () => ({ uploadId: `u-${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}` }),
    invalid: [{}, { uploadId: 7 }],
  },
  'models.file': {
    valid: () => ({ hash: 'a'.repeat(64) }),
    invalid: [{}, { hash: 'A'.repeat(64) }, { hash: '../x' }, { hash: 'a'.repeat(64), offset: -1 }],
    fails: 'model/not-found',
  },
  'rosters.lineup': {
    valid: () => ({ teamKey: 'blitz/elven-union' }),
    invalid: [{}, { teamKey: 'elven-union' }, { teamKey: 'classic/orc', more: 1 }],
  },
  'share.status': { valid: () => ({}), invalid: [{ on: true }, 'x', []] },
  'teams.list': { valid: () => ({}), invalid: [{ archived: true }, 'x', null] },
  'teams.get': {
    valid: () => ({ id: TEAM_ID }),
    fails: 'team/not-found',
    invalid: [{}, { id: 'g-1' }, { id: TEAM_ID, x: 1 }, { id: 3 }],
  },
  'teams.create': {
    valid: () => ({ team: NORSE }),
    invalid: [
      {},
      { team: 'norse' },
      { team: [] },
      { team: NORSE, id: TEAM_ID },
      { team: JSON.parse('{"__proto__": {}}') },
    ],
  },
  'teams.save': {
    valid: () => ({ id: TEAM_ID, team: NORSE }),
    fails: 'team/not-found',
    invalid: [{ team: NORSE }, { id: TEAM_ID }, { id: TEAM_ID, team: null }],
  },
  'teams.duplicate': { valid: () => ({ id: TEAM_ID }), fails: 'team/not-found', invalid: [{}, { id: '' }] },
  'teams.rename': {
    valid: () => ({ id: TEAM_ID, name: 'Ice Wolves' }),
    fails: 'team/not-found',
    invalid: [
      { id: TEAM_ID },
      { id: TEAM_ID, name: '' },
      { id: TEAM_ID, name: '   ' },
      { id: TEAM_ID, name: 'x'.repeat(41) },
    ],
  },
  'teams.archive': {
    valid: () => ({ id: TEAM_ID, archived: true }),
    fails: 'team/not-found',
    invalid: [{}, { id: TEAM_ID, archived: 'yes' }],
  },
  'teams.delete': {
    valid: () => ({ id: TEAM_ID, confirm: true }),
    fails: 'team/not-found',
    invalid: [{ id: TEAM_ID }, { id: TEAM_ID, confirm: false }],
  },
  'teams.export': { valid: () => ({ id: TEAM_ID }), fails: 'team/not-found', invalid: [{}, { id: 7 }] },
  'teams.import': {
    valid: () => ({ text: JSON.stringify({ ...NORSE, version: 2 }) }),
    fails: 'team/newer-version',
    invalid: [{}, { text: '' }, { text: 'x'.repeat(64_001) }, { text: 42 }],
  },
  'leagues.list': { valid: () => ({}), invalid: [{ archived: true }, 'x', null] },
  'leagues.get': {
    valid: () => ({ id: LEAGUE_ID }),
    fails: 'league/not-found',
    invalid: [{}, { id: TEAM_ID }, { id: LEAGUE_ID, x: 1 }, { id: 3 }],
  },
  'leagues.create': {
    valid: () => ({ name: 'Winter Cup', ruleset: 'blitz', teams: LEAGUE_TEAMS }),
    fails: 'league/invalid', // the teams are not saved
    invalid: [
      {},
      { name: 'Winter Cup', ruleset: 'blitz', teams: LEAGUE_TEAMS.slice(0, 2) },
      { name: '', ruleset: 'blitz', teams: LEAGUE_TEAMS },
      { name: 'Winter Cup', ruleset: 'chess', teams: LEAGUE_TEAMS },
      {
        name: 'Winter Cup',
        ruleset: 'blitz',
        teams: [{ teamId: TEAM_ID, coach: 'expert' }, ...LEAGUE_TEAMS],
      },
      { name: 'Winter Cup', ruleset: 'blitz', teams: LEAGUE_TEAMS, points: { win: -1, draw: 0, loss: 0 } },
      { name: 'Winter Cup', ruleset: 'blitz', teams: LEAGUE_TEAMS, options: { thrice: true } },
    ],
  },
  'leagues.archive': {
    valid: () => ({ id: LEAGUE_ID, archived: false }),
    fails: 'league/not-found',
    invalid: [{}, { id: LEAGUE_ID, archived: 'no' }],
  },
  'leagues.delete': {
    valid: () => ({ id: LEAGUE_ID, confirm: true }),
    fails: 'league/not-found',
    invalid: [{ id: LEAGUE_ID }, { id: LEAGUE_ID, confirm: false }],
  },
  'leagues.export': { valid: () => ({ id: LEAGUE_ID }), fails: 'league/not-found', invalid: [{}, { id: 7 }] },
  'leagues.import': {
    valid: () => ({ text: JSON.stringify({ format: 'pitchside-league', version: 2 }) }),
    fails: 'league/newer-version',
    invalid: [{}, { text: '' }, { text: 'x'.repeat(1_000_001) }, { text: 42 }],
  },
  'leagues.playFixture': {
    valid: () => ({ id: LEAGUE_ID, fixture: 0 }),
    fails: 'league/not-found',
    invalid: [{ id: LEAGUE_ID }, { id: LEAGUE_ID, fixture: -1 }, { id: LEAGUE_ID, fixture: 1.5 }],
  },
  'leagues.runAiFixtures': {
    valid: () => ({ id: LEAGUE_ID }),
    fails: 'league/not-found',
    invalid: [{}, { id: 'l-1' }],
  },
  'leagues.cancelAiFixtures': {
    valid: () => ({ id: LEAGUE_ID }),
    invalid: [{}, { id: LEAGUE_ID, now: true }],
  },
  'leagues.answerDead': {
    valid: () => ({ id: LEAGUE_ID, teamId: TEAM_ID, number: 7, answer: 'remove' }),
    fails: 'league/not-found',
    invalid: [
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 7 },
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 0, answer: 'keep' },
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 7, answer: 'forget' },
    ],
  },
  'leagues.takeAdvance': {
    valid: () => ({ id: LEAGUE_ID, teamId: TEAM_ID, number: 7, skill: 'block' }),
    fails: 'league/not-found',
    invalid: [
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 7 },
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 100, skill: 'block' },
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 7, skill: '' },
      { id: LEAGUE_ID, teamId: TEAM_ID, number: 7, skill: 'x'.repeat(41) },
    ],
  },
  'share.set': {
    valid: () => ({ on: true }),
    fails: 'share/unavailable', // the test host has no share listener attached
    invalid: [{}, { on: 'yes' }, { on: 1 }, { on: true, port: 80 }],
  },
}
