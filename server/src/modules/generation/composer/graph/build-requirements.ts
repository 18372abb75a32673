import nlp from 'compromise';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { commonWords, item, sharedWords } from './item.js';
import { baseVerb, lowerFirst, opensWithVerb, singular } from './language.js';
import { personaFor, splitSteps, type PersonaRef } from './build-people.js';

/**
 * Functional requirements and their acceptance criteria, from each feature's own words: who it
 * is for (the persona it names), what they do, the rule or detail it states, and the journey
 * step it belongs to. Nothing is added that the feature does not say.
 */

export interface FeatureReading {
  persona: PersonaRef | null;
  /** What the persona does, as a verb phrase: "book same-day walks", "use GPS walk tracking". */
  action: string;
  /** Who acts, when it is not the persona: "sensors" in "Sensors report soil moisture". */
  subject: string | null;
  /** "with a live map" → "a live map": what the result includes. */
  includes: string | null;
  /** "before their first walk": a rule the feature states. */
  rule: string | null;
  /** "so that …" as written, else null. */
  benefit: string | null;
}

// Limits on what a person may do; "per", "each" or "every" group things and are no rule.
const ruleWords = /\b(before|after|within|only|at least|at most|up to|no more than|until)\b.*$/i;

function isVerbAfter(subject: string, rest: string): boolean {
  const first = nlp(`${subject} ${rest}`).terms().json()[1] as { terms: { tags: string[] }[] } | undefined;
  return !!first?.terms[0]?.tags.includes('Verb');
}

export function readFeature(feature: string, personas: readonly PersonaRef[]): FeatureReading {
  const so = /\s*,?\s+so(?: that)?\s+(.+)$/i.exec(feature);
  const core = (so ? feature.slice(0, so.index) : feature).trim();
  const benefit = so ? so[1]!.replace(/[.!]+$/, '') : null;
  const words = core.split(/\s+/);
  const named = personas.find((p) => words.length > 1 && p.heads.includes(singular(words[0]!)));
  let action: string;
  let subject: string | null = null;
  const tags = (nlp(core).terms().json() as { terms: { tags: string[] }[] }[]).map((t) => t.terms[0]?.tags ?? []);
  const nounFirst = !!tags[0]?.includes('Noun') && !tags[0]?.includes('Verb');
  if (named && isVerbAfter(/s$/i.test(words[0]!) ? 'they' : 'she', words.slice(1).join(' '))) {
    action = [baseVerb(words[1]!), ...words.slice(2)].join(' ');
  } else if (words.length > 2 && nounFirst && tags[1]?.includes('Verb') && !tags[1]?.includes('Gerund') && !tags[1]?.includes('PastTense')) {
    // "Sensors report soil moisture": the thing named first acts, not the persona.
    subject = lowerFirst(words[0]!);
    action = words.slice(1).join(' ');
  } else if (opensWithVerb(core)) {
    action = lowerFirst(core);
  } else {
    action = `use ${lowerFirst(core)}`;
  }
  const withClause = /\s(?:with|including|incl\.)\s+(.+)$/i.exec(core);
  const rule = ruleWords.exec(core)?.[0] ?? null;
  // "with …" names what the result includes only for a thing ("Dog profiles with photos"), not a
  // means ("Pay with Apple Pay").
  const includes = withClause && action.startsWith('use ') && !ruleWords.test(withClause[1]!) ? withClause[1]!.trim() : null;
  return { persona: named ?? personaFor(core, personas), action, subject, includes, rule, benefit };
}

function withArticle(noun: string): string {
  const lower = lowerFirst(noun);
  return /^[aeiou]/i.test(lower) ? `an ${lower}` : `a ${lower}`;
}

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
  const personaIgnore = new Set([...personas.flatMap((p) => p.heads), ...commonWords(features)]);
  features.forEach((feature, i) => {
    const id = `FR-${i + 1}`;
    const reading = readFeature(feature, personas);
    readings.set(id, reading);
    const who = reading.persona ? reading.persona.name : 'Users';
    const benefit = reading.benefit ?? personaWant(reading.persona, feature) ?? descriptionPromise(brief, feature);
    const statement = reading.subject
      ? `${feature.replace(/[.!]+$/, '')}${reading.persona ? ` (for ${who})` : ''}${benefit ? `, so that ${benefit}` : ''}.`
      : `${reading.persona ? who : 'Users'} can ${reading.action}${benefit ? `, so that ${benefit}` : ''}.`;
    const fr = item(
      id,
      'requirement',
      feature,
      statement,
      brief.keyFeatures.length ? `brief:keyFeatures#${i + 1}` : 'brief:projectDescription',
      { priority: i < 5 ? 'Must' : 'Should', benefit: benefit ?? null, action: reading.action },
      reading.persona ? [['serves', reading.persona.item.id]] : personas.map((p): ['serves', string] => ['serves', p.item.id]),
    );
    requirements.push(fr);
    const actor = reading.persona ? withArticle(reading.persona.name) : 'a user';
    const clause = reading.subject ? `${reading.subject} ${reading.action}` : `they ${reading.action}`;
    const texts: [string, string, string][] = [
      [`${actor} is signed in`, clause, reading.includes ? `the result they see includes ${reading.includes}` : 'they see the outcome on screen straight away, without reloading'],
    ];
    // A rule limits what a person does; a feature named as a thing ("SMS reminders …") has no such act.
    if (reading.rule && !reading.action.startsWith('use ')) texts.push([`the rule "${reading.rule}" stated for this requirement`, `${actor} acts outside it`, 'the product does not allow it and tells them why']);
    for (const j of journeys) {
      const steps = (j.fields.steps as string[] | undefined) ?? splitSteps(j.statement);
      const at = steps.findIndex((s) => sharedWords(s, feature, personaIgnore).length > 0);
      if (at >= 0 && at < steps.length - 1) {
        texts.push([`${actor} on the step "${steps[at]}" of ${j.id}`, 'they complete it', `they can go on to "${steps[at + 1]}" without starting over`]);
        break;
      }
    }
    texts.push(
      reading.subject
        ? ['required details are missing or invalid', clause, 'nothing incomplete is saved and the problem is shown to them']
        : ['required details are missing or invalid', `they try to ${reading.action}`, 'they are told what to fix and nothing incomplete is saved'],
    );
    texts.forEach(([given, when, then], n) => {
      const ac = item(`AC-${i + 1}.${n + 1}`, 'criterion', `${id} criterion ${n + 1}`, `Given ${given}, when ${when}, then ${then}.`, 'derived', { given, when, then });
      criteria.push(ac);
      fr.links.push({ kind: 'verified_by', to: ac.id });
    });
  });
  return { requirements, criteria, readings };
}

/** Journey → requirement links: a journey needs the features whose words it uses. */
export function linkJourneys(journeys: SpecItem[], requirements: SpecItem[], personas: readonly PersonaRef[]): void {
  const ignore = new Set([...personas.flatMap((p) => p.heads), ...commonWords(requirements.map((r) => r.title))]);
  for (const j of journeys) {
    for (const fr of requirements) {
      if (sharedWords(j.statement, fr.title, ignore).length > 0) j.links.push({ kind: 'needs', to: fr.id });
    }
  }
}
