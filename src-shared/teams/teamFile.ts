// A saved team as a `.pitchside-team.json` file a club can pass around: the saved team itself (it carries its own
// `format` and `version`), pretty-printed. Reading one refuses, before anything is stored: text too long to be a
// team, text that is not JSON, another format (a replay, a paint scheme), a newer version, and any bad field.
import { parseSavedTeam, TeamError, type SavedTeam } from './savedTeam'
import { fileSlug } from '../fileName'

export const TEAM_FILE_SUFFIX = '.pitchside-team.json'
/** A team file is a few kilobytes (16 Classic players ≈ 4 kB); anything far bigger is not one. */
export const MAX_TEAM_FILE_CHARS = 64_000

/** The file's text and a suggested file name (from the team's name). */
export function exportTeam(team: SavedTeam): { fileName: string; text: string } {
  const checked = parseSavedTeam(team)
  const slug = fileSlug(checked.name, 'team')
  return { fileName: `${slug}${TEAM_FILE_SUFFIX}`, text: `${JSON.stringify(checked, null, 2)}\n` }
}

/** Reads a team file's text; throws a TeamError naming the field at fault. */
export function parseTeamFile(text: string): SavedTeam {
  if (text.length > MAX_TEAM_FILE_CHARS) {
    throw new TeamError(
      'too-large',
      '',
      `This file is ${text.length} characters; a team file is at most ${MAX_TEAM_FILE_CHARS}.`,
    )
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new TeamError('malformed', '', `This is not a JSON file: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TeamError('malformed', '', 'A team file holds one JSON object.')
  }
  return parseSavedTeam(value)
}
