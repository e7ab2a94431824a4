// The owner's page in the `hostile` soak part, in a process of its own so that the attackers' work (making and
// sending megabytes of payloads) never delays its clock: it asks the host ordinary things one after another
// and times each answer. Arguments: the host's port, a hosted game and a saved game with its length. The
// parent sends `{phase}` as the attack starts and ends, and `stop`; it then gets the timings back.
import WebSocket from 'ws'
import type { Result } from '@shared/ipc'

/** What the host is going through: nothing, bad frames, hostile payloads, a flood from pages that do not read. */
export type OwnerPhase = 'quiet' | 'frames' | 'payloads' | 'flood'

export interface OwnerReport {
  readonly kind: 'report'
  readonly latencies: Record<OwnerPhase, number[]>
  unanswered: number
  readonly notes: string[]
}

/** An owner request unanswered this long counts as unanswered. */
const TIMEOUT_MS = 15_000

async function main(): Promise<void> {
  const [port, hosted, saved, length] = process.argv.slice(2)
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { origin: `http://127.0.0.1:${port}` })
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject))
  const waiting = new Map<number, (result: Result<unknown>) => void>()
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { kind: string; id: number; result: Result<unknown> }
    if (message.kind === 'response') waiting.get(message.id)?.(message.result)
  })
  let next = 1
  const ask = (name: string, args: unknown): Promise<Result<unknown> | null> =>
    new Promise((resolve) => {
      const id = next++
      const timer = setTimeout(() => {
        waiting.delete(id)
        resolve(null)
      }, TIMEOUT_MS)
      waiting.set(id, (result) => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve(result)
      })
      ws.send(JSON.stringify({ kind: 'request', id, name, args }))
    })

  const asks: [string, () => unknown][] = [
    ['app.info', () => ({})],
    ['saves.list', () => ({})],
    ['game.view', () => ({ gameId: hosted })],
    ['replay.seek', () => ({ gameId: saved, position: Math.floor(Math.random() * (Number(length) + 1)) })],
  ]
  const report: OwnerReport = {
    kind: 'report',
    latencies: { quiet: [], frames: [], payloads: [], flood: [] },
    unanswered: 0,
    notes: [],
  }
  let phase: OwnerPhase = 'quiet'
  let running = true
  process.on('message', (message: { phase?: OwnerPhase; stop?: boolean }) => {
    if (message.phase) phase = message.phase
    if (message.stop) running = false
  })
  process.send?.({ kind: 'ready' })
  for (let n = 0; running; n++) {
    const [name, args] = asks[n % asks.length]
    const started = performance.now()
    const result = await ask(name, args())
    if (result === null || !result.ok) {
      report.unanswered++
      report.notes.push(`${name}: ${result === null ? 'no answer' : `${result.code}: ${result.message}`}`)
    } else report.latencies[phase].push(performance.now() - started)
    await new Promise((done) => setTimeout(done, 20))
  }
  ws.close()
  process.send?.(report, () => process.exit(0))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
