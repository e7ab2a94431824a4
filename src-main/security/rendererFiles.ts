// Maps a URL path to a file of the built renderer (out/renderer), refusing anything outside that folder.
// Shared by the web host's HTTP server and Electron's app:// protocol.
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

export function mimeType(file: string): string {
  return MIME[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The absolute file for `urlPath` ('/' → index.html) inside `root`, or null for anything that could escape it
 * (.., encoded separators, NUL bytes, absolute paths, dot-files).
 */
export function resolveRendererFile(root: string, urlPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0])
  } catch {
    return null
  }
  if (path.includes('\0') || path.includes('\\')) return null
  if (path === '' || path === '/') path = '/index.html'
  const parts = path.split('/').filter((part) => part !== '')
  if (parts.some((part) => part === '..' || part.startsWith('.'))) return null
  const base = resolve(root)
  const file = resolve(base, ...parts)
  const inside = relative(base, file)
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..')) {
    return null
  }
  return file
}
