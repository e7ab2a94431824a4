// A request through the page's own client, as the screens make them (strict arguments: `rawRequest` adds no
// gameId), expected to succeed; and the saved teams and leagues cleared, for specs that count them from none.
import { expect, type Page } from '@playwright/test'

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
