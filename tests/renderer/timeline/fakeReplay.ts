// A fake main for the timeline and saves tests: a ten-action game whose frames differ by score and turn, with
// its markers and step boundaries, answering replay.timeline/seek/step as main's ReplayService does (a step
// past the last boundary fails with replay/out-of-range), plus a branch leaving the main line at action 3.
import { createPinia, setActivePinia } from 'pinia'
import type { EngineEvent } from '@shared/engine/api'
import { fail, type ReplayFrame, type Result, type StepUnit, type Timeline } from '@shared/ipc'
import { PitchsideClient } from '../../../src-renderer/src/ipc/client'
import { provideClient } from '../../../src-renderer/src/ipc/clientHolder'
import { FakeTransport, type FakeHandler } from '../fakeTransport'
import { view } from '../fixtures'

export const GAME = 'g-replay'
export const LENGTH = 10
const BRANCH_LENGTH = 6

export const TIMELINE: Timeline = {
  gameId: GAME,
  branchId: null,
  length: LENGTH,
  cursor: LENGTH,
  markers: [
    { position: 4, kind: 'touchdown' },
    { position: 7, kind: 'injury' },
    { position: 8, kind: 'turnover' },
  ],
  activations: [1, 2, 3, 5, 6, 9],
  turns: [2, 5, 8],
  halves: [0, 6],
  branches: [
    { branchId: 1, name: 'Branch 1', forkPosition: 3, actions: 3, createdAt: '2026-01-01T10:00:00Z' },
  ],
}

const ok = <T>(value: T): Result<T> => ({ ok: true, value })

/** The frame at a position: the score counts the touchdowns before it, so a test can see which frame is shown. */
export function frame(position: number, length = LENGTH): ReplayFrame {
  const events: EngineEvent[] =
    position > 0 ? [{ type: 'moved', piece: 1, path: [{ x: position, y: 1 }] }] : []
  return { position, length, view: view({ score: [position >= 4 ? 1 : 0, 0], turns: [position, 0] }), events }
}

function boundaries(unit: StepUnit, line: Timeline): number[] {
  switch (unit) {
    case 'action':
      return Array.from({ length: line.length + 1 }, (_, i) => i)
    case 'activation':
      return [...line.activations]
    case 'turn':
      return [...line.turns]
    case 'half':
      return [...line.halves]
    default:
      return line.markers.filter((m) => m.kind === unit).map((m) => m.position)
  }
}

export function replayHandlers(): Record<string, FakeHandler> {
  const lineOf = (args: unknown): Timeline => {
    const branchId = (args as { branchId?: number }).branchId
    return branchId === 1
      ? { ...TIMELINE, branchId: 1, length: BRANCH_LENGTH, cursor: BRANCH_LENGTH }
      : TIMELINE
  }
  return {
    'replay.timeline': (args) => ok(lineOf(args)),
    'replay.seek': (args) => {
      const { position } = args as { position: number }
      const line = lineOf(args)
      if (position > line.length) return fail('replay/out-of-range', `No position ${position}.`)
      return ok(frame(position, line.length))
    },
    'replay.step': (args) => {
      const { from, unit, direction } = args as { from: number; unit: StepUnit; direction: 1 | -1 }
      const line = lineOf(args)
      const all = boundaries(unit, line).filter((p) => p <= line.length)
      const next = direction === 1 ? all.find((p) => p > from) : all.reverse().find((p) => p < from)
      if (next === undefined) return fail('replay/out-of-range', `No ${unit} that way.`)
      return ok(frame(next, line.length))
    },
  }
}

export function useFakeMain(extra: Record<string, FakeHandler> = {}): FakeTransport {
  const transport = new FakeTransport({ ...replayHandlers(), ...extra })
  provideClient(new PitchsideClient(transport))
  setActivePinia(createPinia())
  return transport
}

export function callsOf(transport: FakeTransport, name: string): unknown[] {
  return transport.calls.filter((c) => c.name === name).map((c) => c.args)
}
