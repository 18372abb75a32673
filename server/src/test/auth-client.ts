import type { Express } from 'express';
import request from 'supertest';
import { wsOperation } from './ws-operation.js';

export type Transport = 'rest' | 'graphql';
export const transports: Transport[] = ['rest', 'graphql'];

/** One answer, the same shape whichever transport gave it, so a scenario runs over both. */
export interface Outcome {
  ok: boolean;
  /** REST body, or the GraphQL field's value. */
  data: Record<string, unknown> & { message?: string };
  /** The app code: REST `code`, GraphQL `extensions.appCode`. */
  code?: string;
  message?: string;
  /** HTTP status (GraphQL answers 200 for resolver errors). */
  status: number;
  gqlCode?: string;
  retryAfterHeader?: string;
  retryAfter?: number;
  setCookies: string[];
  /** The raw REST body / GraphQL response, for transport-specific checks. */
  body: Record<string, unknown>;
}

let ipCounter = 0;
/**
 * A fresh client address. Test apps trust X-Forwarded-For from loopback (TRUST_PROXY, as behind a proxy), so
 * each scenario gets its own IP and the per-IP rate limits of one never spill into another.
 */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * GraphQL speaks camelCase; the aliases give its answers REST's snake_case names, so one scenario
 * asserts the same shape over both transports (GraphQL-only tests read the camelCase names).
 */
export const USER_FIELDS = `id email name firstName lastName jobTitle company location phoneNumber bio avatarUrl
  avatar_url: avatarUrl role created_at: createdAt updated_at: updatedAt last_sign_in_at: lastSignInAt
  email_confirmed_at: emailConfirmedAt identities { id provider email created_at: createdAt }
  notificationPreferences { email projectUpdates marketingEmails productNews }
  two_factor_enabled: twoFactorEnabled`;
export const PAYLOAD = `token user { id email name } session { access_token: accessToken refresh_token: refreshToken
  expires_in: expiresIn expires_at: expiresAt user { ${USER_FIELDS} } }`;

type Vars = Record<string, unknown>;

export class AuthClient {
  token?: string;
  cookie?: string;
  /** When set, GraphQL operations go over graphql-ws at this URL instead of HTTP POST /graphql. */
  wsUrl?: string;

  constructor(
    /** The app in this process, or the base URL of a running server (e.g. behind a test proxy). */
    readonly app: Express | string,
    readonly transport: Transport,
    public ip: string = freshIp(),
  ) {}

  private headers(req: request.Test): request.Test {
    req.set('X-Forwarded-For', this.ip);
    if (this.token) req.set('Authorization', `Bearer ${this.token}`);
    if (this.cookie) req.set('Cookie', this.cookie);
    return req;
  }

  async rest(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown): Promise<Outcome> {
    const req = this.headers(request(this.app)[method](`/api${path}`));
    const res = body === undefined ? await req : await req.send(body as object);
    const resBody = (res.body ?? {}) as Record<string, unknown>;
    const isError = res.status >= 400;
    return {
      ok: !isError,
      data: resBody,
      code: isError ? (resBody.code as string) : undefined,
      message: resBody.message as string | undefined,
      status: res.status,
      retryAfterHeader: res.headers['retry-after'],
      setCookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
      body: resBody,
    };
  }

  async gql(query: string, variables: Vars = {}): Promise<Outcome> {
    if (this.wsUrl) return wsOperation(this.wsUrl, this.token, query, variables);
    const res = await this.headers(request(this.app).post('/graphql')).send({ query, variables });
    const body = res.body as { data?: Record<string, unknown> | null; errors?: { message: string; extensions: Vars }[] };
    const error = body.errors?.[0];
    const field = body.data ? Object.values(body.data)[0] : undefined;
    return {
      ok: !error,
      data: (field && typeof field === 'object' ? field : { value: field }) as Outcome['data'],
      code: error?.extensions.appCode as string | undefined,
      gqlCode: error?.extensions.code as string | undefined,
      message: error ? error.message : ((field as { message?: string } | null)?.message ?? undefined),
      retryAfter: error?.extensions.retryAfter as number | undefined,
      status: res.status,
      retryAfterHeader: res.headers['retry-after'],
      setCookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []),
      body: body as Record<string, unknown>,
    };
  }

  signUp(input: Vars): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('post', '/auth/signup', input) : this.gql('mutation($input: SignUpInput!) { signUp(input: $input) { success message } }', { input });
  }

  async logIn(input: Vars): Promise<Outcome> {
    const out = this.transport === 'rest' ? await this.rest('post', '/auth/login', input) : await this.gql(`mutation($input: LogInInput!) { logIn(input: $input) { ${PAYLOAD} } }`, { input });
    return out;
  }

  /** Logs in and keeps the access token for the next calls. */
  async signIn(email: string, password: string): Promise<Outcome> {
    const out = await this.logIn({ email, password });
    if (!out.ok) throw new Error(`log-in failed: ${out.code} ${out.message}`);
    this.token = out.data.token as string;
    return out;
  }

  refresh(refreshToken?: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('post', '/auth/refresh', refreshToken === undefined ? {} : { refresh_token: refreshToken }) : this.gql(`mutation($t: String) { refreshSession(refreshToken: $t) { ${PAYLOAD} } }`, { t: refreshToken });
  }

  logOut(refreshToken?: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('post', '/auth/logout', refreshToken === undefined ? {} : { refresh_token: refreshToken }) : this.gql('mutation { logOut }');
  }

  recover(email: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('post', '/auth/recover', { email }) : this.gql('mutation($email: String!) { requestPasswordReset(email: $email) { message } }', { email });
  }

  reset(token: string, password: string): Promise<Outcome> {
    return this.transport === 'rest'
      ? this.rest('post', '/auth/reset', { token, password })
      : this.gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { message } }', {
          t: token,
          p: password,
        });
  }

  resend(email: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('post', '/auth/verify/resend', { email }) : this.gql('mutation($email: String!) { resendVerification(email: $email) { message } }', { email });
  }

  /** REST GET /auth/session, GraphQL `me` (data is the user, or `{ value: null }`). */
  whoAmI(): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('get', '/auth/session') : this.gql(`{ me { ${USER_FIELDS} } }`);
  }

  providers(): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('get', '/auth/providers') : this.gql('{ authProviders { google } }');
  }

  changePassword(currentPassword: unknown, newPassword: unknown): Promise<Outcome> {
    return this.transport === 'rest'
      ? this.rest('put', '/users/password', { currentPassword, newPassword })
      : this.gql('mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { message } }', {
          c: currentPassword,
          n: newPassword,
        });
  }

  deleteAccount(password: string): Promise<Outcome> {
    return this.transport === 'rest' ? this.rest('delete', `/users/account?password=${encodeURIComponent(password)}`) : this.gql('mutation($p: String!) { deleteAccount(password: $p) { message } }', { p: password });
  }
}

/** The sf_refresh value from Set-Cookie headers ('' when the cookie is being cleared). */
export function refreshCookieOf(setCookies: string[]): string | undefined {
  const line = setCookies.find((c) => c.startsWith('sf_refresh='));
  return line ? decodeURIComponent(line.slice('sf_refresh='.length).split(';')[0] ?? '') : undefined;
}
