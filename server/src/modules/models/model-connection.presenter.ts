import type { ProbeResult } from '../generation/llm/index.js';
import type { ModelConnection } from './model-connection.entity.js';

/** A connection as both transports show it: never the key or its ciphertext, only the hint. */
export interface ModelConnectionView {
  kind: ModelConnection['kind'];
  base_url: string | null;
  model: string;
  has_key: boolean;
  key_hint: string | null;
  last_tested_at: string | null;
  last_test_ok: boolean | null;
  created_at: string;
  updated_at: string;
}

export function presentModelConnection(c: ModelConnection): ModelConnectionView {
  return {
    kind: c.kind,
    base_url: c.baseUrl ?? null,
    model: c.model,
    has_key: Boolean(c.keyCiphertext),
    key_hint: c.keyHint ?? null,
    last_tested_at: c.lastTestedAt?.toISOString() ?? null,
    last_test_ok: c.lastTestOk ?? null,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export interface ModelTestView {
  ok: boolean;
  message: string;
  latency_ms: number;
}

export const presentModelTest = (r: ProbeResult): ModelTestView => ({ ok: r.ok, message: r.message, latency_ms: r.latencyMs });

/** GraphQL's camelCase view of the same fields. */
export function presentModelConnectionGraphql(c: ModelConnection) {
  const v = presentModelConnection(c);
  return {
    kind: v.kind,
    baseUrl: v.base_url,
    model: v.model,
    hasKey: v.has_key,
    keyHint: v.key_hint,
    lastTestedAt: v.last_tested_at,
    lastTestOk: v.last_test_ok,
    createdAt: v.created_at,
    updatedAt: v.updated_at,
  };
}

/** A GraphQL input as the REST body the service parses. */
export function modelBodyOf(input: { kind: string; baseUrl?: string | null; model: string; apiKey?: string | null }) {
  return { kind: input.kind, base_url: input.baseUrl ?? null, model: input.model, api_key: input.apiKey ?? null };
}
