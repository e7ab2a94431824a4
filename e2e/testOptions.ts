// What a spec may change about how it runs, in one place (the defaults are in playwright.config.ts).

/**
 * The opt-out from the e2e default of skipped animations: `test.use(ANIMATED)` in a spec about the motion itself
 * (the AI's turn played out, a moment) starts its browser from an empty store, so the app's own defaults
 * (animations on at 1x) apply.
 */
export const ANIMATED = { storageState: { cookies: [], origins: [] } }

/**
 * Tags a test that runs only in `npm run e2e:full`, not in `npm test` (CI): the same flow for a second or third
 * game where the first game's test already runs in CI, a flow whose steps other CI tests cover, screenshot sets
 * at several sizes, and sweeps over sizes.
 * What a test checks decides it, never its speed alone: every capability keeps a test in `npm test`.
 */
export const FULL_ONLY = { tag: '@full' }
