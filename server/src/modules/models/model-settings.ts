import type { Env } from '../../config/env.js';
import { secretsKeyOf } from '../../config/secrets-key.js';

/** What the model-connection services need from the environment. */
export interface ModelSettings {
  /** SECRETS_KEY's 32 bytes (a fixed dev key outside production); null turns bring-your-own model off. */
  secretsKey: Buffer | null;
  /** Whether users' model URLs may reach private networks (outside production, or LLM_ALLOW_PRIVATE_URLS). */
  allowPrivateUrls: boolean;
  /** The "Test connection" time-out. */
  testTimeoutMs: number;
  /** Name resolution of model hosts (the system's when absent; tests set their own). */
  resolve?: (hostname: string) => Promise<string[]>;
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    models: ModelSettings;
  }
}

export function modelSettings(env: Pick<Env, 'NODE_ENV' | 'SECRETS_KEY' | 'LLM_ALLOW_PRIVATE_URLS'>): ModelSettings {
  return {
    secretsKey: secretsKeyOf(env),
    allowPrivateUrls: env.NODE_ENV !== 'production' || env.LLM_ALLOW_PRIVATE_URLS,
    testTimeoutMs: 15_000,
  };
}
