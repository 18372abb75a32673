import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { type LlmConfig, probeModel, type ProbeResult } from '../generation/llm/index.js';
import { prepareModelCall, urlPolicyOf } from './model-call.js';
import { ModelConnection } from './model-connection.entity.js';
import { MODEL_MESSAGES, saveModelBody, type SaveModelBody } from './model-connection.schemas.js';
import { modelUrlProblem } from './model-url.js';
import { open, seal } from '../../core/crypto/secret-box.js';

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

const refusedUrl = (problem: string) => new AppError('MODEL_URL_REFUSED', problem, [{ field: 'base_url', message: problem }]);
const missing = (field: 'api_key' | 'base_url', message: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);

/**
 * Checks the form's fields: a URL or a key where one is needed. A stored key is only
 * ever sent to the URL and kind it was saved with, so a form that changes either must bring the
 * key again (else "Test connection" or a save could send the stored key to any server).
 */
function checkBody(body: SaveModelBody, stored: ModelConnection | null): { baseUrl: string | null; sameTarget: boolean; storedKeyFits: boolean } {
  // Anthropic's own API unless a URL is given (a proxy speaking its protocol).
  const baseUrl = body.base_url?.replace(/\/+$/, '') ?? null;
  if (body.kind === 'openai' && !baseUrl) throw missing('base_url', MODEL_MESSAGES.urlRequired);
  const hasStoredKey = Boolean(stored?.keyCiphertext);
  const sameTarget = Boolean(stored && stored.kind === body.kind && (stored.baseUrl ?? null) === baseUrl);
  const storedKeyFits = hasStoredKey && sameTarget;
  if (!body.api_key && hasStoredKey && !storedKeyFits) throw missing('api_key', MODEL_MESSAGES.keyForNewUrl);
  if (body.kind === 'anthropic' && !body.api_key && !storedKeyFits) throw missing('api_key', MODEL_MESSAGES.keyRequired);
  return { baseUrl, sameTarget, storedKeyFits };
}

/** Saves (creates or replaces) the caller's connection; an empty key keeps the stored one while the URL and kind stay. */
export async function saveModelConnection(ctx: ServiceContext, raw: unknown): Promise<ModelConnection> {
  const user = authorize(ctx, 'session');
  const secretsKey = requireKey(ctx);
  const body = parseInput(saveModelBody, raw);
  const existing = await findConnection(ctx.em, user.id);
  const { baseUrl } = checkBody(body, existing);
  const problem = baseUrl ? await modelUrlProblem(baseUrl, urlPolicyOf(ctx.deps.models)) : null;
  if (problem) throw refusedUrl(problem);
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
 * "Test connection": with a body, the form's values (an empty key uses the stored one when the
 * URL and kind are the stored ones), else the stored connection. One tiny call to the model,
 * counted per user (each test makes the server call an address the caller chose); the result is
 * kept on the stored connection when it is the one tested.
 */
export async function testModelConnection(ctx: ServiceContext, raw?: unknown): Promise<ProbeResult> {
  const user = authorize(ctx, 'session');
  const secretsKey = requireKey(ctx);
  await ctx.deps.auth.limits.consume('modelTestsPerUser', user.id);
  const stored = await findConnection(ctx.em, user.id);
  const given = raw === undefined || raw === null || (typeof raw === 'object' && Object.keys(raw).length === 0) ? null : parseInput(saveModelBody, raw);
  if (!given && !stored) throw new AppError('MODEL_CONNECTION_NOT_FOUND');
  let config: LlmConfig;
  let isStored = !given;
  if (given) {
    const { baseUrl, sameTarget, storedKeyFits } = checkBody(given, stored);
    config = llmConfigOf({ kind: given.kind, baseUrl, model: given.model }, given.api_key ?? (storedKeyFits ? openKey(secretsKey, stored!) : null));
    isStored = Boolean(stored && sameTarget && stored.model === given.model && !given.api_key);
  } else {
    config = llmConfigOf(stored!, openKey(secretsKey, stored!));
  }
  // The URL policy is checked here, with the one lookup whose address the call then uses.
  const call = await prepareModelCall(config, ctx.deps.models);
  if (!call.ok && call.reason === 'policy') throw refusedUrl(call.problem);
  let result: ProbeResult = call.ok ? await probeModel(call.config, { timeoutMs: ctx.deps.models.testTimeoutMs, fetch: call.fetch }) : { ok: false, message: call.problem, latencyMs: 0 };
  const refusal = call.ok ? call.refusal() : null;
  if (refusal) result = { ok: false, message: refusal, latencyMs: result.latencyMs };
  if (stored && isStored) {
    Object.assign(stored, { lastTestedAt: new Date(), lastTestOk: result.ok });
    await ctx.em.flush();
  }
  return result;
}
