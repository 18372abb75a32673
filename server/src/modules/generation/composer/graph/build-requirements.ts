import nlp from 'compromise';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { commonWords, item, sharedWords } from './item.js';
import { baseVerb, isAbstract, lowerFirst, oneOf, opensWithVerb, singular } from './language.js';
import { personaFor, singularWords, splitSteps, type PersonaRef } from './build-people.js';

/**
 * Functional requirements and their acceptance criteria, from each feature's own words: who it
 * is for (the persona it names), what they do, the rule or detail it states, and the journey
 * step it belongs to. Nothing is added that the feature does not say.
 */

export interface FeatureReading {
  persona: PersonaRef | null;
  /**
   * How the feature is written: a person acts ("Owners book walks"), a thing acts ("Sensors report
   * moisture"), or it names a thing people receive ("Expiry alerts …"), look at ("Weekly progress
   * chart") or use ("GPS walk tracking").
   */
  form: 'act' | 'subject' | 'receive' | 'view' | 'use';
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

/** Things a person is sent, and things a person looks at: each gets criteria of its own kind. */
const noticeNouns = new Set(['alert', 'reminder', 'notification', 'nudge', 'digest', 'newsletter', 'email', 'e-mail', 'sms']);
const viewNouns = new Set(['report', 'chart', 'dashboard', 'leaderboard', 'summary', 'history', 'calendar', 'map', 'overview', 'feed', 'timeline', 'analytics', 'statistic', 'stats', 'insight', 'graph', 'scoreboard', 'ranking', 'heatmap']);
const pluralOnly = new Set(['analytics', 'stats', 'statistics', 'insights']);

/** "Expiry alerts for perishable stock" → receive; "Hours reports for …" → view; else null. */
function thingForm(core: string): { form: 'receive' | 'view'; head: string } | null {
  const phrase = core.split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|whenever|after|before|that|which|who|so)\s+/i)[0]!;
  const last = phrase.split(/\s+/).at(-1)!.toLowerCase().replace(/[^a-z-]/g, '');
  const head = singular(last);
  if (noticeNouns.has(head)) return { form: 'receive', head: last };
  if (viewNouns.has(head) || pluralOnly.has(last)) return { form: 'view', head: last };
  return null;
}

/** "the" before a singular thing without its own determiner ("view the weekly progress chart"). */
function withThe(phrase: string, head: string): string {
  // Mass nouns and gerunds take none: "use GPS walk tracking".
  const singularHead = singular(head) === head && !pluralOnly.has(head) && !/ing$/.test(head);
  return singularHead && !/^(?:the|a|an|my|your|their|our|its|each|every|all)\s/i.test(phrase) ? `the ${phrase}` : phrase;
}

/** A thing acting agrees with its verb: "Sensors report", "A sensor reports"; not "Hours reports". */
function agrees(subject: string, verb: string): boolean {
  const pluralSubject = singular(subject) !== subject.toLowerCase();
  return pluralSubject ? !/[^s]s$/i.test(verb) : /s$/i.test(verb);
}

function isPresentVerb(tags: string[] | undefined): boolean {
  return !!tags?.includes('Verb') && !tags.includes('Gerund') && !tags.includes('PastTense');
}

/**
 * "Owners book walks", "Intake staff log donations": one or two words that name a persona, then a
 * verb. The persona is the one whose head noun the subject uses, or (two words) shares a word of
 * its name with it ("Intake staff" → "Intake clerk").
 */
function namedSubject(words: string[], personas: readonly PersonaRef[]): { persona: PersonaRef; k: number } | null {
  for (const k of [1, 2]) {
    if (words.length <= k) break;
    const subject = words.slice(0, k).map(singular);
    const persona =
      personas.find((p) => p.heads.some((h) => subject.includes(h))) ??
      (k === 2 ? personas.find((p) => singularWords(p.name).some((w) => subject.includes(w) && !isAbstract(w))) : undefined);
    const pronoun = /s$/i.test(words[k - 1]!) ? 'they' : 'she';
    if (persona && isVerbAfter(pronoun, words.slice(k).join(' '))) return { persona, k };
  }
  return null;
}

function isVerbAfter(subject: string, rest: string): boolean {
  const first = nlp(`${subject} ${rest}`).terms().json()[1] as { terms: { tags: string[] }[] } | undefined;
  return !!first?.terms[0]?.tags.includes('Verb');
}

export function readFeature(feature: string, personas: readonly PersonaRef[]): FeatureReading {
  const so = /\s*,?\s+so(?: that)?\s+(.+)$/i.exec(feature);
  const core = (so ? feature.slice(0, so.index) : feature).trim();
  const benefit = so ? so[1]!.replace(/[.!]+$/, '') : null;
  const words = core.split(/\s+/);
  const tags = (nlp(core).terms().json() as { terms: { tags: string[] }[] }[]).map((t) => t.terms[0]?.tags ?? []);
  const named = namedSubject(words, personas);
  // "Share progress reports" is an act; "Email reminders" and "Push notifications" name a thing.
  const thing = !opensWithVerb(core) || /^(?:e-?mail|push|text|sms|in-app|slack|whatsapp)\s/i.test(core) ? thingForm(core) : null;
  const thingActs = [1, 2].find((k) => words.length > k + 1 && words.slice(0, k).every((_, n) => tags[n]?.includes('Noun') && !tags[n]?.includes('Verb')) && isPresentVerb(tags[k]) && agrees(words[k - 1]!, words[k]!));
  let action: string;
  let subject: string | null = null;
  let form: FeatureReading['form'];
  if (named) {
    form = 'act';
    action = [baseVerb(words[named.k]!), ...words.slice(named.k + 1)].join(' ');
  } else if (thing) {
    form = thing.form;
    action = `${thing.form} ${withThe(lowerFirst(core), thing.head)}`;
  } else if (thingActs) {
    // "Sensors report soil moisture": the thing named first acts, not the persona.
    form = 'subject';
    subject = lowerFirst(words.slice(0, thingActs).join(' '));
    action = words.slice(thingActs).join(' ');
  } else if (opensWithVerb(core)) {
    form = 'act';
    action = lowerFirst(core);
  } else {
    form = 'use';
    const head = core.split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|that|which|who)\s+/i)[0]!.split(/\s+/).at(-1)!.toLowerCase();
    action = `use ${withThe(lowerFirst(core), head)}`;
  }
  const withClause = /\s(?:with|including|incl\.)\s+(.+)$/i.exec(core);
  const rule = ruleWords.exec(core)?.[0] ?? null;
  // "with …" names what the result includes only for a thing ("Dog profiles with photos"), not a
  // means ("Pay with Apple Pay").
  // "log donations with expiry dates" states a detail; "share reports with a therapist" a partner.
  const partner = !!withClause && (/^(?:a|an|the|their|his|her|my|your|our|other|each|every)\s/i.test(withClause[1]!) || /^(?:share|send|split|sync|chat|connect|meet|compare|collaborate|invite|pair|match|talk)\b/i.test(action));
  const detailOfThing = form === 'act' && !!withClause && !partner && action.split(/\s+/).indexOf('with') > 1;
  const includes = withClause && (form === 'use' || form === 'view' || detailOfThing) && !ruleWords.test(withClause[1]!) ? withClause[1]!.trim() : null;
  return { persona: named?.persona ?? personaFor(core, personas), form, action, subject, includes, rule, benefit };
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
    const read = readFeature(feature, personas);
    // A persona the feature names wins; else the one whose journey uses its words; else the one
    // whose description shares the most words with it.
    const named = !!read.persona && singularWords(feature).some((w) => read.persona!.heads.includes(w));
    const reading = named ? read : { ...read, persona: journeyPersona(feature, journeys, personas, personaIgnore) ?? read.persona };
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
      { priority: i < 5 ? 'Must' : 'Should', benefit: benefit ?? null, action: reading.action, form: reading.form },
      reading.persona ? [['serves', reading.persona.item.id]] : personas.map((p): ['serves', string] => ['serves', p.item.id]),
    );
    requirements.push(fr);
    const actor = reading.persona ? oneOf(reading.persona.name) : 'a user';
    const texts = criterionTexts(reading, actor, feature, journeys, personaIgnore);
    texts.forEach(([given, when, then], n) => {
      const ac = item(`AC-${i + 1}.${n + 1}`, 'criterion', `${id} criterion ${n + 1}`, `Given ${given}, when ${when}, then ${then}.`, 'derived', { given, when, then });
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

type Criterion = [given: string, when: string, then: string];

/** The step of a journey that uses the feature's words, and the step after it. */
function journeyStep(feature: string, journeys: SpecItem[], ignore: ReadonlySet<string>): { step: string; next: string; journey: string } | null {
  for (const j of journeys) {
    const steps = (j.fields.steps as string[] | undefined) ?? splitSteps(j.statement);
    const at = steps.findIndex((s) => sharedWords(s, feature, ignore).length > 0);
    if (at >= 0 && at < steps.length - 1) return { step: steps[at]!, next: steps[at + 1]!, journey: j.id };
  }
  return null;
}

/** Given/When/Then in the feature's own words, of the kind its form calls for. */
function criterionTexts(reading: FeatureReading, actor: string, feature: string, journeys: SpecItem[], ignore: ReadonlySet<string>): Criterion[] {
  const at = journeyStep(feature, journeys, ignore);
  const onStep: Criterion[] = at ? [[`${actor} on the step "${at.step}" of ${at.journey}`, 'they complete it', `they can go on to "${at.next}" without starting over`]] : [];
  const thing = reading.action.replace(/^(?:receive|view)\s+/, '');
  const head = thing.split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|whenever|after|before|that|which|who)\s/i)[0]!.split(/\s+/).at(-1)!;
  const plural = singular(head) !== head.toLowerCase();
  if (reading.form === 'receive') {
    const one = singular(head);
    return [
      [`${actor} has ${thing} switched on`, `something the ${head} ${plural ? 'cover' : 'covers'} happens`, `they receive ${withArticle(one)} that says what happened and links to it`],
      ...onStep,
      [`${actor} has switched ${thing} off`, `something the ${head} ${plural ? 'cover' : 'covers'} happens`, `no ${plural ? head : one} ${plural ? 'are' : 'is'} sent to them`],
    ];
  }
  if (reading.form === 'view') {
    return [
      [`${actor} is signed in`, `they open ${thing}`, reading.includes ? `the ${head} ${plural ? 'include' : 'includes'} ${reading.includes}` : `the ${head} ${plural ? 'show' : 'shows'} the latest data, without reloading`],
      ...onStep,
      ['there is nothing to show yet', `they open ${thing}`, `they see why the ${head} ${plural ? 'are' : 'is'} empty instead of a blank screen`],
    ];
  }
  const clause = reading.subject ? `${reading.subject} ${reading.action}` : `they ${reading.action}`;
  const texts: Criterion[] = [[`${actor} is signed in`, clause, reading.includes ? `the result they see includes ${reading.includes}` : 'they see the outcome on screen straight away, without reloading']];
  // A rule limits what a person does; a feature named as a thing ("SMS reminders …") has no such act.
  if (reading.rule && reading.form === 'act') texts.push([`the rule "${reading.rule}" stated for this requirement`, `${actor} acts outside it`, 'the product does not allow it and tells them why']);
  texts.push(...onStep);
  texts.push(
    reading.subject
      ? ['required details are missing or invalid', clause, 'nothing incomplete is saved and the problem is shown to them']
      : ['required details are missing or invalid', `they try to ${reading.action}`, 'they are told what to fix and nothing incomplete is saved'],
  );
  return texts;
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
