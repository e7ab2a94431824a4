// Command-line and environment options of the web host (`npm run serve -- --port 4310 --host 127.0.0.1`).

export interface ServeOptions {
  readonly host: string
  /** null = the default port, falling back to any free port when it is taken. */
  readonly port: number | null
}

export const DEFAULT_PORT = 4310

export function parseServeOptions(argv: readonly string[], env: NodeJS.ProcessEnv): ServeOptions {
  let host = env.PITCHSIDE_HOST || '127.0.0.1'
  let port: number | null = env.PITCHSIDE_PORT ? parsePort(env.PITCHSIDE_PORT) : null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const [flag, inline] = arg.includes('=') ? arg.split('=', 2) : [arg, undefined]
    const value = (): string => {
      const next = inline ?? argv[++i]
      if (next === undefined) throw new Error(`${flag} needs a value`)
      return next
    }
    if (flag === '--port') port = parsePort(value())
    else if (flag === '--host') host = value()
    else throw new Error(`Unknown option ${arg} (expected --port <n> or --host <address>)`)
  }
  return { host, port }
}

function parsePort(text: string): number {
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port "${text}"`)
  return port
}
