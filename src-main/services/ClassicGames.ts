// The "classic games" library: complete games shipped as replay files in resources/classic-games, listed with
// their titles and notes. Opening one imports it into the saves once (it is checked like any import).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ContractError, type ClassicGameInfo } from '@shared/ipc'
import { REPLAY_EXTENSION } from './replayFile'

export class ClassicGames {
  constructor(private readonly dir: string | null) {}

  list(): ClassicGameInfo[] {
    if (this.dir === null) return []
    let names: string[]
    try {
      names = readdirSync(this.dir).filter((n) => n.endsWith(REPLAY_EXTENSION))
    } catch {
      return []
    }
    return names.sort().flatMap((name) => {
      try {
        const file = JSON.parse(readFileSync(join(this.dir!, name), 'utf8')) as {
          title: string
          notes: string
          ruleset: ClassicGameInfo['ruleset']
          rosters: [string, string]
          actions: unknown[]
        }
        return [
          {
            id: name.slice(0, -REPLAY_EXTENSION.length),
            title: file.title,
            notes: file.notes,
            ruleset: file.ruleset,
            teams: file.rosters,
            actions: file.actions.length,
          },
        ]
      } catch {
        return [] // a damaged shipped file is skipped, not fatal; importing it would say what is wrong
      }
    })
  }

  /** The replay file's text. */
  read(id: string): string {
    if (this.dir === null || !this.list().some((g) => g.id === id)) {
      throw new ContractError('classic/not-found', `No classic game "${id}".`)
    }
    return readFileSync(join(this.dir, id + REPLAY_EXTENSION), 'utf8')
  }
}
