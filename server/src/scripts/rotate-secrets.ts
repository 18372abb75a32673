/**
 * Re-encrypts the stored secrets (users' model API keys) from SECRETS_KEY_PREVIOUS to SECRETS_KEY.
 * Rotation: set SECRETS_KEY_PREVIOUS to the old key and SECRETS_KEY to a new one, stop the
 * server, run this once, start the server. Safe to run again (keys already under SECRETS_KEY are
 * skipped). Usage: pnpm --filter @specforge/server secrets:rotate  (or node dist/scripts/rotate-secrets.js)
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { ConfigError, parseEnv } from '../config/env.js';
import { decodeSecretsKey } from '../config/secrets-key.js';
import { ormConfig } from '../db/orm-config.js';
import { reencryptSecrets } from '../modules/models/rotate-secrets.js';

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (!env.DATABASE_URL || !env.SECRETS_KEY || !env.SECRETS_KEY_PREVIOUS) {
  console.error('secrets:rotate needs DATABASE_URL, SECRETS_KEY (the new key) and SECRETS_KEY_PREVIOUS (the old one).');
  process.exit(1);
}
const next = decodeSecretsKey(env.SECRETS_KEY)!;
const previous = decodeSecretsKey(env.SECRETS_KEY_PREVIOUS)!;
const orm = await MikroORM.init(ormConfig({ url: env.DATABASE_URL, poolMax: 1 }));
try {
  const result = await reencryptSecrets(orm.em.fork(), previous, next);
  console.log(`Secrets rotated: ${result.rotated} re-encrypted, ${result.current} already under SECRETS_KEY, ${result.unreadable} unreadable (their owners must save them again).`);
  process.exitCode = result.unreadable ? 2 : 0;
} finally {
  await orm.close(true);
}
