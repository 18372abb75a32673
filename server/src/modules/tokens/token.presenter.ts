import type { PersonalAccessToken, TokenScope } from './token.entity.js';

/** A token as REST shows it (snake_case); never the secret or its hash. */
export interface TokenView {
  id: string;
  name: string;
  prefix: string;
  scope: TokenScope;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentToken(t: PersonalAccessToken): TokenView {
  return {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scope: t.scope,
    expires_at: iso(t.expiresAt),
    last_used_at: iso(t.lastUsedAt),
    revoked_at: iso(t.revokedAt),
    created_at: t.createdAt.toISOString(),
  };
}
