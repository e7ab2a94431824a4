// The Classic coach's carrier drive (ai/classic/cage.ts CARRIER_DRIVE) set from an environment variable for a
// measurement, the same way in every script that plays Classic games: JSON with any of its keys, e.g.
// '{"loss":8,"pace":2}'. An unknown key or a value that is not a finite number stops the script with the reason
// rather than measuring the defaults under another name.
import { CARRIER_DRIVE } from '@shared/ai/classic/cage'

export function setCarrierDrive(variable: string): void {
  const text = process.env[variable]
  if (text === undefined || text === '') return
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new Error(`${variable} is not JSON: ${(error as Error).message}`, { cause: error })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`${variable} must be a JSON object such as {"loss":8}`)
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in CARRIER_DRIVE))
      throw new Error(`${variable}: unknown key "${key}" (known: ${Object.keys(CARRIER_DRIVE).join(', ')})`)
    if (typeof value !== 'number' || !Number.isFinite(value))
      throw new Error(`${variable}: "${key}" must be a number`)
  }
  Object.assign(CARRIER_DRIVE, parsed)
}
