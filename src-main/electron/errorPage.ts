// The page the desktop app shows when it cannot show itself: a start-up that failed, or a window whose page would
// not load or whose renderer died twice. It is drawn by main as a data: URL with no script at all (the Vue app,
// and so vue-i18n, is exactly what may be broken), in English or Dutch after the system's language. Plain Node so
// it is unit-tested.

export type ErrorPageLanguage = 'en' | 'nl'

export type Failure =
  | { readonly kind: 'start'; readonly error: unknown }
  | {
      readonly kind: 'load-failed'
      readonly code: number
      readonly description: string
      readonly url: string
    }
  | { readonly kind: 'renderer-gone'; readonly reason: string; readonly exitCode: number }

interface Texts {
  readonly startTitle: string
  readonly pageTitle: string
  readonly start: (message: string) => string
  readonly loadFailed: (description: string, code: number, url: string) => string
  readonly rendererGone: (reason: string, exitCode: number) => string
  readonly retried: string
  readonly log: string
  readonly retry: string
}

const TEXTS: Record<ErrorPageLanguage, Texts> = {
  en: {
    startTitle: 'Pitchside could not start',
    pageTitle: 'The Pitchside window stopped working',
    start: (message) => `Starting failed: ${message}`,
    loadFailed: (description, code, url) => `The page ${url} could not be loaded: ${description} (${code}).`,
    rendererGone: (reason, exitCode) => `The page's process ended: ${reason} (exit code ${exitCode}).`,
    retried: 'It was reloaded once and failed again.',
    log: 'The details are in the log file:',
    retry: 'Try again',
  },
  nl: {
    startTitle: 'Pitchside kon niet starten',
    pageTitle: 'Het Pitchside-venster werkt niet meer',
    start: (message) => `Het starten is mislukt: ${message}`,
    loadFailed: (description, code, url) =>
      `De pagina ${url} kon niet worden geladen: ${description} (${code}).`,
    rendererGone: (reason, exitCode) =>
      `Het proces van de pagina is gestopt: ${reason} (exitcode ${exitCode}).`,
    retried: 'Ze is één keer opnieuw geladen en ging opnieuw mis.',
    log: 'De details staan in het logbestand:',
    retry: 'Opnieuw proberen',
  },
}

/** Dutch for a Dutch system (app.getLocale(): "nl", "nl-BE"...), English otherwise. */
export function pageLanguage(locale: string): ErrorPageLanguage {
  return /^nl\b/i.test(locale) ? 'nl' : 'en'
}

export function errorTitle(failure: Failure, language: ErrorPageLanguage): string {
  return failure.kind === 'start' ? TEXTS[language].startTitle : TEXTS[language].pageTitle
}

/** What happened, in one sentence. */
export function describeFailure(failure: Failure, language: ErrorPageLanguage): string {
  const t = TEXTS[language]
  switch (failure.kind) {
    case 'start':
      return t.start(failure.error instanceof Error ? failure.error.message : String(failure.error))
    case 'load-failed':
      return t.loadFailed(failure.description, failure.code, failure.url)
    case 'renderer-gone':
      return t.rendererGone(failure.reason, failure.exitCode)
  }
}

export function errorPageHtml(options: {
  readonly failure: Failure
  readonly language: ErrorPageLanguage
  readonly logFile: string
  /** Set after an automatic reload that failed again. */
  readonly retried?: boolean
  /** The app's page, offered as a link to try again (not for a failed start: nothing serves it). */
  readonly retryUrl?: string
}): string {
  const t = TEXTS[options.language]
  const title = errorTitle(options.failure, options.language)
  const lines = [describeFailure(options.failure, options.language), ...(options.retried ? [t.retried] : [])]
  const retry =
    options.retryUrl === undefined
      ? ''
      : `<p><a href="${escapeHtml(options.retryUrl)}">${escapeHtml(t.retry)}</a></p>`
  return [
    '<!doctype html>',
    `<html lang="${options.language}"><head><meta charset="utf-8">`,
    // No script, no remote anything: the page only shows text.
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`,
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font:15px/1.5 system-ui,sans-serif;background:#101418;color:#e8ecf0;margin:2.5rem}',
    'h1{font-size:1.4rem}code{background:#1c232b;padding:.15rem .35rem;word-break:break-all}a{color:#8cc8ff}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(t.log)} <code>${escapeHtml(options.logFile)}</code></p>`,
    retry,
    '</body></html>',
  ].join('\n')
}

export function errorPageUrl(html: string): string {
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}
