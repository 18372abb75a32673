import type { EntityManager } from '@mikro-orm/postgresql';
import { bearerToken } from '../../core/auth/authenticate.js';
import type { AuthUser } from '../../core/context.js';
import { liveSessionRole } from './session.service.js';
import { verifyAccessToken } from './tokens.js';

/**
 * The caller behind an `Authorization: Bearer` access token. The token must verify AND its
 * session must still be live (and its user not disabled), so logging out, changing the password
 * or being disabled by an administrator takes effect at once.
 */
export async function authenticate(em: EntityManager, header: string | undefined, secret: string): Promise<AuthUser | null> {
  const token = bearerToken(header);
  if (!token) return null;
  const claims = verifyAccessToken(token, secret);
  if (!claims) return null;
  // The role is the stored one: a demotion takes effect on the next request, not at token expiry.
  const role = await liveSessionRole(em, claims.sid, claims.sub);
  return role ? { id: claims.sub, role, sessionId: claims.sid, accessExpiresAt: claims.exp } : null;
}
