// The AI on main's own thread: the same answer code as the worker, with the host's ruleset objects (so the
// services' tests can use a fake ruleset). It yields to the event loop before each job so AI-vs-AI chains never
// starve I/O; the app itself uses the worker.
import type { RulesetSource } from '../services/sources'
import { answer } from './answer'
import type { AiAnswer, AiChooser, AiJob } from './protocol'

export function inProcessChooser(rulesets: RulesetSource): AiChooser {
  return {
    async choose(job: AiJob): Promise<AiAnswer> {
      await new Promise((resolve) => setImmediate(resolve))
      return answer(rulesets.get(job.ruleset), job)
    },
    close: () => undefined,
    status: () => ({ thread: 'in-process' }),
  }
}
