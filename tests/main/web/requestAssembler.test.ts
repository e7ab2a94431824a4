// Joining a request's pieces on the web host: in order only, within what one request and one connection may
// hold, each bad piece answered once (typed) with the rest of its request dropped quietly, a retry starting
// afresh, and nothing kept after clear(). Also the token bucket and the scheduler's turns.
import { describe, expect, it } from 'vitest'
import { MAX_REQUEST_CHARS, REQUEST_PART_CHARS, type RequestPart } from '@shared/ipc'
import { FairScheduler, type Schedulable } from '../../../src-main/web/fairScheduler'
import { RequestAssembler } from '../../../src-main/web/requestAssembler'
import { TokenBucket } from '../../../src-main/web/tokenBucket'

const ROOM = 10 * MAX_REQUEST_CHARS
const piece = (id: number, index: number, count: number, text = 'ab'): RequestPart => ({
  kind: 'request-part',
  id,
  index,
  count,
  text,
})
const kinds = (outcomes: { kind: string; failure?: { code: string } }[]) =>
  outcomes.map((o) => (o.kind === 'refused' ? o.failure!.code : o.kind))

describe('RequestAssembler', () => {
  it('joins the pieces of a request in order and holds nothing afterwards', () => {
    const a = new RequestAssembler(2)
    expect(a.accept(piece(7, 0, 3, '{"a"'), ROOM)).toEqual({ kind: 'pending' })
    expect(a.accept(piece(7, 1, 3, ':'), ROOM)).toEqual({ kind: 'pending' })
    expect(a.heldChars).toBe(5)
    expect(a.accept(piece(7, 2, 3, '1}'), ROOM)).toEqual({ kind: 'complete', text: '{"a":1}' })
    expect(a.heldChars).toBe(0)
    expect(a.size).toBe(0)
  })

  it('keeps two requests apart', () => {
    const a = new RequestAssembler(2)
    a.accept(piece(1, 0, 2, 'A'), ROOM)
    a.accept(piece(2, 0, 2, 'B'), ROOM)
    expect(a.accept(piece(2, 1, 2, 'b'), ROOM)).toEqual({ kind: 'complete', text: 'Bb' })
    expect(a.accept(piece(1, 1, 2, 'a'), ROOM)).toEqual({ kind: 'complete', text: 'Aa' })
  })

  it.each([
    ['a piece out of order', [piece(1, 0, 3), piece(1, 2, 3)], 'ipc/invalid-message'],
    ['a piece repeated', [piece(1, 0, 3), piece(1, 1, 3), piece(1, 1, 3)], 'ipc/invalid-message'],
    ['a count that changes', [piece(1, 0, 3), piece(1, 1, 4)], 'ipc/invalid-message'],
    ['a first piece twice', [piece(1, 0, 3), piece(1, 0, 3)], 'ipc/invalid-message'],
    ['a piece of a request never begun', [piece(1, 1, 3)], 'ipc/invalid-message'],
  ])('refuses %s once, frees it, and drops its later pieces quietly', (_label, pieces, code) => {
    const a = new RequestAssembler(2)
    const outcomes = pieces.map((p) => a.accept(p, ROOM))
    expect(kinds(outcomes).at(-1)).toBe(code)
    expect(
      kinds(outcomes)
        .slice(0, -1)
        .every((k) => k === 'pending'),
    ).toBe(true)
    expect(a.heldChars).toBe(0)
    const last = pieces.at(-1)!
    // Whatever of that request still comes is dropped without an answer, up to its last piece.
    for (let index = last.index + 1; index < last.count; index++) {
      expect(a.accept(piece(1, index, last.count), ROOM)).toEqual({ kind: 'dropped' })
    }
    // Then the id is free again: a fresh request with it works.
    expect(a.accept(piece(1, 0, 2, 'x'), ROOM)).toEqual({ kind: 'pending' })
    expect(a.accept(piece(1, 1, 2, 'y'), ROOM)).toEqual({ kind: 'complete', text: 'xy' })
  })

  it('takes a retry of a refused request at once (its first piece starts it afresh)', () => {
    const a = new RequestAssembler(1)
    a.accept(piece(1, 0, 3), ROOM)
    expect(kinds([a.accept(piece(2, 0, 3), ROOM)])).toEqual(['ipc/busy'])
    expect(a.accept(piece(2, 1, 3), ROOM)).toEqual({ kind: 'dropped' })
    a.accept(piece(1, 1, 3), ROOM)
    a.accept(piece(1, 2, 3), ROOM)
    expect(a.accept(piece(2, 0, 3, 'r'), ROOM)).toEqual({ kind: 'pending' })
  })

  it('refuses pieces altogether on a connection that takes none (a viewer)', () => {
    const a = new RequestAssembler(0)
    expect(kinds([a.accept(piece(1, 0, 2), ROOM)])).toEqual(['ipc/too-large'])
    expect(a.accept(piece(1, 1, 2), ROOM)).toEqual({ kind: 'dropped' })
  })

  it('refuses a request over MAX_REQUEST_CHARS (too large) and over the room left (busy)', () => {
    const a = new RequestAssembler(2)
    const full = 'x'.repeat(REQUEST_PART_CHARS)
    const count = Math.ceil(MAX_REQUEST_CHARS / REQUEST_PART_CHARS)
    const outcomes = []
    for (let index = 0; index < count; index++) outcomes.push(a.accept(piece(1, index, count, full), ROOM))
    expect(kinds(outcomes).at(-1)).toBe('ipc/too-large')
    expect(a.heldChars).toBe(0)
    expect(kinds([a.accept(piece(2, 0, 2, 'abc'), 2)])).toEqual(['ipc/busy'])
    a.accept(piece(3, 0, 2, 'abc'), 5)
    expect(kinds([a.accept(piece(3, 1, 2, 'abc'), 2)])).toEqual(['ipc/busy'])
    expect(a.heldChars).toBe(0)
  })

  it('forgets everything on clear', () => {
    const a = new RequestAssembler(2)
    a.accept(piece(1, 0, 2, 'abc'), ROOM)
    a.clear()
    expect(a.heldChars).toBe(0)
    expect(kinds([a.accept(piece(1, 1, 2), ROOM)])).toEqual(['ipc/invalid-message'])
  })

  it('remembers only a few refused requests', () => {
    const a = new RequestAssembler(0)
    for (let id = 1; id <= 20; id++) a.accept(piece(id, 0, 3), ROOM)
    // The oldest were forgotten: their later pieces are answered (as never begun) instead of dropped.
    expect(kinds([a.accept(piece(1, 1, 3), ROOM)])).toEqual(['ipc/invalid-message'])
    expect(a.accept(piece(20, 1, 3), ROOM)).toEqual({ kind: 'dropped' })
  })
})

describe('TokenBucket', () => {
  it('gives a burst, then refills at its rate, never above the burst', () => {
    let now = 0
    const bucket = new TokenBucket(3, 2, () => now)
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false])
    now += 500
    expect([bucket.take(), bucket.take()]).toEqual([true, false])
    now += 60_000
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false])
    now -= 10_000
    expect(bucket.take()).toBe(false)
  })
})

describe('FairScheduler', () => {
  function member(name: string, jobs: number, log: string[]): Schedulable {
    let left = jobs
    return {
      ready: () => left > 0,
      start: () => {
        left--
        log.push(name)
      },
    }
  }

  it('takes turns within a tier, and the owner tier first', () => {
    const turns: (() => void)[] = []
    const scheduler = new FairScheduler((turn) => turns.push(turn))
    const log: string[] = []
    scheduler.add(member('v1', 3, log), 'viewer')
    scheduler.add(member('v2', 3, log), 'viewer')
    scheduler.add(member('o1', 2, log), 'owner')
    scheduler.add(member('o2', 1, log), 'owner')
    scheduler.wake()
    scheduler.wake()
    expect(turns).toHaveLength(1)
    while (turns.length > 0) turns.shift()!()
    expect(log).toEqual(['o1', 'o2', 'o1', 'v1', 'v2', 'v1', 'v2', 'v1', 'v2'])
  })

  it('forgets a member that is removed', () => {
    const turns: (() => void)[] = []
    const scheduler = new FairScheduler((turn) => turns.push(turn))
    const log: string[] = []
    const gone = member('gone', 5, log)
    scheduler.add(gone, 'owner')
    scheduler.add(member('stays', 2, log), 'owner')
    scheduler.remove(gone)
    scheduler.wake()
    while (turns.length > 0) turns.shift()!()
    expect(log).toEqual(['stays', 'stays'])
  })
})
