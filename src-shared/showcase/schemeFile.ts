// A paint scheme as a small JSON file painters can pass around: the scheme plus a `format` marker, so a replay
// or any other JSON file is told apart from a scheme instead of failing on some inner field.
import { fileSlug } from '../fileName'
import { parseScheme, SchemeError, type PaintScheme } from './scheme'

export const SCHEME_FORMAT = 'pitchside-paint-scheme'
export const SCHEME_FILE_SUFFIX = '.pitchside-scheme.json'
/** A scheme file is a few kilobytes; anything far bigger is not one, and is refused before parsing. */
export const MAX_SCHEME_FILE_CHARS = 64_000

export function exportScheme(scheme: PaintScheme): { fileName: string; text: string } {
  const slug = fileSlug(scheme.name, 'scheme')
  const text = `${JSON.stringify({ format: SCHEME_FORMAT, ...parseScheme(scheme) }, null, 2)}\n`
  return { fileName: `${slug}${SCHEME_FILE_SUFFIX}`, text }
}

/** Reads a scheme file's text; throws a SchemeError naming the field at fault. */
export function parseSchemeFile(text: string): PaintScheme {
  if (text.length > MAX_SCHEME_FILE_CHARS) {
    throw new SchemeError(
      'too-large',
      '',
      `This file is ${text.length} characters; a paint scheme file is at most ${MAX_SCHEME_FILE_CHARS}.`,
    )
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new SchemeError('malformed', '', `This is not a JSON file: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SchemeError('malformed', '', 'A paint scheme file holds one JSON object.')
  }
  const { format, ...scheme } = value as Record<string, unknown>
  if (format !== SCHEME_FORMAT) {
    throw new SchemeError(
      'malformed',
      'format',
      `format: not a Pitchside paint scheme (expected "${SCHEME_FORMAT}").`,
    )
  }
  return parseScheme(scheme)
}
