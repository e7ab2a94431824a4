// What a viewer of the read-only LAN share may do: the one allow-list of requests and events. Everything not
// listed here is refused with `share/read-only` before its arguments are even parsed, so a request added to the
// contract later is closed to viewers until someone decides it only reads (tests/main/host/shareViewer.test.ts
// walks every request of the contract and checks that the listed ones change nothing).
import { HUMANS, type EventName, type EventPayload, type RequestName } from '@shared/ipc'
import { viewFor } from '../services/viewFor'

/** Requests that only read: enough to watch a match, the attract loop's replays and the showcase line-up. */
export const VIEWER_REQUESTS: ReadonlySet<RequestName> = new Set<RequestName>([
  // Versions and the viewer flag itself.
  'app.info',
  // The teams and their paint, for the showcase line-up.
  'rosters.list',
  'rosters.lineup',
  'schemes.list',
  'schemes.get',
  'models.list',
  'models.file',
  // Watching the game in progress (hosted by the owner; a saved one is only read into memory).
  'game.view',
  'game.history',
  'game.controllers',
  // The attract loop: saved games and the shipped classics, replayed from the database, or (a classic the owner
  // never opened) from memory: classics.view checks the shipped file like an import but never stores it.
  'saves.list',
  'classics.list',
  'classics.view',
  'replay.timeline',
  'replay.seek',
  'replay.events',
  'replay.step',
])

/** Events a viewer page receives: what it needs to follow a game live. Share status is for the owner only. */
export const VIEWER_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'state.changed',
  'ai.thinking',
  'save.written',
])

export function viewerMayRequest(name: RequestName): boolean {
  return VIEWER_REQUESTS.has(name)
}

export function viewerMayHear(name: string): boolean {
  return VIEWER_EVENTS.has(name as EventName)
}

/**
 * An event as a viewer hears it: a viewer is a spectator, so a changed game's view carries no coach's hidden
 * cards until the game is over (services/viewFor.ts); other events as they are.
 */
export function viewerPayload<E extends EventName>(name: E, payload: EventPayload<E>): EventPayload<E> {
  if (name !== 'state.changed') return payload
  const changed = payload as EventPayload<'state.changed'>
  return { ...changed, view: viewFor(changed.view, HUMANS, 'spectator') } as EventPayload<E>
}
