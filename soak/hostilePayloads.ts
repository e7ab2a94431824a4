// What the `hostile` soak part throws at the web host's message handling: garbled and random JSON, envelopes of
// the wrong shape, real request names with arguments of every wrong type (fast-check's `anything`), unknown
// names, huge strings, deep nesting, broken request pieces, binary frames, and real read requests that cost the
// host something (replay.events of a whole game). Every payload is made from a seed, so a run can be repeated.
import fc from 'fast-check'
import { requests } from '@shared/ipc'

export interface Payload {
  readonly kind: string
  /** A text message, or bytes to send as a binary one. */
  readonly data: string | Uint8Array
}

const NAMES = Object.keys(requests)

/** A small seeded generator for the choices; fast-check's arbitraries are sampled with seeds drawn from it. */
interface Rng {
  /** An integer in [min, max]. */
  nextInt(min: number, max: number): number
}

/** The payload kinds, each with its share of the mix (out of the sum of the weights). */
type Maker = (rng: Rng, id: number, game: string) => string | Uint8Array
const MAKERS: readonly (readonly [kind: string, weight: number, make: Maker])[] = [
  ['garbled-text', 10, (rng) => sample(fc.string({ unit: 'binary', maxLength: 400 }), rng)],
  [
    'mutated-json',
    10,
    (rng, id) => mutate(JSON.stringify({ kind: 'request', id, name: 'app.info', args: {} }), rng),
  ],
  ['random-json', 10, (rng) => json(sample(fc.jsonValue({ maxDepth: 4 }), rng))],
  ['wrong-types', 25, (rng, id) => request(id, pick(NAMES, rng), sample(fc.anything({ maxDepth: 3 }), rng))],
  ['unknown-name', 8, (rng, id) => request(id, sample(fc.string({ maxLength: 300 }), rng), {})],
  [
    'bad-envelope',
    8,
    (rng) => json({ ...sample(fc.dictionary(fc.string(), fc.jsonValue()), rng), kind: 'request' }),
  ],
  [
    'huge-string',
    1,
    (rng, id) => request(id, pick(['replay.import', 'schemes.import', 'game.view'], rng), huge()),
  ],
  ['huge-name', 1, (_rng, id) => request(id, 'x'.repeat(900_000), {})],
  ['deep-array', 1, () => '['.repeat(400_000) + ']'.repeat(400_000)],
  ['deep-args', 1, (_rng, id) => request(id, 'game.act', nested(20_000))],
  ['bad-piece', 10, (rng, id) => json({ kind: 'request-part', id, ...sample(pieceFields, rng) })],
  ['binary', 3, (rng) => Uint8Array.from(sample(fc.array(fc.nat(255), { maxLength: 200 }), rng))],
  ['expensive-read', 2, (_rng, id, game) => request(id, 'replay.events', { gameId: game })],
  [
    'cheap-read',
    10,
    (rng, id, game) => request(id, 'replay.seek', { gameId: game, position: rng.nextInt(0, 400) }),
  ],
]
const TOTAL_WEIGHT = MAKERS.reduce((sum, [, weight]) => sum + weight, 0)

/** The `index`-th payload of the run seeded `seed`; `game` is a saved game's id for the real reads. */
export function payload(seed: number, index: number, game: string): Payload {
  const rng = mulberry32(Math.imul(seed, 0x9e3779b1) ^ index)
  let roll = rng.nextInt(0, TOTAL_WEIGHT - 1)
  for (const [kind, weight, make] of MAKERS) {
    if (roll < weight) return { kind, data: make(rng, index + 1, game) }
    roll -= weight
  }
  throw new Error('unreachable')
}

/** Every payload kind's name. */
export const PAYLOAD_KINDS = MAKERS.map(([kind]) => kind)

function mulberry32(seed: number): Rng {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { nextInt: (min, max) => min + Math.floor(next() * (max - min + 1)) }
}

function sample<T>(arbitrary: fc.Arbitrary<T>, rng: Rng): T {
  return fc.sample(arbitrary, { seed: rng.nextInt(0, 2 ** 31 - 1), numRuns: 1 })[0]
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[rng.nextInt(0, items.length - 1)]
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null'
  } catch {
    return '"unencodable"'
  }
}

function request(id: number, name: string, args: unknown): string {
  return json({ kind: 'request', id, name, args })
}

/** A valid request's text with a few characters changed, cut or doubled. */
function mutate(text: string, rng: Rng): string {
  let out = text
  for (let n = rng.nextInt(1, 4); n > 0; n--) {
    const at = rng.nextInt(0, out.length - 1)
    const op = rng.nextInt(0, 2)
    if (op === 0) out = out.slice(0, at) + String.fromCharCode(rng.nextInt(0, 0xffff)) + out.slice(at + 1)
    else if (op === 1) out = out.slice(0, at)
    else out = out.slice(0, at) + out.slice(at - 1)
  }
  return out
}

/** A string that, escaped, nearly fills one message (quotes take two bytes each). */
function huge(): { text: string } {
  return { text: '"'.repeat(450_000) }
}

function nested(depth: number): unknown {
  let value: unknown = 1
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

const pieceFields = fc.record({
  index: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.string(), fc.constant(null)),
  count: fc.oneof(fc.integer({ min: -2, max: 20 }), fc.double()),
  text: fc.oneof(fc.string({ maxLength: 100 }), fc.constant(''), fc.constant('x'.repeat(240_001)), fc.nat()),
})
