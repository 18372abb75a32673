import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthClient, transports, type Outcome } from '../../test/auth-client.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { RefreshToken, Session } from './session.entity.js';
import { REFRESH_REUSE_GRACE_SECONDS } from './session.service.js';
import { sha256 } from './tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refreshTokenOf = (out: Outcome) => (out.data.session as { refresh_token: string }).refresh_token;
const sessionIdOf = (out: Outcome) => (jwt.decode(out.data.token as string) as { sid: string }).sid;

async function revokedReason(sessionId: string): Promise<string | null> {
  return (await t.db.orm.em.fork().findOneOrFail(Session, { id: sessionId })).revokedReason ?? null;
}

describe.each(transports)('concurrent refreshes with one refresh token over %s', (transport) => {
  async function signedIn() {
    const { email } = await createUser(t.db.orm);
    const c = new AuthClient(t.app, transport);
    const login = await c.signIn(email, GOOD_PASSWORD);
    return { c, login, first: refreshTokenOf(login) };
  }

  it('both get the same new session, which stays alive (two tabs, or a retried request)', async () => {
    const { c, login, first } = await signedIn();
    const [a, b] = await Promise.all([c.refresh(first), c.refresh(first)]);
    expect([a.ok, b.ok], JSON.stringify([a.body, b.body])).toEqual([true, true]);
    expect(refreshTokenOf(a)).toBe(refreshTokenOf(b));
    expect(refreshTokenOf(a)).not.toBe(first);
    expect([sessionIdOf(a), sessionIdOf(b)]).toEqual([sessionIdOf(login), sessionIdOf(login)]);
    expect(await revokedReason(sessionIdOf(login))).toBeNull();
    for (const out of [a, b]) {
      c.token = out.data.token as string;
      expect((await c.whoAmI()).ok).toBe(true);
    }
    // The shared successor rotates on as usual.
    const next = await c.refresh(refreshTokenOf(a));
    expect(next.ok).toBe(true);
    expect(sessionIdOf(next)).toBe(sessionIdOf(login));
  });

  it('a late second refresh within the window gets the same successor as the first', async () => {
    const { c, first } = await signedIn();
    const a = await c.refresh(first);
    const b = await c.refresh(first);
    expect(b.ok).toBe(true);
    expect(refreshTokenOf(b)).toBe(refreshTokenOf(a));
  });

  it('reuse after the window still ends the session', async () => {
    const { c, login, first } = await signedIn();
    const a = await c.refresh(first);
    const usedAt = new Date(Date.now() - (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    await t.db.orm.em.fork().nativeUpdate(RefreshToken, { tokenHash: sha256(first) }, { usedAt });
    const replay = await c.refresh(first);
    expect([replay.ok, replay.code]).toEqual([false, 'INVALID_REFRESH_TOKEN']);
    expect(await revokedReason(sessionIdOf(login))).toBe('refresh_token_reuse');
    expect((await c.refresh(refreshTokenOf(a))).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('reuse within the window after the successor was used ends the session (the owner moved on: a thief)', async () => {
    const { c, login, first } = await signedIn();
    const a = await c.refresh(first);
    expect((await c.refresh(refreshTokenOf(a))).ok).toBe(true);
    const replay = await c.refresh(first);
    expect([replay.ok, replay.code]).toEqual([false, 'INVALID_REFRESH_TOKEN']);
    expect(await revokedReason(sessionIdOf(login))).toBe('refresh_token_reuse');
  });
});
