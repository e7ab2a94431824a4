export default {
  status: {
    connecting: 'Connecting to Pitchside…',
    unreachable: 'Cannot reach Pitchside: {error}',
    noAnswer: 'no answer',
    ruleset: '{name} (rules v{version})',
    noRulesets: 'none yet',
    desktop: 'desktop (IPC)',
    browser: 'browser (WebSocket)',
    savesOn: 'saves on',
    savesOff: 'saves unavailable',
    line: '{app} {version} · engine {engine} · rulesets: {rulesets} · {transport} · {saves}',
    retry: 'Retry',
  },
}
