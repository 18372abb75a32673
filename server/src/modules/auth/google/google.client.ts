import { CodeChallengeMethod, OAuth2Client, type TokenPayload } from 'google-auth-library';
import { AppError } from '../../../core/errors/index.js';

/** The issuers Google documents for its ID tokens (the library would also accept its universe domain). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const GOOGLE_SCOPES = ['openid', 'email', 'profile'];

export const GOOGLE_FAILED_MESSAGE = 'Could not authenticate with Google. Please try again.';

/**
 * A failed Google round trip. `reason` is a fixed, log-safe word (never a token, claim or
 * e-mail); the user sees the message.
 */
export class GoogleAuthFailure extends AppError {
  constructor(
    readonly reason: string,
    message: string = GOOGLE_FAILED_MESSAGE,
  ) {
    super('GOOGLE_AUTH_FAILED', message);
  }
}

/** What we keep from a verified Google ID token. */
export interface GoogleProfile {
  sub: string;
  /** Lower-cased, verified by Google. */
  email: string;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export interface GoogleProviderOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl?: string;
  tokenUrl?: string;
  certsUrl?: string;
}

/**
 * google-auth-library's OAuth2Client, configured for the authorization-code flow, with
 * Google's endpoints replaceable (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_CERTS_URL).
 * On Node the library fetches certificates in PEM form, so GOOGLE_CERTS_URL must serve
 * `{ kid: PEM }` like https://www.googleapis.com/oauth2/v1/certs.
 */
export class GoogleProvider {
  private readonly client: OAuth2Client;

  constructor(private readonly options: GoogleProviderOptions) {
    this.client = new OAuth2Client({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      issuers: GOOGLE_ISSUERS,
      endpoints: {
        ...(options.authUrl ? { oauth2AuthBaseUrl: options.authUrl } : {}),
        ...(options.tokenUrl ? { oauth2TokenUrl: options.tokenUrl } : {}),
        ...(options.certsUrl ? { oauth2FederatedSignonPemCertsUrl: options.certsUrl } : {}),
      },
    });
  }

  authorizationUrl(input: { state: string; nonce: string; codeChallenge: string }): string {
    return this.client.generateAuthUrl({
      scope: GOOGLE_SCOPES,
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: CodeChallengeMethod.S256,
      prompt: 'select_account',
    });
  }

  /** Trades the code (with the PKCE verifier) for tokens and returns the verified identity. */
  async exchangeAndVerify(input: { code: string; codeVerifier: string; nonce: string }): Promise<GoogleProfile> {
    let idToken: string | null | undefined;
    try {
      const { tokens } = await this.client.getToken({ code: input.code, codeVerifier: input.codeVerifier });
      idToken = tokens.id_token;
    } catch {
      // The library's error can echo the request; the caller logs only the reason.
      throw new GoogleAuthFailure('code_exchange_failed');
    }
    if (!idToken) throw new GoogleAuthFailure('no_id_token');

    let claims: TokenPayload | undefined;
    try {
      // Checks the RS256 signature against Google's certificates, audience, issuer, iat and exp.
      const ticket = await this.client.verifyIdToken({ idToken, audience: this.options.clientId });
      claims = ticket.getPayload();
    } catch (error) {
      throw new GoogleAuthFailure(rejectionReason(error));
    }
    if (!claims) throw new GoogleAuthFailure('id_token_without_payload');
    if (claims.nonce !== input.nonce) throw new GoogleAuthFailure('nonce_mismatch');
    if (!claims.email) throw new GoogleAuthFailure('email_missing');
    if (claims.email_verified !== true) {
      throw new GoogleAuthFailure('email_not_verified', 'Google has not verified the email address of this Google account, so it cannot be used to sign in.');
    }
    return {
      sub: claims.sub,
      email: claims.email.trim().toLowerCase(),
      givenName: claims.given_name ?? '',
      familyName: claims.family_name ?? '',
      picture: claims.picture ?? null,
    };
  }
}

/** Maps the library's verification errors (whose text embeds the token) to a log-safe reason. */
function rejectionReason(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const reasons: [RegExp, string][] = [
    [/^Wrong recipient/, 'wrong_audience'],
    [/^Invalid issuer/, 'wrong_issuer'],
    [/^Token used too late/, 'expired'],
    [/^Token used too early/, 'not_yet_valid'],
    [/^Expiration time too far/, 'lifetime_too_long'],
    [/^Invalid token signature|^No pem found/, 'bad_signature'],
    [/^Failed to retrieve verification certificates/, 'certs_unavailable'],
  ];
  return reasons.find(([pattern]) => pattern.test(message))?.[1] ?? 'id_token_invalid';
}
