// Sends a painter's model file to main. A file that fits one message goes as one `models.import`; a bigger one
// (over WEB_IMPORT_MAX_BYTES: a browser's WebSocket carries at most 1 MB a message) goes in pieces —
// `models.importBegin`, `models.importChunk` in order, `models.importCommit` — and main checks the whole file
// only at the commit, exactly as a one-message import. A refused piece aborts the upload (main drops it anyway).
import {
  MODEL_CHUNK_BYTES,
  WEB_IMPORT_MAX_BYTES,
  type PieceModel,
  type RequestArgs,
  type RequestResult,
  type Result,
} from '@shared/ipc'
import { toBase64 } from './modelBytes'

type UploadRequest =
  'models.import' | 'models.importBegin' | 'models.importChunk' | 'models.importCommit' | 'models.importAbort'

/**
 * What the upload needs of the client: a PitchsideClient, or a test's own (main's tests send over a real
 * WebSocket). Structural, so this module does not pull the browser transports into main's type check.
 */
export interface ModelRequester {
  request<N extends UploadRequest>(name: N, args: RequestArgs<N>): Promise<Result<RequestResult<N>>>
}

export interface ModelFile {
  readonly teamKey: string
  readonly positionId: string
  readonly fileName: string
  readonly bytes: Uint8Array
}

export async function sendModel(client: ModelRequester, file: ModelFile): Promise<Result<PieceModel>> {
  const { teamKey, positionId, fileName, bytes } = file
  if (bytes.byteLength <= WEB_IMPORT_MAX_BYTES) {
    return client.request('models.import', { teamKey, positionId, fileName, bytes: toBase64(bytes) })
  }
  const begun = await client.request('models.importBegin', {
    teamKey,
    positionId,
    fileName,
    size: bytes.byteLength,
  })
  if (!begun.ok) return begun
  const { uploadId } = begun.value
  const step = Math.min(begun.value.chunkBytes, MODEL_CHUNK_BYTES)
  for (let offset = 0; offset < bytes.byteLength; offset += step) {
    const piece = await client.request('models.importChunk', {
      uploadId,
      offset,
      bytes: toBase64(bytes.subarray(offset, offset + step)),
    })
    if (!piece.ok) {
      void client.request('models.importAbort', { uploadId })
      return piece
    }
  }
  return client.request('models.importCommit', { uploadId })
}
