import type { SpecItem } from '../../../spec/graph.js';
import { lexicon } from '../reader/lexicon.js';
import type { FeatureReading } from '../reader/read-feature.js';
import type { Criterion } from './criteria.js';

/**
 * A trigger says when a feature happens ("Tenant satisfaction survey after the job"): the check
 * is that the journey step that ends the named thing ("The plumber closes the job") brings the
 * feature to its person. Written only when exactly one journey step ends with that thing, in the
 * brief's own words; else no criterion comes from the trigger.
 */
export function triggerCriterion(reading: FeatureReading, actor: string, journeys: readonly SpecItem[]): Criterion | null {
  if (reading.ruleKind !== 'trigger' || !reading.rule) return null;
  const m = /^after\s+(.+)$/i.exec(reading.rule.trim());
  if (!m) return null;
  const thing = m[1]!.replace(/[.!;]+$/, '').trim();
  const escaped = thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The thing ends the step, or a place or link word follows it: "closes the job", not "opens the job sheet".
  const ends = new RegExp(`\\b${escaped}(?:\\s*[.!;]?\\s*$|\\s+(?:${[...lexicon.linkWords].join('|')})\\b)`, 'i');
  const found = journeys.flatMap((j) => ((j.fields.steps as string[] | undefined) ?? []).filter((s) => ends.test(s)).map((step) => ({ step, journey: j })));
  if (found.length !== 1) return null;
  const bare = reading.action.replace(reading.rule, '').trim();
  if (!bare) return null;
  return [`the step "${found[0]!.step}" of ${found[0]!.journey.id}`, 'it is completed', `${actor} is asked to ${bare}`];
}
