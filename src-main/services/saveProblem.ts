// Why the save database cannot be used: the reasons `app.info.saveProblem` reports, as an error with a message
// that names the file.

export type SaveProblem = 'newer-schema' | 'open-failed' | 'corrupt' | 'in-use'

export class SaveStoreError extends Error {
  constructor(
    readonly reason: SaveProblem,
    message: string,
    readonly file: string = '',
  ) {
    super(message)
    this.name = 'SaveStoreError'
  }
}

export function corruptMessage(file: string, detail: string): string {
  return (
    `The save database ${file} is damaged or is not a Pitchside save (${detail}). ` +
    'Start a fresh one: the bad file will be moved aside, not deleted.'
  )
}
