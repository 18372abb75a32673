import type { RequestHandler, Response } from 'express';
import type { Env } from '../../config/env.js';

/**
 * Which `Host` and `Origin` a request may name on endpoints a DNS-rebinding page must not reach
 * (/mcp, /dev/mailbox): the app's own public address (APP_URL), the origins allowed cross-site
 * (CORS_ORIGINS), and this machine by loopback name or address on any port. A page on
 * evil.example that rebinds its name to 127.0.0.1 still sends `Host: evil.example`, so it is refused.
 */
export interface KnownHosts {
  /** A `Host` header (name[:port]) this app answers to. */
  host(host: string | undefined): boolean;
  /** An `Origin` header (scheme://host[:port]) allowed to call. */
  origin(origin: string): boolean;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `name` of `name[:port]` (an IPv6 literal keeps its brackets), lower-cased; null when it is no such thing. */
function hostName(host: string): string | null {
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/i.exec(host);
  return m ? m[1]!.toLowerCase() : null;
}

const isLoopbackHost = (host: string) => LOOPBACK_NAMES.has(hostName(host) ?? '');

/** The host name of a configured origin (`https://app.example.com:8443` → `app.example.com`). */
function nameOf(origin: string): string | null {
  try {
    return hostName(new URL(origin).host);
  } catch {
    return null;
  }
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads `env.APP_URL` on every call, not once: in development it becomes the printed address
 * (with the real port) only after the server listens (server.ts).
 */
export function knownHosts(env: Pick<Env, 'APP_URL' | 'CORS_ORIGINS'>): KnownHosts {
  const configured = () => [env.APP_URL, ...env.CORS_ORIGINS];
  return {
    // The name is what a rebinding page cannot fake; the port may differ behind a proxy (nginx's
    // `$host` drops it), so any port of a configured name is accepted, as for loopback.
    host: (host) => {
      const name = host ? hostName(host) : null;
      if (!name) return false;
      return LOOPBACK_NAMES.has(name) || configured().some((o) => nameOf(o) === name);
    },
    origin: (origin) => {
      const normal = originOf(origin);
      if (!normal) return false;
      if (isLoopbackHost(new URL(normal).host)) return true;
      return configured().some((o) => originOf(o) === normal);
    },
  };
}

/**
 * Refuses a request whose `Host` is not known or, with `checkOrigin`, whose `Origin` (when the
 * browser sent one) is not allowed; `refuse` writes the 403 in the endpoint's own format.
 */
export function requireKnownHost(known: KnownHosts, options: { checkOrigin: boolean; refuse: (res: Response, message: string) => void }): RequestHandler {
  return (req, res, next) => {
    if (!known.host(req.headers.host)) {
      options.refuse(res, 'The Host header names an address this server does not answer to.');
      return;
    }
    const origin = req.headers.origin;
    if (options.checkOrigin && origin !== undefined && !known.origin(origin)) {
      options.refuse(res, 'Requests from this Origin are not allowed.');
      return;
    }
    next();
  };
}
