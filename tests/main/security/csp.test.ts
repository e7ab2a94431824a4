import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from '../../../src-main/security/csp'

describe('contentSecurityPolicy', () => {
  it('allows only the app itself in production', () => {
    const csp = contentSecurityPolicy()
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toMatch(/unsafe-(inline|eval)/)
    expect(csp).not.toMatch(/https?:\/\/(?!localhost)/)
  })

  it('adds the WebSocket source it is given', () => {
    expect(contentSecurityPolicy({ connect: ['ws://127.0.0.1:4310'] })).toContain(
      "connect-src 'self' ws://127.0.0.1:4310;",
    )
  })

  it('loosens scripts only for the dev server', () => {
    expect(contentSecurityPolicy({ dev: true })).toContain("script-src 'self' 'unsafe-inline'")
  })

  it('sends the CSP with the other security headers', () => {
    expect(securityHeaders('x')).toMatchObject({ 'Content-Security-Policy': 'x', 'X-Frame-Options': 'DENY' })
  })
})
