// Model bytes to and from the contract: base64 both ways (models.import takes it; models.file answers it in
// pieces that each fit the web host's 1 MB message cap), and the web host's limit on an import's size, said
// plainly before a too-big message would only drop the connection.
import { WEB_IMPORT_MAX_BYTES, type Failure, type ModelFileChunk, type Result } from '@shared/ipc'

export function toBase64(bytes: Uint8Array): string {
  let text = ''
  // In slices: String.fromCharCode(...bytes) overflows the call stack on big files.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(text)
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The typed refusal of an import too big for the web host's messages, or null when it fits (or in Electron). */
export function webImportProblem(
  transport: 'electron' | 'web',
  bytes: number,
): Pick<Failure, 'code' | 'message'> | null {
  if (transport !== 'web' || bytes <= WEB_IMPORT_MAX_BYTES) return null
  const kb = (n: number): string => `${Math.round(n / 1024)} kB`
  return {
    code: 'model/too-large',
    message:
      `${kb(bytes)} is more than a browser connection can send in one message ` +
      `(${kb(WEB_IMPORT_MAX_BYTES)}); import this model in the desktop app, or make it smaller.`,
  }
}

/**
 * Fetches a stored model's whole file, piece by piece (models.file), as an ArrayBuffer. A refusal is thrown as an
 * Error worded by `describe` (the renderer's failureText, so the screen reads it in the coach's language; passed in
 * because main's tests use this file and cannot load the renderer's i18n).
 */
export async function fetchModelFile(
  request: (hash: string, offset: number) => Promise<Result<ModelFileChunk>>,
  hash: string,
  describe: (failure: Failure) => string,
): Promise<ArrayBuffer> {
  const parts: Uint8Array[] = []
  let offset: number | null = 0
  let total = 0
  while (offset !== null) {
    const answer: Result<ModelFileChunk> = await request(hash, offset)
    if (!answer.ok) throw new Error(describe(answer))
    const bytes = fromBase64(answer.value.bytes)
    parts.push(bytes)
    total += bytes.length
    offset = answer.value.next
  }
  const out = new Uint8Array(total)
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out.buffer
}
