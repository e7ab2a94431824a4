// A request through the page's own client, as the screens make them (strict arguments: `rawRequest` adds no
// gameId), expected to succeed; and the saved teams and leagues cleared, for specs that count them from none.
import { type Page } from '@playwright/test'
import { expect } from './expect'

export async function request<T>(page: Page, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const answer = (await page.evaluate(
    ([n, a]) => window.__pitchside!.rawRequest(n as string, a),
    [name, args],
  )) as { ok: boolean; value: T; message?: string }
  expect(answer.ok, `${name}: ${answer.message ?? ''}`).toBe(true)
  return answer.value
}

/** No leagues and no saved teams (a league's teams cannot be deleted while it stands, so leagues go first). */
export async function clearTeamsAndLeagues(page: Page): Promise<void> {
  for (const league of await request<{ id: string }[]>(page, 'leagues.list'))
    await request(page, 'leagues.delete', { id: league.id, confirm: true })
  for (const team of await request<{ id: string }[]>(page, 'teams.list'))
    await request(page, 'teams.delete', { id: team.id, confirm: true })
}

/** A league's fixture as its exported file holds it (`result` is what main keeps with a played one). */
export interface FileFixture {
  readonly round: number
  readonly home: number
  readonly away: number
  readonly status: string
  readonly result?: unknown
}

/**
 * The league again with fixtures filled in on paper: exported, each fixture rewritten by `play` (a played one as
 * main records it when a game ends), the league deleted and its file imported back. Answers the imported league.
 */
export async function reimportPlayed<T>(
  page: Page,
  leagueId: string,
  play: (fixtures: FileFixture[]) => FileFixture[],
): Promise<T> {
  const file = JSON.parse(
    (await request<{ text: string }>(page, 'leagues.export', { id: leagueId })).text,
  ) as {
    fixtures: FileFixture[]
  }
  file.fixtures = play(file.fixtures)
  await request(page, 'leagues.delete', { id: leagueId, confirm: true })
  return request<T>(page, 'leagues.import', { text: JSON.stringify(file) })
}
