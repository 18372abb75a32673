import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { type LlmConfig, OPENAI_BASE_URL, probeModel, type ProbeResult } from '../generation/llm/index.js';
import { ModelConnection } from './model-connection.entity.js';
import { MODEL_MESSAGES, saveModelBody, type SaveModelBody } from './model-connection.schemas.js';
import { modelUrlProblem } from './model-url.js';
import { open, seal } from './secret-box.js';

/** Bring-your-own model: the caller's one connection (read, save, remove, test). */

function requireKey(ctx: ServiceContext): Buffer {
  const key = ctx.deps.models.secretsKey;
  if (!key) throw new AppError('MODEL_CONNECTIONS_DISABLED');
  return key;
}

export function findConnection(em: EntityManager, userId: string): Promise<ModelConnection | null> {
  return em.findOne(ModelConnection, { user: userId });
}

export async function getModelConnection(ctx: ServiceContext): Promise<ModelConnection | null> {
  return findConnection(ctx.em, authorize(ctx, 'session').id);
}

/** The stored key, opened; null when the connection has none (a local server without a key). */
export function openKey(key: Buffer, connection: ModelConnection): string | null {
  if (!connection.keyCiphertext || !connection.keyIv || !connection.keyTag) return null;
  return open(key, { ciphertext: connection.keyCiphertext, iv: connection.keyIv, tag: connection.keyTag });
}

/** The provider configuration of a connection (the key opened), as the generator and the test take it. */
export function llmConfigOf(connection: Pick<ModelConnection, 'kind' | 'baseUrl' | 'model'>, apiKey: string | null): LlmConfig {
  return {
    provider: connection.kind,
    model: connection.model,
    ...(connection.baseUrl ? { baseUrl: connection.baseUrl } : {}),
    ...(apiKey ? { apiKey } : {}),
  };
}

/** Checks the form's fields: the URL policy, and a key where one is needed. */
async function checkBody(ctx: ServiceContext, body: SaveModelBody, hasStoredKey: boolean): Promise<{ baseUrl: string | null }> {
  if (body.kind === 'anthropic') {
    if (!body.api_key && !hasStoredKey) throw new AppError('VALIDATION_FAILED', MODEL_MESSAGES.keyRequired, [{ field: 'api_key', message: MODEL_MESSAGES.keyRequired }]);
  } else if (!body.base_url) {
    throw new AppError('VALIDATION_FAILED', MODEL_MESSAGES.urlRequired, [{ field: 'base_url', message: MODEL_MESSAGES.urlRequired }]);
  }
  // Anthropic's own API unless a URL is given (a proxy speaking its protocol).
  const baseUrl = body.base_url ?? null;
  if (baseUrl) {
    const problem = await modelUrlProblem(baseUrl, { allowPrivate: ctx.deps.models.allowPrivateUrls });
    if (problem) throw new AppError('MODEL_URL_REFUSED', problem, [{ field: 'base_url', message: problem }]);
  }
  return { baseUrl: baseUrl?.replace(/\/+$/, '') ?? null };
}

/** Saves (creates or replaces) the caller's connection; an empty key keeps the stored one. */
export async function saveModelConnection(ctx: ServiceContext, raw: unknown): Promise<ModelConnection> {
  const user = authorize(ctx, 'session');
  const secretsKey = requireKey(ctx);
  const body = parseInput(saveModelBody, raw);
  const existing = await findConnection(ctx.em, user.id);
  const { baseUrl } = await checkBody(ctx, body, Boolean(existing?.keyCiphertext));
  const connection = existing ?? ctx.em.create(ModelConnection, { user: user.id, kind: body.kind, model: body.model });
  const changed = !existing || existing.kind !== body.kind || existing.baseUrl !== baseUrl || existing.model !== body.model || Boolean(body.api_key);
  Object.assign(connection, { kind: body.kind, baseUrl, model: body.model });
  if (body.api_key) {
    const sealed = seal(secretsKey, body.api_key);
    Object.assign(connection, { keyCiphertext: sealed.ciphertext, keyIv: sealed.iv, keyTag: sealed.tag, keyHint: body.api_key.slice(-4) });
  }
  // An earlier test result says nothing about a changed connection.
  if (changed) Object.assign(connection, { lastTestedAt: null, lastTestOk: null });
  await ctx.em.flush();
  return connection;
}

/** Removes the caller's connection; their projects set to "My model" fail until they connect one again. */
export async function deleteModelConnection(ctx: ServiceContext): Promise<boolean> {
  const user = authorize(ctx, 'session');
  const removed = await ctx.em.nativeDelete(ModelConnection, { user: user.id });
  if (!removed) throw new AppError('MODEL_CONNECTION_NOT_FOUND');
  return true;
}

/**
 * "Test connection": with a body, the form's values (an empty key uses the stored one), else the
 * stored connection. One tiny call to the model; the result is kept on the stored connection
 * when it is the one tested.
 */
export async function testModelConnection(ctx: ServiceContext, raw?: unknown): Promise<ProbeResult> {
  const user = authorize(ctx, 'session');
  const secretsKey = requireKey(ctx);
  const stored = await findConnection(ctx.em, user.id);
  const given = raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0) ? null : parseInput(saveModelBody, raw);
  if (!given && !stored) throw new AppError('MODEL_CONNECTION_NOT_FOUND');
  const storedKey = stored ? openKey(secretsKey, stored) : null;
  let config: LlmConfig;
  let isStored = !given;
  if (given) {
    const { baseUrl } = await checkBody(ctx, given, Boolean(storedKey));
    config = llmConfigOf({ kind: given.kind, baseUrl, model: given.model }, given.api_key ?? storedKey);
    isStored = Boolean(stored && stored.kind === given.kind && stored.baseUrl === baseUrl && stored.model === given.model && !given.api_key);
  } else {
    const problem = stored!.baseUrl ? await modelUrlProblem(stored!.baseUrl, { allowPrivate: ctx.deps.models.allowPrivateUrls }) : null;
    if (problem) throw new AppError('MODEL_URL_REFUSED', problem);
    config = llmConfigOf(stored!, storedKey);
  }
  if (config.provider === 'openai' && !config.baseUrl) config.baseUrl = OPENAI_BASE_URL;
  const result = await probeModel(config, { timeoutMs: ctx.deps.models.testTimeoutMs });
  if (stored && isStored) {
    Object.assign(stored, { lastTestedAt: new Date(), lastTestOk: result.ok });
    await ctx.em.flush();
  }
  return result;
}
