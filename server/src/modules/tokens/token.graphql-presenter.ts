import type { PersonalAccessToken, TokenScope } from './token.entity.js';

/** A token as GraphQL shows it (camelCase); never the secret or its hash. */
export interface TokenGraphqlView {
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

export function presentTokenGraphql(t: PersonalAccessToken): TokenGraphqlView {
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
