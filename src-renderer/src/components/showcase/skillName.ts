// A skill or ability id as the cards print it: 'sure-hands' → 'Sure Hands', 'throw-team-mate' → 'Throw Team Mate'.
export function skillName(id: string): string {
  return id
    .split('-')
    .filter((w) => w.length > 0)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
}
