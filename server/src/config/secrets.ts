import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from './env.js';

/**
 * JWT_SECRET from the environment; outside production, one generated on first start and
 * kept in DATA_DIR so sessions survive restarts. (Production refuses to start without it.)
 */
export async function resolveJwtSecret(env: Env): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = path.resolve(env.DATA_DIR);
  const file = path.join(dir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
