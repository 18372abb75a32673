import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's OAuth endpoints, for tests only: /authorize answers at once as if
 * the user had consented, /token checks the code, client secret, redirect URI and PKCE
 * verifier and returns an RS256 ID token, /certs serves the public key in the PEM map form
 * google-auth-library fetches on Node (like https://www.googleapis.com/oauth2/v1/certs).
 */

export interface GoogleAccount {
  sub: string;
  email: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

/** How the next authorization goes. */
export interface AuthorizeBehaviour {
  account?: GoogleAccount;
  /** Answer as if the user refused consent (error=access_denied). */
  deny?: boolean;
  /** Claims replacing the ID token's defaults (aud, iss, exp, iat, nonce, email_verified, …). */
  claims?: Record<string, unknown>;
  /** Sign with a key the certs endpoint does not publish. */
  foreignKey?: boolean;
  /** Send this state back instead of the one received. */
  state?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce: string | undefined;
  behaviour: AuthorizeBehaviour;
}

export const DEFAULT_ACCOUNT: GoogleAccount = {
  sub: '100000000000000000001',
  email: 'grace@example.com',
  given_name: 'Grace',
  family_name: 'Hopper',
  picture: 'https://lh3.googleusercontent.test/a/grace.png',
};

export class GoogleStandIn {
  readonly kid = randomBytes(8).toString('hex');
  /** Query parameters of every /authorize request, for assertions. */
  readonly authorizeRequests: URLSearchParams[] = [];
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly codes = new Map<string, PendingCode>();
  private next: AuthorizeBehaviour = {};
  private baseUrl = '';
  private readonly server = createServer((req, res) => {
    // No connection outlives its request: test files now share a worker process, and a pooled
    // socket to a closed stand-in must never carry a later file's request.
    res.setHeader('connection', 'close');
    this.handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    });
  });

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  /** The environment that points the server at this stand-in. */
  env(): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: this.clientId,
      GOOGLE_CLIENT_SECRET: this.clientSecret,
      GOOGLE_AUTH_URL: `${this.baseUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${this.baseUrl}/token`,
      GOOGLE_CERTS_URL: `${this.baseUrl}/certs`,
    };
  }

  /** Sets how the next /authorize behaves (then back to the default account, consenting). */
  prepare(behaviour: AuthorizeBehaviour): void {
    this.next = behaviour;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.baseUrl);
    if (req.method === 'GET' && url.pathname === '/authorize') return this.authorize(url.searchParams, res);
    if (req.method === 'POST' && url.pathname === '/token') return this.token(await readForm(req), res);
    if (req.method === 'GET' && url.pathname === '/certs') {
      const pem = this.keys.publicKey.export({ type: 'spki', format: 'pem' }).toString();
      return json(res, 200, { [this.kid]: pem });
    }
    json(res, 404, { error: 'not_found' });
  }

  private authorize(q: URLSearchParams, res: ServerResponse): void {
    this.authorizeRequests.push(q);
    const behaviour = this.next;
    this.next = {};
    const redirectUri = q.get('redirect_uri');
    const scopes = (q.get('scope') ?? '').split(' ');
    const valid = q.get('client_id') === this.clientId && redirectUri && q.get('response_type') === 'code' && q.get('code_challenge_method') === 'S256' && q.get('code_challenge') && ['openid', 'email', 'profile'].every((s) => scopes.includes(s));
    if (!valid || !redirectUri) return json(res, 400, { error: 'invalid_request' });
    const back = new URL(redirectUri);
    back.searchParams.set('state', behaviour.state ?? q.get('state') ?? '');
    if (behaviour.deny) {
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('base64url');
      this.codes.set(code, {
        clientId: this.clientId,
        redirectUri,
        challenge: q.get('code_challenge') ?? '',
        nonce: q.get('nonce') ?? undefined,
        behaviour,
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() }).end();
  }

  private token(form: URLSearchParams, res: ServerResponse): void {
    const code = form.get('code') ?? '';
    const pending = this.codes.get(code);
    this.codes.delete(code); // codes are single use
    const verifier = form.get('code_verifier') ?? '';
    const ok =
      pending &&
      form.get('grant_type') === 'authorization_code' &&
      form.get('client_id') === pending.clientId &&
      form.get('client_secret') === this.clientSecret &&
      form.get('redirect_uri') === pending.redirectUri &&
      createHash('sha256').update(verifier).digest('base64url') === pending.challenge;
    if (!ok || !pending) return json(res, 400, { error: 'invalid_grant' });
    const { behaviour } = pending;
    const account = behaviour.account ?? DEFAULT_ACCOUNT;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: this.clientId,
      aud: this.clientId,
      sub: account.sub,
      email: account.email,
      email_verified: true,
      nonce: pending.nonce,
      name: [account.given_name, account.family_name].filter(Boolean).join(' '),
      given_name: account.given_name,
      family_name: account.family_name,
      picture: account.picture,
      iat: now,
      exp: now + 3600,
      ...behaviour.claims,
    };
    json(res, 200, {
      access_token: randomBytes(24).toString('base64url'),
      expires_in: 3599,
      token_type: 'Bearer',
      scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      id_token: this.signIdToken(claims, behaviour.foreignKey ? this.foreign.privateKey : this.keys.privateKey),
    });
  }

  private signIdToken(claims: Record<string, unknown>, key: KeyObject): string {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${encode({ alg: 'RS256', kid: this.kid, typ: 'JWT' })}.${encode(claims)}`;
    return `${signed}.${sign('sha256', Buffer.from(signed), key).toString('base64url')}`;
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startGoogleStandIn(clientId = 'specforge-test.apps.googleusercontent.com'): Promise<GoogleStandIn> {
  return new GoogleStandIn(clientId, 'stand-in-client-secret').start();
}
