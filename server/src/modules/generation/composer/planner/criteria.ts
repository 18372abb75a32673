import nlp from 'compromise';
import type { SpecItem } from '../../../spec/graph.js';
import { baseVerb, oneOf, singular } from '../reader/language.js';
import { lexicon } from '../reader/lexicon.js';
import { headNoun, lastNoun } from '../reader/read-shape.js';
import { sharedWords } from './item.js';
import { personaFor, singularWords, splitSteps, type PersonaRef } from '../reader/personas.js';
import type { FeatureReading } from '../reader/read-feature.js';
import { triggerCriterion } from './trigger-criterion.js';

/** Acceptance criteria of a requirement, as Given/When/Then in the feature's own words. */

export type Criterion = [given: string, when: string, then: string];

/** The step of a journey that uses the feature's words, and the step after it. */
function journeyStep(feature: string, journeys: SpecItem[], ignore: ReadonlySet<string>, verbFirst: boolean): { step: string; next: string; journey: SpecItem } | null {
  for (const j of journeys) {
    const steps = (j.fields.steps as string[] | undefined) ?? splitSteps(j.statement);
    // The step must name what the feature is about (its head noun or its verb), not any shared word.
    // The first word is a verb only when the feature reads as an act ("Share …"), not a thing ("Cue sheet editor").
    const key = new Set([headNoun(feature), ...(verbFirst ? [baseVerb(feature.split(/\s+/)[0] ?? '')] : [])]);
    const at = steps.findIndex((s) => sharedWords(s, feature, ignore).length > 0 && (s.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((w) => key.has(singular(w)) || key.has(baseVerb(w))));
    if (at >= 0 && at < steps.length - 1) return { step: steps[at]!, next: steps[at + 1]!, journey: j };
  }
  return null;
}

/**
 * The next step as the outcome of this one, in the brief's words: "a bottle past its hold time is
 * flagged", "values over the state limit are highlighted" — a state of things, with no persona
 * acting in it. A step someone takes ("the singer checks in") is the next act, not an outcome.
 */
function stepOutcome(next: string, personas: readonly PersonaRef[]): string | null {
  const doc = nlp(next);
  if (!doc.has('(is|are|gets|get) #Adverb? (#PastTense|#Participle|#Adjective)')) return null;
  // Who or what the clause is about: its nouns before the first verb. A persona there acts.
  const terms = doc.terms().json() as { terms: { text: string; tags: string[] }[] }[];
  const verbAt = terms.findIndex((t) => t.terms[0]!.tags.includes('Verb'));
  const subject = singularWords(
    terms
      .slice(0, verbAt < 0 ? terms.length : verbAt)
      .map((t) => t.terms[0]!.text)
      .join(' '),
  );
  const text = ` ${singularWords(next).join(' ')} `;
  if (personas.some((p) => text.includes(` ${singularWords(p.name).join(' ')} `) || p.heads.includes(subject.at(-1) ?? ''))) return null;
  return next.charAt(0).toLowerCase() + next.slice(1).replace(/[.!;]+$/, '');
}

function withArticle(noun: string): string {
  return /^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

/** "Weekly summary email": sent once a period, so the period is what triggers it. */
function periodOf(thing: string): string | null {
  const m = /\b(daily|weekly|monthly|yearly|annual)\b/i.exec(thing);
  return m ? ({ daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year', annual: 'year' } as Record<string, string>)[m[1]!.toLowerCase()]! : null;
}

export interface CriterionInput {
  reading: FeatureReading;
  /** "a dog owner", "a user": who the criteria speak of. */
  actor: string;
  feature: string;
  journeys: SpecItem[];
  personas: readonly PersonaRef[];
  /** Words too common to place a feature on a journey step. */
  ignore: ReadonlySet<string>;
}

/** "with Stripe" names the service used, not what the result includes. */
function integrationNamed(text: string, integrations: readonly string[]): boolean {
  return integrations.some((i) => new RegExp(`\\b${i.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text));
}

/**
 * What a feature says its result holds ("Rehearsal schedule with actor call times"), as something a
 * tester can check: entered, kept, and shown again as entered — not "the result includes …".
 */
function includedDetail(reading: FeatureReading, actor: string, clause: string): Criterion {
  // As the feature writes it ("actor call times", "a live map"): no article of ours, which would read as the object.
  const detail = reading.includes!;
  const many = /\band\b|,/.test(detail) || singular(detail.split(/\s+/).at(-1)!) !== detail.split(/\s+/).at(-1)!.toLowerCase();
  const core = reading.action.replace(/\s+(?:with|including|incl\.)\s+.+$/i, '');
  const [is, them] = many ? ['are', 'them'] : ['is', 'it'];
  // A thing people write into (a schedule, an editor, a log): they add the detail and find it again.
  // Anything else they use: the detail is there and works in it.
  // A thing the feature only names is used, whatever verb the journey or the catalogue gives it
  // ("open guided breathing sessions", "pay no-show deposits").
  const used = /^use\s+(.+)$/i.exec(core)?.[1] ?? (reading.form === 'use' ? /^\S+\s+(.+)$/.exec(core)?.[1] : undefined);
  if (used && lexicon.authoredNouns.has(headNoun(used))) {
    // The check fits the kind of thing (reader-lexicon.json), from the feature's own head noun so it
    // never depends on the other features: a schedule is shared, an editor's content is changed,
    // a log or a checklist is kept as entered.
    const head = headNoun(used);
    if (lexicon.sharedAuthoredNouns.has(head)) return [`${actor} has added ${detail} in ${used}`, `another member of the team opens ${used}`, `they see the same ${detail}, with who last changed ${them} and when`];
    if (lexicon.editedAuthoredNouns.has(head)) return [`${used} already holds ${detail}`, `${actor} changes one of them and saves`, `${used} shows the new value at once, and the old one only in its change history`];
    return [`${actor} has added ${detail} in ${used}`, `they open ${used} again later`, `${detail} ${is} shown as they entered ${them}`];
  }
  if (used) return [`${actor} opens ${used}`, 'it has loaded', `${detail} ${is} shown on it and can be used without leaving it`];
  return [`${actor} is about to ${core}`, clause, `${detail} ${is} saved with it and shown as they entered ${them} when they open it again`];
}

/**
 * Given/When/Then in the feature's own words only: the journey step it sits on, the rule it
 * states, what it says the result includes and the benefit it names. A feature named as a thing
 * people receive or look at gets the checks of that kind when no capability pattern covers it
 * (`covered`). Nothing generic is added: a feature that says none of these gets no criterion here.
 */
export function criterionTexts({
  reading,
  actor,
  feature,
  journeys,
  personas,
  ignore,
  covered,
  outcome,
  integrations,
  recipients = [],
}: CriterionInput & { covered: boolean; outcome: string | null; integrations: readonly string[]; recipients?: readonly PersonaRef[] }): Criterion[] {
  // Only a journey the requirement's own persona performs places it on a step.
  const performs = (j: SpecItem) => j.links.some((l) => l.kind === 'performed_by' && l.to === reading.persona?.item.id);
  const at = journeyStep(feature, reading.persona ? journeys.filter(performs) : journeys, ignore, reading.form === 'act');
  // The step is taken by whoever performs that journey.
  const performers = at ? at.journey.links.filter((l) => l.kind === 'performed_by').map((l) => personas.find((p) => p.item.id === l.to)) : [];
  // Unless the step names who takes it ("the owner tuner sends …"), or names people two personas
  // could be ("the tuner records …": a tuner, not the journey's customer).
  const stepDoer = at ? personaFor(at.step, personas, true) : null;
  const sharedHead = at && !stepDoer ? singularWords(at.step).find((w) => personas.filter((p) => p.heads.includes(w)).length > 1) : undefined;
  const stepActor = stepDoer ? oneOf(stepDoer.name) : sharedHead ? oneOf(sharedHead) : performers.length === 1 && performers[0] ? oneOf(performers[0].name) : actor;
  const onStep: Criterion[] = at ? [[`${stepActor} on the step "${at.step}" of ${at.journey.id}`, 'they complete it', stepOutcome(at.next, personas) ?? `they can go on to "${at.next}" without starting over`]] : [];
  const thing = reading.action.replace(/^(?:receive|view)\s+/, '');
  const head = lastNoun(thing.split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|whenever|after|before|that|which|who)\s/i)[0]!);
  const plural = singular(head) !== head.toLowerCase();
  if (reading.form === 'receive' && !covered) {
    const one = singular(head);
    const period = periodOf(thing);
    const when = period ? `a ${period} has passed` : `something the ${head} ${plural ? 'cover' : 'covers'} happens`;
    return [
      [`${actor} has ${thing} switched on`, when, period ? `they receive one ${one} that sums up that ${period}` : `they receive ${withArticle(one)} that says what happened and links to it`],
      ...onStep,
      [`${actor} has switched ${thing} off`, when, `no ${plural ? head : one} ${plural ? 'are' : 'is'} sent to them`],
    ];
  }
  if (reading.form === 'view' && !covered) {
    return [
      ...(reading.includes ? [[`${actor} opens ${thing}`, `it has data to show`, `the ${head} ${plural ? 'include' : 'includes'} ${reading.includes}`] as Criterion] : []),
      ...onStep,
      ['there is nothing to show yet', `they open ${thing}`, `they see why the ${head} ${plural ? 'are' : 'is'} empty instead of a blank screen`],
    ];
  }
  const clause = reading.subject ? `${reading.subject} ${reading.action}` : `they ${reading.action}`;
  const texts: Criterion[] = [];
  // A pattern's criteria already say what the result holds; "with approval" is no included detail to check alone.
  if (reading.includes && !covered && !integrationNamed(reading.includes, integrations)) texts.push(includedDetail(reading, actor, clause));
  // A rule limits what a person does; a feature named as a thing ("SMS reminders …") has no such act.
  // "after the job" says when it happens and "within 24 hours" is a time limit: neither is something a person may not do.
  if (reading.rule && reading.ruleKind === 'permission' && reading.form === 'act') texts.push([`the rule "${reading.rule}" stated for this requirement`, `${actor} acts outside it`, 'the product does not allow it and tells them why']);
  // "after the job": the step that ends the job brings the feature to its person.
  const trigger = triggerCriterion(reading, actor, journeys);
  if (trigger) texts.push(trigger);
  // A capability's criteria already walk the feature through; the step is the check of a feature no pattern covers.
  if (!covered) texts.push(...onStep);
  // A feature that goes to someone is checked from their side: they get it, and only they do.
  for (const p of recipients) {
    const them = oneOf(p.name).replace(/^an? /, 'the ');
    const bare = reading.action.replace(
      new RegExp(
        `\\s+(?:with|to|for)\\s+(?:\\S+\\s+){0,4}?${p.name
          .split(/\s+/)
          .at(-1)!
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\w*.*$`,
        'i',
      ),
      '',
    );
    texts.push([`${actor} is about to ${bare}`, `they ${reading.action}`, `${them} is sent it and can open it`]);
  }
  if (outcome && !texts.length)
    texts.push([`${actor} wants ${reading.subject ? `${reading.subject} to ${reading.action.replace(/^(\w+?)s\b/, '$1')}` : `to ${reading.action}`}`, reading.subject ? `${reading.subject} ${reading.action}` : 'they do it', outcome]);
  return texts;
}
