// Tries, inside a page, what the app's Content-Security-Policy forbids: eval and new Function (no 'unsafe-eval'),
// an inline <script> and an inline event handler (no 'unsafe-inline'). Returns what actually ran and the
// violations Chromium reported, so a test sees enforcement, not just the header.
import type { Page } from '@playwright/test'

export interface CspOutcome {
  readonly evalError: string
  readonly functionError: string
  readonly inlineScriptRan: boolean
  readonly inlineHandlerRan: boolean
  /** `securitypolicyviolation` events: "<effectiveDirective> <blockedURI>". */
  readonly violations: readonly string[]
}

export async function probeCsp(page: Page): Promise<CspOutcome> {
  return page.evaluate(async () => {
    const violations: string[] = []
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
    const marks = window as unknown as { __cspInline?: boolean; __cspHandler?: boolean }
    const failure = (run: () => unknown): string => {
      try {
        run()
        return 'ran'
      } catch (error) {
        return error instanceof Error ? error.name : String(error)
      }
    }
    // DevTools' own evaluation may use eval whatever the CSP says (CDP's allowUnsafeEvalBlockedByCSP), so try it
    // in a task of the page's own, after this evaluation has returned.
    const [evalError, functionError] = await new Promise<[string, string]>((resolve) =>
      setTimeout(() =>
        resolve([failure(() => (0, eval)('1 + 1')), failure(() => new Function('return 2')() as unknown)]),
      ),
    )
    const script = document.createElement('script')
    script.textContent = 'window.__cspInline = true'
    document.head.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.__cspHandler = true')
    document.body.append(button)
    button.click()
    button.remove()
    script.remove()
    // Violation events are queued as tasks: let them arrive.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await new Promise((resolve) => setTimeout(resolve, 0))
    return {
      evalError,
      functionError,
      inlineScriptRan: marks.__cspInline === true,
      inlineHandlerRan: marks.__cspHandler === true,
      violations,
    }
  })
}
