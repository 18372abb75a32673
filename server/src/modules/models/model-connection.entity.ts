import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export const modelKinds = ['openai', 'anthropic'] as const;
export type ModelKind = (typeof modelKinds)[number];

/**
 * A user's own model ("bring your own model"): an OpenAI-compatible server or Anthropic, the
 * model name and the API key. The key is sealed with AES-256-GCM under SECRETS_KEY
 * (core/crypto/secret-box.ts): only its ciphertext, IV and tag are stored, plus its last 4 characters so the
 * profile can tell which key it is. One connection per user.
 */
export const ModelConnection = defineEntity({
  name: 'ModelConnection',
  tableName: 'user_model_connection',
  properties: {
    user: () => p.oneToOne(User).primary().deleteRule('cascade'),
    kind: p.enum(modelKinds),
    /** OpenAI-compatible base URL with the version path; null for Anthropic's own API. */
    baseUrl: p.string().length(500).nullable(),
    model: p.string().length(200),
    keyCiphertext: p.blob().nullable(),
    keyIv: p.blob().nullable(),
    keyTag: p.blob().nullable(),
    keyHint: p.string().length(4).nullable(),
    lastTestedAt: p.datetime().nullable(),
    lastTestOk: p.boolean().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type ModelConnection = InferEntity<typeof ModelConnection>;
