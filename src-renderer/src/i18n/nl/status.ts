export default {
  status: {
    connecting: 'Verbinden met Pitchside…',
    unreachable: 'Pitchside is niet bereikbaar: {error}',
    noAnswer: 'geen antwoord',
    ruleset: '{name} (regels v{version})',
    noRulesets: 'nog geen',
    desktop: 'desktop (IPC)',
    browser: 'browser (WebSocket)',
    savesOn: 'opslaan aan',
    savesOff: 'opslaan niet beschikbaar',
    line: '{app} {version} · spelmotor {engine} · spelregels: {rulesets} · {transport} · {saves}',
    retry: 'Opnieuw',
  },
}
