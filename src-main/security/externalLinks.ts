// Which links may leave the app for the user's browser. The window never opens a page itself (new windows are
// denied); a link to one of these sites is handed to the OS browser, anything else is dropped. Only plain https on
// its default port, no user name or password in the URL (a trick to disguise the real host), and only the hosts
// listed: the places a help pane may point a coach to for the published rules.
export const EXTERNAL_LINK_HOSTS: ReadonlySet<string> = new Set([
  'www.games-workshop.com',
  'www.warhammer-community.com',
  'fumbbl.com',
])

export function isAllowedExternalLink(url: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === '' &&
    EXTERNAL_LINK_HOSTS.has(parsed.hostname)
  )
}
