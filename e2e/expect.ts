// Playwright's `expect` for every e2e file, with one change: `expect.poll` probes every 50–200 ms where
// Playwright's default waits 100, 250 and 500 ms and then a whole second between probes. The drivers poll after
// nearly every click (the cursor moved on, the phase left 'waiting', the AI's turn ended), so the default's
// second, paid once per wait, was the larger part of many specs' time. A probe is one attribute read.
// A call that passes its own `intervals` keeps them. eslint (e2e/**) forbids importing `expect` elsewhere.
import { expect as playwrightExpect } from '@playwright/test'

/** Probe after 50 ms, then 100 ms, then every 200 ms. */
export const POLL_INTERVALS: readonly number[] = [50, 100, 200]

type Poll = typeof playwrightExpect.poll
type PollOptions = Exclude<Parameters<Poll>[1], string | undefined>

const fastPoll = ((actual: Parameters<Poll>[0], messageOrOptions?: string | PollOptions) => {
  const options: PollOptions =
    typeof messageOrOptions === 'string' ? { message: messageOrOptions } : { ...messageOrOptions }
  return playwrightExpect.poll(actual, { intervals: [...POLL_INTERVALS], ...options })
}) as Poll

export const expect: typeof playwrightExpect = Object.assign(playwrightExpect.extend({}), { poll: fastPoll })
