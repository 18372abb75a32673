import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { criterionTexts } from './criteria.js';
import { commonWords, item, sharedWords } from './item.js';
import { oneOf } from './language.js';
import { singularWords, type PersonaRef } from './build-people.js';
import { readFeature, type FeatureReading } from './read-feature.js';
import { detailCriteria, detailOf, detailPersona } from './feature-details.js';

export { readFeature, type FeatureReading } from './read-feature.js';

/**
 * Functional requirements and their acceptance criteria, from each feature's own words: who it
 * is for (the persona it names), what they do, the rule or detail it states, and the journey
 * step it belongs to. Nothing is added that the feature does not say.
 */

/**
 * The persona's own stated want ("who needs same-day walks" → "they get same-day walks"), when it
 * is about this feature: two or more shared words, so one common noun does not make it so.
 */
function personaWant(persona: PersonaRef | null, feature: string): string | null {
  const entry = persona ? String(persona.item.fields.entry ?? '') : '';
  const m = /\b(?:who|that)\s+(?:wants?|needs?|would like)\s+(to\s+)?([^.;,]+)/i.exec(entry);
  if (!m || sharedWords(m[2]!, feature).length < 2) return null;
  return m[1] ? `they can ${m[2]!.trim()}` : `they get ${m[2]!.trim()}`;
}

function descriptionPromise(brief: ComposerBrief, feature: string): string | null {
  const promise = /\bhelps?\s+(.+?)[.!]*$/i.exec(brief.projectDescription.split('\n')[0] ?? '')?.[1];
  return promise && sharedWords(promise, feature).length >= 2 ? `it helps ${promise}` : null;
}

export interface RequirementBuild {
  requirements: SpecItem[];
  criteria: SpecItem[];
  readings: Map<string, FeatureReading>;
}

export function buildRequirements(brief: ComposerBrief, personas: readonly PersonaRef[], journeys: SpecItem[]): RequirementBuild {
  const features = brief.keyFeatures.length ? brief.keyFeatures : [brief.projectDescription || brief.projectName || 'The main job users come for'];
  const requirements: SpecItem[] = [];
  const criteria: SpecItem[] = [];
  const readings = new Map<string, FeatureReading>();
  // Persona names say who, not what: they place no feature on a journey.
  const personaIgnore = new Set([...personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]), ...commonWords(features)]);
  features.forEach((feature, i) => {
    const id = `FR-${i + 1}`;
    const read = readFeature(feature, personas);
    // A persona the feature names wins; else the one whose journey uses its words; else the one
    // whose description shares the most words with it.
    const named = !!read.persona && singularWords(feature).some((w) => read.persona!.heads.includes(w));
    const guessed = named ? read : { ...read, persona: journeyPersona(feature, journeys, personas, personaIgnore) ?? read.persona };
    // The user's answer in the feature interview outranks every guess.
    const detail = brief.keyFeatures.length ? detailOf(brief, feature) : null;
    const told = detailPersona(detail, personas);
    const reading = told ? { ...guessed, persona: told, people: null } : guessed;
    readings.set(id, reading);
    const who = reading.people ?? (reading.persona ? reading.persona.name : 'Users');
    const benefit = reading.benefit ?? personaWant(reading.persona, feature) ?? descriptionPromise(brief, feature);
    const statement = reading.subject
      ? `${feature.replace(/[.!]+$/, '')}${reading.persona ? ` (for ${who})` : ''}${benefit ? `, so that ${benefit}` : ''}.`
      : `${who} can ${reading.action}${benefit ? `, so that ${benefit}` : ''}.`;
    const fr = item(
      id,
      'requirement',
      feature,
      statement,
      brief.keyFeatures.length ? `brief:keyFeatures#${i + 1}` : 'brief:projectDescription',
      { priority: i < 5 ? 'Must' : 'Should', benefit: benefit ?? null, action: reading.action, form: reading.form },
      reading.persona ? [['serves', reading.persona.item.id]] : personas.map((p): ['serves', string] => ['serves', p.item.id]),
    );
    requirements.push(fr);
    const actor = reading.people ? oneOf(reading.people) : reading.persona ? oneOf(reading.persona.name) : 'a user';
    const texts = criterionTexts({ reading, actor, feature, journeys, personas, ignore: personaIgnore });
    const sourced = detail ? detailCriteria(detail, reading, actor, texts) : texts.map((t) => ({ texts: t, source: 'derived' }));
    sourced.forEach(({ texts: [given, when, then], source }, n) => {
      const ac = item(`AC-${i + 1}.${n + 1}`, 'criterion', `${id} criterion ${n + 1}`, `Given ${given}, when ${when}, then ${then}.`, source, { given, when, then });
      criteria.push(ac);
      fr.links.push({ kind: 'verified_by', to: ac.id });
    });
  });
  return { requirements, criteria, readings };
}

/** A feature that names no persona belongs to the one whose journey uses its words, if just one. */
function journeyPersona(feature: string, journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>): PersonaRef | null {
  const ids = new Set<string>();
  for (const j of journeys) {
    const by = j.links.filter((l) => l.kind === 'performed_by').map((l) => l.to);
    if (by.length === 1 && sharedWords(j.statement, feature, ignore).length > 0) ids.add(by[0]!);
  }
  return ids.size === 1 ? (personas.find((p) => ids.has(p.item.id)) ?? null) : null;
}

/** Journey → requirement links: a journey needs the features whose words it uses. */
export function linkJourneys(journeys: SpecItem[], requirements: SpecItem[], personas: readonly PersonaRef[]): void {
  const ignore = new Set([...personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]), ...commonWords(requirements.map((r) => r.title))]);
  for (const j of journeys) {
    for (const fr of requirements) {
      if (sharedWords(j.statement, fr.title, ignore).length > 0) j.links.push({ kind: 'needs', to: fr.id });
    }
  }
}
