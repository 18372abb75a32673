import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { PersonalAccessToken, TokenScope } from './token.entity.js';

/** A token as both transports show it (GraphQL as is, REST in snake_case); never the secret or its hash. */
export interface TokenView {
  id: string;
  name: string;
  prefix: string;
  scope: TokenScope;
  expiresAt: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function tokenView(t: PersonalAccessToken): TokenView {
  return {
    id: t.id,
    name: t.name,
    prefix: t.prefix,
    scope: t.scope,
    expiresAt: iso(t.expiresAt),
    lastUsedAt: iso(t.lastUsedAt),
    revokedAt: iso(t.revokedAt),
    createdAt: t.createdAt.toISOString(),
  };
}

/** REST: the view in the API's snake_case (`expires_at`, `last_used_at`, …). */
export function presentToken(t: PersonalAccessToken): SnakeCased<TokenView> {
  return toSnakeCase(tokenView(t));
}
