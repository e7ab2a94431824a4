// Holds the save store, or why there is none. A damaged or foreign database turns saves off with a clear
// problem (the file named) that `app.info` reports; `startFresh` moves the bad file aside — never deleting it —
// and opens a new one. It is also the GameHost's journal, forwarding to whichever store is open.
import type { GameView } from '@shared/engine/api'
import { ContractError } from '@shared/ipc'
import type { CreatedGame, GameJournal } from './GameHost'
import type { LogEntry } from './gameLog'
import { moveAside, SaveStoreError, type Durability, type SaveProblem } from './saveDatabase'
import { SaveStore } from './SaveStore'

export interface SaveProblemInfo {
  readonly file: string
  readonly reason: SaveProblem
  readonly message: string
}

export interface SavesOptions {
  /** The database file, or null to run without saves. */
  readonly file: string | null
  readonly nativeBinding?: string
  readonly now: () => Date
  readonly logError: (message: string, error: unknown) => void
  readonly log: (message: string) => void
  /** 'process' (default) or 'power': see saveDatabase.ts. */
  readonly durability?: Durability
}

export class Saves implements GameJournal {
  private current: SaveStore | null = null
  private trouble: SaveProblemInfo | null = null

  constructor(private readonly options: SavesOptions) {
    this.open()
  }

  get store(): SaveStore | null {
    return this.current
  }

  get problem(): SaveProblemInfo | null {
    return this.trouble
  }

  /** The open store, or a `save/unavailable` failure saying why there is none. */
  require(): SaveStore {
    if (this.current) return this.current
    throw new ContractError(
      'save/unavailable',
      this.trouble ? this.trouble.message : 'Saves are off in this session (no save folder).',
    )
  }

  /** Moves the bad database aside and starts an empty one. */
  startFresh(): { movedTo: string | null } {
    const file = this.options.file
    if (file === null) throw new ContractError('save/unavailable', 'Saves are off in this session.')
    if (this.current) {
      // Damaged games are dealt with one by one (Load list: export what is sound, delete); the file is kept.
      const damaged = this.current.damaged().length
      throw new ContractError(
        'save/unavailable',
        damaged > 0
          ? `The save database opens, so it is not moved aside; its ${damaged} damaged game(s) can be ` +
              'exported as far as they are sound, or deleted, from the Load list.'
          : 'The save database is fine; nothing to do.',
      )
    }
    if (this.trouble?.reason === 'in-use')
      throw new ContractError(
        'save/unavailable',
        `${this.trouble.message} (It is not moved aside: it is not damaged.)`,
      )
    const movedTo = moveAside(file, this.options.now())
    this.trouble = null
    this.open()
    if (!this.store)
      throw new ContractError('save/unavailable', this.problem?.message ?? 'Cannot open saves.')
    if (movedTo) this.options.log(`saves: moved the bad database to ${movedTo}`)
    return { movedTo }
  }

  created(game: CreatedGame, view: GameView): void {
    this.current?.created(game, view)
  }

  appended(gameId: string, index: number, entry: LogEntry, view: GameView): void {
    this.current?.appended(gameId, index, entry, view)
  }

  snapshotted(gameId: string, position: number, state: unknown): void {
    this.current?.snapshotted(gameId, position, state)
  }

  moved(gameId: string, cursor: number, view: GameView): void {
    this.current?.moved(gameId, cursor, view)
  }

  close(): void {
    this.current?.close()
    this.current = null
  }

  private open(): void {
    const { file } = this.options
    if (file === null) return
    try {
      this.current = SaveStore.open({
        file,
        nativeBinding: this.options.nativeBinding,
        now: this.options.now,
        durability: this.options.durability,
      })
      this.options.log(`saves: ${file}`)
    } catch (error) {
      // Playing without saves beats not starting: app.info reports the problem and the UI offers a fresh start.
      this.options.logError(`saves disabled, cannot use ${file}`, error)
      this.trouble =
        error instanceof SaveStoreError
          ? { file, reason: error.reason, message: error.message }
          : {
              file,
              reason: 'open-failed',
              message: `Cannot open the save database ${file}: ${String(error)}`,
            }
    }
  }
}
