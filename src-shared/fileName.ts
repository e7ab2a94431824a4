// The name part of a file the app writes (a team, league, paint scheme or replay file): the thing's own name in
// lower-case letters and digits joined by dashes, cut to a length every file system takes, or a plain word when the
// name has none of those letters (a name in another script).
export function fileSlug(name: string, fallback: string, max = 48): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
  return slug || fallback
}
