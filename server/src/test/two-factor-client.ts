import { generate } from 'otplib';
import { PAYLOAD, type AuthClient, type Outcome } from './auth-client.js';

/**
 * Two-factor operations over either transport, answering REST's names (GraphQL aliases), so a
 * scenario reads the same over both.
 */
export function setupTwoFactor(c: AuthClient): Promise<Outcome> {
  return c.transport === 'rest' ? c.rest('post', '/auth/2fa/setup') : c.gql('mutation { setupTwoFactor { secret otpauth_url: otpauthUrl } }');
}

export function enableTwoFactor(c: AuthClient, code: string): Promise<Outcome> {
  return c.transport === 'rest' ? c.rest('post', '/auth/2fa/enable', { code }) : c.gql('mutation($code: String!) { enableTwoFactor(code: $code) { recovery_codes: recoveryCodes } }', { code });
}

export function verifyTwoFactor(c: AuthClient, input: { challenge: string; code?: string; recovery_code?: string }): Promise<Outcome> {
  return c.transport === 'rest'
    ? c.rest('post', '/auth/2fa/verify', input)
    : c.gql(`mutation($ch: String!, $c: String, $r: String) { verifyTwoFactor(challenge: $ch, code: $c, recoveryCode: $r) { ${PAYLOAD} } }`, {
        ch: input.challenge,
        c: input.code,
        r: input.recovery_code,
      });
}

export function disableTwoFactor(c: AuthClient, password: string, code: string): Promise<Outcome> {
  return c.transport === 'rest' ? c.rest('post', '/auth/2fa/disable', { password, code }) : c.gql('mutation($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) { message } }', { p: password, c: code });
}

/** The answer's payload: REST `data`, the GraphQL field. */
export function payload<T>(out: Outcome): T {
  return (out.body.status === 'success' ? out.body.data : out.data) as T;
}

/** The `challenge` of a TWO_FACTOR_REQUIRED answer: REST body, GraphQL `extensions.challenge`. */
export function challengeOf(out: Outcome): string | undefined {
  if (out.body.status === 'error') return out.body.challenge as string | undefined;
  const errors = out.body.errors as { extensions?: { challenge?: string } }[] | undefined;
  return errors?.[0]?.extensions?.challenge;
}

/** The authenticator's code `stepsAhead` 30-second steps from now (the server accepts ±1). */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

/**
 * Waits for a fresh 30-second step when the current one ends within `marginSeconds`, so codes
 * made in one step are not checked in the next by a slow scenario.
 */
export async function awayFromStepEdge(marginSeconds = 5): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < marginSeconds * 1000) await new Promise((r) => setTimeout(r, left + 50));
}

/** Sets up and enables two-factor for the signed-in client: the secret and the recovery codes. */
export async function turnOnTwoFactor(c: AuthClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await setupTwoFactor(c);
  if (!setup.ok) throw new Error(`set-up failed: ${setup.code}`);
  const { secret } = payload<{ secret: string }>(setup);
  await awayFromStepEdge();
  const enabled = await enableTwoFactor(c, await totpCode(secret));
  if (!enabled.ok) throw new Error(`enable failed: ${enabled.code}`);
  return { secret, recoveryCodes: payload<{ recovery_codes: string[] }>(enabled).recovery_codes };
}
