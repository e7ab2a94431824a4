// Links leave the app only for the listed rules sites, over https, with nothing hiding the real host.
import { describe, expect, it } from 'vitest'
import { isAllowedExternalLink } from '../../../src-main/security/externalLinks'

describe('external links', () => {
  it('opens the listed sites over https', () => {
    expect(isAllowedExternalLink('https://fumbbl.com/help:Rules')).toBe(true)
    expect(isAllowedExternalLink('https://www.games-workshop.com/en-GB/Blood-Bowl')).toBe(true)
  })

  it('refuses every other link', () => {
    for (const url of [
      'https://evil.example/',
      'http://fumbbl.com/',
      'https://fumbbl.com:8443/',
      'https://fumbbl.com.evil.example/',
      'https://user:pw@fumbbl.com/',
      'https://fumbbl.com@evil.example/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'app://pitchside/index.html',
      'smb://fumbbl.com/share',
      'not a url',
      '',
    ])
      expect(isAllowedExternalLink(url), url).toBe(false)
  })
})
