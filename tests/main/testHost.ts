// Builds the real services around the fake Race ruleset, without saves unless a folder is given.
import { createHost, type Host } from '../../src-main/host/createHost'
import { raceRulesets, raceTeams } from './fakeRuleset'

export function raceHost(dataDir: string | null = null, logError = (): void => undefined): Host {
  return createHost({
    appVersion: '9.9.9-test',
    rulesets: raceRulesets,
    teams: raceTeams,
    dataDir,
    aiSeed: 1,
    logError,
    log: () => undefined,
  })
}
