/** The auth screens' prefix (app/paths.ts `auth`); lib code does not import from app/. */
const AUTH_PATH = '/auth';

/**
 * Where to send the user after signing in. Only same-site paths are accepted ('/x', never
 * '//evil.example' or 'https://…'), and never an auth screen, which would bounce straight back.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  if (pathname === AUTH_PATH || pathname.startsWith(`${AUTH_PATH}/`)) return fallback;
  return value;
}

interface LocationLike {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && 'pathname' in value;
}

/** The originally requested location from router state `{ from }` (a Location or a path). */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  if (typeof from === 'string') return from;
  if (isLocationLike(from) && typeof from.pathname === 'string') {
    const search = typeof from.search === 'string' ? from.search : '';
    const hash = typeof from.hash === 'string' ? from.hash : '';
    return `${from.pathname}${search}${hash}`;
  }
  return null;
}
