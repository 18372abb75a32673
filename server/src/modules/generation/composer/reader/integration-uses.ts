import type { IntegrationUse } from '@specforge/contracts/brief';
import { featureIndex } from '../feature-details.js';

/**
 * Which key feature an integration serves, as the user said it ("here is what I understood":
 * a correction of the reader's link). `integration` is an entry of the brief's integrations,
 * `feature` one of its key features, each as written there. A told link outranks every guess:
 * an integration the user linked serves exactly the features they named.
 */
export type { IntegrationUse } from '@specforge/contracts/brief';

/** At most one link per integration and key feature pair: 50 × 50 would be absurd, 200 is plenty. */
export const INTEGRATION_USE_LIMITS = { entries: 200, text: 500 } as const;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, INTEGRATION_USE_LIMITS.text) : '');

/** Integration entry by its comparison key (trimmed, case-insensitive). */
export function integrationIndex(integrations: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of integrations) if (!out.has(key(i))) out.set(key(i), i);
  return out;
}

/**
 * Loose input → the links a brief holds: each between an integration and a key feature the brief
 * has (their texts as written there), each pair once. Anything else is dropped; never throws;
 * bounded by the entry cap.
 */
export function cleanIntegrationUses(value: unknown, integrations: readonly string[], keyFeatures: readonly string[]): IntegrationUse[] {
  if (!Array.isArray(value)) return [];
  const byName = integrationIndex(integrations);
  const features = featureIndex(keyFeatures);
  const seen = new Set<string>();
  const out: IntegrationUse[] = [];
  for (const raw of value.slice(0, INTEGRATION_USE_LIMITS.entries * 2)) {
    if (out.length >= INTEGRATION_USE_LIMITS.entries) break;
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    const integration = byName.get(key(textOf(entry.integration)));
    const feature = features.get(key(textOf(entry.feature)));
    if (!integration || !feature) continue;
    const pair = `${key(integration)}\u0000${key(feature)}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    out.push({ integration, feature });
  }
  return out;
}

/** The features the user linked to an integration (its exact text); [] when they linked none. */
export function toldFeatures(uses: readonly IntegrationUse[], integration: string): string[] {
  return uses.filter((u) => u.integration === integration).map((u) => u.feature);
}

/** One line per integration with told links, for the brief's change tracking. */
export function integrationUseLines(uses: readonly IntegrationUse[]): string[] {
  const names = [...new Set(uses.map((u) => u.integration))];
  return names.map((name) => `${name} serves: ${toldFeatures(uses, name).join('; ')}`);
}
