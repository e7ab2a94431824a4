// A team builder error (draftErrors.ts: a field, a message key and its values) in the coach's language. A position
// named in an error comes in English from the schema; it is read back to the roster's position and translated.
import type { FieldError } from '@shared/teams/builder/draftErrors'

type Translate = (key: string, values?: Record<string, unknown>) => string

export function errorText(
  t: Translate,
  error: FieldError,
  positionLabel: (englishName: string) => string = (name) => name,
  locale = 'en',
): string {
  const values: Record<string, unknown> = { ...error.values }
  if (typeof values.position === 'string') values.position = positionLabel(values.position)
  // Gold reads with separators (1,500,000); so do the treasury field's own bounds.
  const gold = ['cost', 'treasury', 'step', ...(error.field === 'treasury' ? ['min', 'max'] : [])]
  for (const key of gold)
    if (typeof values[key] === 'number') values[key] = (values[key] as number).toLocaleString(locale)
  return t(`builder.errors.${error.key}`, values)
}
