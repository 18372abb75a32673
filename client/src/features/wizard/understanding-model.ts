import type { Tone } from '../../components/tone-badge';
import type { UnderstandingPanel_LineFragment } from '../../gql/graphql';
import { detailOf, type WizardDraft } from './wizard-model';

/**
 * The one-click corrections of "here is what I understood", written into the draft: who does a
 * feature is its feature detail's actor, which features an integration serves are its
 * integrationUses, the team size is teamSize. Saved with the draft, they outrank every guess.
 */

const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The draft with `persona` (a persona's whole text) as who does `feature`; the detail's other answers stay. */
export function withActor(draft: WizardDraft, feature: string, persona: string): WizardDraft {
  const current = detailOf(draft.featureDetails, feature);
  const next = { ...(current ?? { feature, trigger: '', outcome: '', rule: '', failure: '' }), feature, actor: persona };
  return { ...draft, featureDetails: current ? draft.featureDetails.map((d) => (d === current ? next : d)) : [...draft.featureDetails, next] };
}

/** The draft with `integration` serving exactly `features` (none: the generator's reading again). */
export function withIntegrationFeatures(draft: WizardDraft, integration: string, features: readonly string[]): WizardDraft {
  const others = draft.integrationUses.filter((u) => !sameText(u.integration, integration));
  return { ...draft, integrationUses: [...others, ...features.map((feature) => ({ integration, feature }))] };
}

/** `values` with `feature` added, or taken out if it was there, in the key features' order. */
export function toggled(values: readonly string[], feature: string, order: readonly string[]): string[] {
  const on = values.some((v) => sameText(v, feature)) ? values.filter((v) => !sameText(v, feature)) : [...values, feature];
  return order.filter((f) => on.some((v) => sameText(v, f)));
}

/** "Dog owner" from "Dog owner — busy professionals …": the part a persona is called by. */
export function personaLabel(entry: string): string {
  const cut = entry.split(/\s+[—–-]\s+|:\s|\s*\(|,\s/)[0]!.trim();
  return cut || entry;
}

export type UnderstandingSource = 'answer' | 'brief' | 'pattern' | 'guess' | 'unknown';

/** How each source is shown (tones that meet WCAG AA in both schemes): settled answers and words, patterns, guesses, questions. */
export const SOURCE_LOOK: Record<UnderstandingSource, { label: string; tone: Tone }> = {
  answer: { label: 'Your answer', tone: 'green' },
  brief: { label: 'From the brief', tone: 'blue' },
  pattern: { label: 'Pattern', tone: 'blue' },
  guess: { label: 'Guess', tone: 'amber' },
  unknown: { label: 'Question', tone: 'red' },
};

export const lookOf = (source: string) => SOURCE_LOOK[source as UnderstandingSource] ?? SOURCE_LOOK.guess;

/** Topic headings, in the order the server lists the lines. */
export const TOPICS: { topic: string; title: string }[] = [
  { topic: 'actor', title: 'Who does each feature' },
  { topic: 'integration', title: 'What each integration serves' },
  { topic: 'team_size', title: 'Team' },
  { topic: 'constraint', title: 'Constraints and what they imply' },
  { topic: 'metric', title: 'Metric targets' },
];

/**
 * A line's values as the draft holds them now: a correction shows at once, before the read-back
 * that confirms it arrives (and a second toggle works from what the first one did).
 */
export function currentValues(line: UnderstandingPanel_LineFragment, draft: WizardDraft): string[] {
  if (line.correction === 'actor') {
    const actor = detailOf(draft.featureDetails, line.subject)?.actor;
    return actor && draft.userPersonas.includes(actor) ? [actor] : line.values;
  }
  if (line.correction === 'integration_features') {
    const told = draft.integrationUses.filter((u) => sameText(u.integration, line.subject)).map((u) => u.feature);
    return told.length ? draft.keyFeatures.filter((f) => told.some((t) => sameText(t, f))) : line.values;
  }
  if (line.correction === 'team_size' && draft.teamSize !== null) return [String(draft.teamSize)];
  return line.values;
}
