import type { Express } from 'express';
import request from 'supertest';
import type { TestApp } from '../../../../test/test-app.js';
import { User } from '../../../users/user.entity.js';
import { startSession } from '../../session.service.js';
import type { GoogleFlow } from '../google.flow.js';
import type { AuthorizeBehaviour, GoogleStandIn } from './google-stand-in.js';

/** A browser: keeps cookies across requests to the app (paths and expiry respected). */
export type Browser = ReturnType<typeof request.agent>;

export function browser(app: Express): Browser {
  return request.agent(app);
}

export interface FlowResult {
  /** The app's answer to the start request (302 to the stand-in). */
  start: request.Response;
  /** The app's answer to Google's redirect back (302 to the client). */
  callback: request.Response;
  /** Where the callback sends the browser, parsed. */
  location: URL;
}

/** Goes to the stand-in's /authorize like a browser and comes back with what it redirects to. */
export async function visitGoogle(authUrl: string): Promise<URL> {
  const res = await fetch(authUrl, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`stand-in answered ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '');
}

/** Runs a whole Google round trip in `b`: start at `startPath`, consent at the stand-in, callback. */
export async function googleRoundTrip(
  b: Browser,
  standIn: GoogleStandIn,
  options: {
    startPath?: string;
    behaviour?: AuthorizeBehaviour;
    /** An answer that already started the flow: a 302 to Google or `{ data: { url } }`. */
    start?: request.Response;
    /** Google's URL when `start` carries it elsewhere (GraphQL). */
    authUrl?: string;
  } = {},
): Promise<FlowResult> {
  standIn.prepare(options.behaviour ?? {});
  const start = options.start ?? (await b.get(options.startPath ?? '/api/auth/google'));
  const authUrl: unknown = options.authUrl ?? (start.status === 302 ? start.headers.location : start.body?.data?.url);
  if (typeof authUrl !== 'string') throw new Error(`start answered ${start.status}: ${start.text}`);
  const back = await visitGoogle(authUrl);
  const callback = await b.get(`${back.pathname}${back.search}`);
  return { start, callback, location: new URL(callback.headers.location ?? '', 'http://app.invalid') };
}

export function setCookies(res: request.Response): string[] {
  const header = res.headers['set-cookie'] as string[] | string | undefined;
  if (!header) return [];
  return Array.isArray(header) ? header : [header];
}

export function cookieNamed(res: request.Response, name: string): string | undefined {
  return setCookies(res).find((c) => c.startsWith(`${name}=`));
}

export function cookieValue(res: request.Response, name: string): string | undefined {
  const cookie = cookieNamed(res, name);
  return cookie ? decodeURIComponent(cookie.slice(name.length + 1).split(';')[0] ?? '') : undefined;
}

/** Reads the (signed, not encrypted) flow cookie's content, to check what the server keeps. */
export function peekFlow(sealed: string): GoogleFlow {
  return JSON.parse(Buffer.from(sealed.split('.')[0] ?? '', 'base64url').toString('utf8')) as GoogleFlow;
}

let counter = 0;

/** A local (e-mail + password style) account, confirmed or not, and an access token for it. */
export async function localUser(t: TestApp, input: { email?: string; confirmed?: boolean } = {}): Promise<{ user: User; accessToken: string }> {
  const em = t.db.orm.em.fork();
  counter += 1;
  const user = em.create(User, {
    email: input.email ?? `local-${counter}-${Date.now()}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailConfirmedAt: input.confirmed === false ? null : new Date(),
  });
  await em.flush();
  const issued = await startSession(em, user, t.env.JWT_SECRET ?? '');
  return { user, accessToken: issued.accessToken };
}
