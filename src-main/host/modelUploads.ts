// Model files too big for one web message arrive in pieces (models.importBegin / importChunk / importCommit).
// The pieces are held here, in memory only, until the commit hands the whole file to the one import path
// (showcaseHandlers.importModel: checked, then copied and recorded). Nothing of an upload touches the data folder
// before that, so a half upload — abandoned, aborted, or broken by a piece out of order — is simply dropped.
import { randomUUID } from 'node:crypto'
import { ContractError } from '@shared/ipc'

/** Uploads held at once: a painter imports one model at a time; a few tabs are fine, a flood is not kept. */
export const MAX_OPEN_UPLOADS = 4
/** An upload no piece has reached for this long was abandoned (a closed tab): dropped at the next upload call. */
export const UPLOAD_IDLE_MS = 10 * 60 * 1000

export interface UploadMeta {
  readonly teamKey: string
  readonly positionId: string
  readonly size: number
  readonly originalName?: string
}

interface Upload {
  readonly meta: UploadMeta
  readonly parts: Uint8Array[]
  received: number
  touched: number
}

export class ModelUploads {
  /** By id, least recently touched first. */
  private readonly open = new Map<string, Upload>()

  constructor(
    private readonly now: () => number = Date.now,
    private readonly newId: () => string = () => `u-${randomUUID()}`,
  ) {}

  /** Uploads held now (tests). */
  get count(): number {
    return this.open.size
  }

  /** Starts an upload; the oldest goes when MAX_OPEN_UPLOADS are already held. */
  begin(meta: UploadMeta): string {
    this.sweep()
    while (this.open.size >= MAX_OPEN_UPLOADS) this.open.delete(this.open.keys().next().value!)
    const id = this.newId()
    this.open.set(id, { meta, parts: [], received: 0, touched: this.now() })
    return id
  }

  /** Takes the piece at `offset` (exactly the bytes received so far); answers the bytes received now. */
  chunk(id: string, offset: number, bytes: Uint8Array): number {
    const upload = this.require(id)
    if (offset !== upload.received) {
      this.open.delete(id)
      throw new ContractError(
        'upload/broken',
        `A piece for byte ${offset} came where byte ${upload.received} was due: the upload is dropped; start again.`,
      )
    }
    if (upload.received + bytes.byteLength > upload.meta.size) {
      this.open.delete(id)
      throw new ContractError(
        'upload/broken',
        `The pieces pass the announced ${upload.meta.size} bytes: the upload is dropped; start again.`,
      )
    }
    upload.parts.push(bytes)
    upload.received += bytes.byteLength
    upload.touched = this.now()
    // Most recently touched last, so the oldest is dropped first.
    this.open.delete(id)
    this.open.set(id, upload)
    return upload.received
  }

  /** Ends an upload: its metadata and whole file, once every byte came (else it is dropped with upload/broken). */
  take(id: string): { meta: UploadMeta; bytes: Uint8Array } {
    const upload = this.require(id)
    this.open.delete(id)
    if (upload.received !== upload.meta.size) {
      throw new ContractError(
        'upload/broken',
        `Only ${upload.received} of ${upload.meta.size} bytes came: the upload is dropped; start again.`,
      )
    }
    const bytes = new Uint8Array(upload.meta.size)
    let at = 0
    for (const part of upload.parts) {
      bytes.set(part, at)
      at += part.byteLength
    }
    return { meta: upload.meta, bytes }
  }

  /** Drops an upload; false when there was none. */
  abort(id: string): boolean {
    this.sweep()
    return this.open.delete(id)
  }

  private require(id: string): Upload {
    this.sweep()
    const upload = this.open.get(id)
    if (!upload) {
      throw new ContractError(
        'upload/not-found',
        `No model upload ${id} under way (finished, aborted, or dropped): start the import again.`,
      )
    }
    return upload
  }

  private sweep(): void {
    const now = this.now()
    for (const [id, upload] of this.open) if (now - upload.touched > UPLOAD_IDLE_MS) this.open.delete(id)
  }
}
