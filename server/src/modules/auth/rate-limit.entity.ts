import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The counters of rate-limiter-flexible's RateLimiterPostgres, in exactly the layout the library
 * expects. Declared as an entity so the migration creates it (the app never creates tables at
 * request time) and later schema diffs keep it; only the library reads and writes it.
 */
export const RateLimitEntry = defineEntity({
  name: 'RateLimitEntry',
  tableName: 'rate_limit',
  properties: {
    key: p.string().length(255).primary(),
    points: p.integer().default(0),
    /** Unix milliseconds; null never expires. */
    expire: p.bigint().nullable(),
  },
});

export type RateLimitEntry = InferEntity<typeof RateLimitEntry>;
