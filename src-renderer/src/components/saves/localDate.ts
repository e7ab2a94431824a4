// A stored ISO time as the coach's locale writes a date and time (the Load list's and the Teams list's "changed"),
// or the stored text as it is when it is not a time (a damaged row still shows what it holds).
export function localDate(iso: string, locale: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale)
}
