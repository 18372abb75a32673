import actNouns from '../reader/act-nouns.json' with { type: 'json' };
import type { SpecItem } from '../../../spec/graph.js';
import { baseVerb, isAbstract, lowerFirst, manyOf, termTags } from '../reader/language.js';
import { choiceOf } from '../reader/notice-recipient.js';
import { lexicon } from '../reader/lexicon.js';
import { personaFor, personasNamed, singularWords, type PersonaRef } from '../reader/personas.js';
import { headNoun, mainPhrase, receivesIn } from '../reader/read-shape.js';
import { ruleWords } from '../reader/read-feature.js';
import { stepDoer } from '../reader/step-doer.js';
import { keywords } from '../text.js';
import { sharedWords } from './item.js';

/**
 * Features and journeys, read together: who a journey shows doing or receiving a feature, and which
 * journeys need which features.
 */

/**
 * How strongly a step's shared words say it does the feature: each word counts, and the feature's
 * own thing or act counts once more than a word of its detail ("fills in the collection form" does
 * "Field collection form that prints a bottle label"; "scans each bottle label" only shares its
 * detail; "reserves it for Saturday" does "Reserve a tool", "scans the tool's barcode" does not).
 */
function evidence(shared: readonly string[], own: ReadonlySet<string>): number {
  return shared.length + (shared.some((w) => own.has(w)) ? 1 : 0);
}

/** The feature's own thing and, when it opens with one, its act: "Reserve a tool …" → tool, reserve. */
function ownWords(feature: string): Set<string> {
  const own = keywords(headNoun(feature));
  const first = mainPhrase(feature).split(/\s+/)[0] ?? '';
  const tags = termTags(mainPhrase(feature))[0] ?? [];
  if (first && (tags.includes('Verb') || lexicon.thingVerbs.has(baseVerb(first.toLowerCase())))) for (const w of keywords(first)) own.add(w);
  return own;
}

/** The persona a journey shows receiving what the feature sends, if just one. */
export function journeyRecipient(feature: string, journeys: SpecItem[], personas: readonly PersonaRef[]): PersonaRef | null {
  const own = new Set(singularWords(mainPhrase(feature)).filter((w) => !isAbstract(w)));
  const who = new Set<PersonaRef>();
  for (const j of journeys) {
    for (const step of (j.fields.steps as string[] | undefined) ?? []) {
      if (!receivesIn(step) || !singularWords(step).some((w) => own.has(w))) continue;
      const p = receiverIn(step, personas) ?? personaFor(step, personas, true);
      if (p) who.add(p);
    }
  }
  return who.size === 1 ? [...who][0]! : null;
}

/**
 * The subject of the receiving clause when a step names two people: "the technician unloads it and
 * the member gets a text message" → the member, the last one named before "gets"; null when the
 * step names one person or none before it (then `personaFor` decides).
 */
function receiverIn(step: string, personas: readonly PersonaRef[]): PersonaRef | null {
  const words = singularWords(step);
  const verb = words.findIndex((w, i) => lexicon.receiveVerbs.has(baseVerb(w)) || (lexicon.receivePassives.has(w) && i > 0 && /^(?:is|are|get|be|been)$/.test(words[i - 1]!)));
  if (verb < 0) return null;
  const named = personas.map((p) => ({ p, at: words.slice(0, verb).findLastIndex((w) => p.heads.includes(w)) })).filter((x) => x.at >= 0);
  if (named.length < 2) return null;
  const last = Math.max(...named.map((x) => x.at));
  const at = named.filter((x) => x.at === last);
  return at.length === 1 ? at[0]!.p : null;
}

/** A feature that names no persona belongs to the one whose journey uses its words, if just one. */
export function journeyPersona(feature: string, journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>): PersonaRef | null {
  // The step that does the feature shows who does it: "… the duty vet gets the alert and logs the call-out".
  // When steps of different people share its words, the step sharing the most says who ("the
  // plow driver … follows the route view" does "Turn-by-turn route view", not "assigns each route").
  // A step that names people without saying which persona ("the tuner" when two personas are
  // tuners) counts as an unknown doer: the feature is not given to whoever a weaker step names.
  const doers = new Set<PersonaRef | 'unknown'>();
  const head = ownWords(feature);
  let most = 0;
  for (const j of journeys) {
    const steps = (j.fields.steps as string[] | undefined) ?? [];
    for (const [k, step] of steps.entries()) {
      const shared = evidence(sharedWords(step, feature, ignore), head);
      // "The app reads the scale" shows no person: who does it is asked, not taken from a weaker step.
      const who = shared && shared >= most ? stepDoer(steps, k, personas) : null;
      if (!who) continue;
      if (shared > most) doers.clear();
      most = shared;
      doers.add(who);
    }
  }
  if (doers.has('unknown')) return null;
  if (doers.size === 1) return [...doers][0] as PersonaRef;
  const ids = new Set<string>();
  for (const j of journeys) {
    const by = j.links.filter((l) => l.kind === 'performed_by').map((l) => l.to);
    if (by.length === 1 && sharedWords(j.statement, feature, ignore).length > 0) ids.add(by[0]!);
  }
  return ids.size === 1 ? (personas.find((p) => ids.has(p.item.id)) ?? null) : null;
}

/**
 * Whether a journey step does the feature: shares its own thing or act ("… follows the route
 * view"), or two of its words that name things ("photographs each piece at drop-off"); not one word
 * of its detail ("checks the day's takings against the visits" for "Route planner for the day's
 * farm visits", "raises an interpreter request" for "Monthly report of unfilled requests").
 */
export function stepDoesFeature(feature: string, journeys: SpecItem[], ignore: ReadonlySet<string>): boolean {
  const own = ownWords(feature);
  // The rule says when, not what: "closes the job" does not do "Satisfaction survey after the job is closed".
  const body = feature.replace(ruleWords, '').trim() || feature;
  const does = (shared: string[]) => shared.some((w) => own.has(w)) || shared.filter((w) => !isAbstract(w)).length >= 2;
  return journeys.some((j) => ((j.fields.steps as string[] | undefined) ?? []).some((step) => does(sharedWords(step, body, ignore))));
}

/**
 * The question on a feature no journey step does and no persona's entry settles: the personas
 * whose entries speak of it alike, and the one the draft gives it to meanwhile (whose journey
 * shares a word of its detail), if any.
 */
export function undescribedQuestion(id: string, feature: string, tied: readonly PersonaRef[], meanwhile: PersonaRef | null): string {
  const who = tied.length ? `: ${choiceOf(tied.map((p) => lowerFirst(manyOf(p.name))))}?` : '?';
  if (!meanwhile) return tied.length ? `Who does ${id} "${feature}"${who} No journey step does it and their descriptions speak of it alike.` : `Who does ${id} "${feature}"? Neither the feature nor a journey shows which persona does it.`;
  const why = tied.length ? 'their descriptions speak of it alike' : "no persona's description says so";
  return `Who does ${id} "${feature}"${who} No journey step does it and ${why}; the draft gives it to ${lowerFirst(manyOf(meanwhile.name))}, whose journey shares its words, until someone says.`;
}

/**
 * The question for a feature nobody is known to do: the personas whose journey steps do it, when
 * several; the customer the journeys show, when only the payer is known; the step that does it
 * without naming anyone; else whose descriptions speak of it.
 */
export function unknownDoerQuestion(id: string, feature: string, journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>, holder: PersonaRef | null, tied: readonly PersonaRef[]): string {
  const seen = journeyCandidates(feature, journeys, personas, ignore);
  if (seen.length > 1) return `Who does ${id} "${feature}": ${choiceOf(seen.map((p) => lowerFirst(manyOf(p.name))))}, or all of them? The journey steps that do it do not settle which.`;
  if (holder) return `Who does ${id} "${feature}"? The journeys show ${lowerFirst(manyOf(holder.name))} only as the customer, not who serves them.`;
  const nobody = personlessStep(feature, journeys, personas, ignore);
  return nobody ? `Who does ${id} "${feature}"? The journey step that does it ("${nobody}") names no person.` : undescribedQuestion(id, feature, tied, null);
}

/**
 * "Take card payment at the end of a visit": the persona a journey shows on the other side of a
 * seller's feature, doing one of the capability's holder verbs ("The farm owner pays by card"), if
 * just one.
 */
export function journeyHolder(feature: string, verbs: readonly string[], journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>): { holder: PersonaRef; seller: PersonaRef | null } | null {
  const who = new Set<PersonaRef>();
  const others = new Set<PersonaRef>();
  const beside = new Set<PersonaRef>();
  for (const j of journeys) {
    const steps = (j.fields.steps as string[] | undefined) ?? [];
    for (const step of steps) {
      if (!sharedWords(step, feature, ignore).length || !(step.toLowerCase().match(/[\p{L}-]+/gu) ?? []).some((w) => verbs.includes(baseVerb(w)))) continue;
      const p = personaFor(step, personas, true);
      if (!p) continue;
      who.add(p);
      for (const q of namedInStep(step, personas)) if (q !== p) beside.add(q);
      for (const s of steps) for (const q of personasNamed(s, personas)) others.add(q);
    }
  }
  if (who.size !== 1) return null;
  const holder = [...who][0]!;
  // The other person the same step names serves them ("the office sends a weather notice and the
  // parent is offered a refund"); else the one other persona in the journey where they pay ("The
  // van vet … → The farm owner pays by card").
  if (beside.size === 1) return { holder, seller: [...beside][0]! };
  others.delete(holder);
  return { holder, seller: others.size === 1 ? [...others][0]! : null };
}

/**
 * The personas a step names: by their head noun, or by the first word of their name after an
 * article ("the office sends …" names the Office manager), as a feature's subject is read.
 */
function namedInStep(step: string, personas: readonly PersonaRef[]): PersonaRef[] {
  const byHead = personasNamed(step, personas);
  const byFirst = personas.filter((p) => {
    const first = singularWords(p.name)[0];
    return !!first && !p.heads.includes(first) && !isAbstract(first) && new RegExp(`\\b(?:the|a|an)\\s+${first}\\b`, 'i').test(step);
  });
  return personas.filter((p) => byHead.includes(p) || byFirst.includes(p));
}

/**
 * Who is on the capability's own side of a feature ("the coordinator matches two cleared Polish
 * interpreters" for "Interpreters accept or decline an assignment"): the one persona, other than
 * the feature's own, that a journey step sharing the feature's words shows doing one of `verbs`.
 */
export function otherSide(feature: string, verbs: readonly string[], journeys: SpecItem[], personas: readonly PersonaRef[], own: PersonaRef | null): PersonaRef | null {
  const found = journeyHolder(
    feature,
    verbs,
    journeys,
    personas.filter((p) => p !== own),
    new Set(),
  );
  return found?.holder ?? null;
}

/**
 * The step that does the feature when it shows no person ("The app reads the scale"): the
 * question about who does the feature quotes it. Null when the strongest step names someone.
 */
export function personlessStep(feature: string, journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>): string | null {
  const head = ownWords(feature);
  let best: { step: string; shared: number; who: ReturnType<typeof stepDoer> } | null = null;
  for (const j of journeys) {
    const steps = (j.fields.steps as string[] | undefined) ?? [];
    for (const [k, step] of steps.entries()) {
      const shared = evidence(sharedWords(step, feature, ignore), head);
      if (shared && (!best || shared > best.shared)) best = { step, shared, who: stepDoer(steps, k, personas) };
    }
  }
  // "User opens a session" names someone, just no persona: that question is the general one.
  const someone = (step: string) => personasNamed(step, personas).length > 0 || singularWords(step).some((w) => lexicon.peopleWords.has(w));
  return best?.who === 'unknown' && !someone(best.step) ? best.step : null;
}

/**
 * The personas the steps sharing most of the feature's words show, when they are several: named
 * in full ("the funeral director", "the groundskeeper"), or all that share a bare noun ("the tuner").
 */
export function journeyCandidates(feature: string, journeys: SpecItem[], personas: readonly PersonaRef[], ignore: ReadonlySet<string>): PersonaRef[] {
  const found = new Set<PersonaRef>();
  const head = keywords(headNoun(feature));
  let most = 0;
  for (const j of journeys) {
    for (const step of (j.fields.steps as string[] | undefined) ?? []) {
      const words = sharedWords(step, feature, ignore);
      // A step doing it names the thing, or two of its words: "after the burial" does no "Burial record".
      const shared = words.length >= 2 || words.some((w) => head.has(w)) ? evidence(words, head) : 0;
      if (!shared || shared < most) continue;
      const one = personaFor(step, personas, true);
      const who = one ? [one] : personasNamed(step, personas);
      if (!who.length) continue;
      if (shared > most) found.clear();
      most = shared;
      for (const p of who) found.add(p);
    }
  }
  return personas.filter((p) => found.has(p));
}

/**
 * Journey → requirement links: a journey needs the features whose words it uses. "Receive" or
 * "get" alone is no shared thing: "the owner receives a result letter" needs no "Receive samples".
 */
export function linkJourneys(journeys: SpecItem[], requirements: SpecItem[], personas: readonly PersonaRef[]): void {
  const ignore = new Set([...personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]), ...lexicon.receiveVerbs]);
  for (const j of journeys) {
    const words = j.statement.split(/\s+/);
    const tags = termTags(j.statement);
    // What the journey does, as the nouns of those acts: "reserves" → reservation (act-nouns.json),
    // "pays" → any head that opens with the verb ("payout"), as "books" → "booking".
    const verbs = words.flatMap((w, i) => (tags.length === words.length && tags[i]!.includes('Verb') ? [baseVerb(w.toLowerCase().replace(/[^\p{L}-]/gu, ''))] : []));
    const acts = new Set([...(j.statement.toLowerCase().match(/[\p{L}-]+/gu) ?? []).map((w) => actNoun(baseVerb(w))).filter((n): n is string => !!n), ...verbs.filter((v) => v.length >= 3).map((v) => `${v}*`)]);
    for (const fr of requirements) {
      // The feature's main phrase, not its details: "hive" in "Apiary map with hive locations" places nothing.
      const shared = sharedWords(j.statement, fr.title, ignore);
      if (shared.length > 0 && !onlyModifier(shared, fr, acts)) j.links.push({ kind: 'needs', to: fr.id });
    }
  }
}

/**
 * One shared word that only describes the feature's thing places nothing: "burial" in "Burial
 * record" when the journey says "after the burial", "plot" in "Plot reservation" when it says "marks
 * the plot". The thing itself (its head noun), its act ("reserves" a reservation) or the feature's
 * verb ("Staff swap shifts") does, and so do two shared words.
 */
function onlyModifier(shared: string[], fr: SpecItem, acts: ReadonlySet<string>): boolean {
  if (shared.length !== 1) return false;
  const head = headNoun(fr.title);
  if (keywords(head).has(shared[0]!) || acts.has(head) || [...acts].some((a) => a.endsWith('*') && head.startsWith(a.slice(0, -1)))) return false;
  const verb = String(fr.fields.action ?? '').split(/\s+/)[0] ?? '';
  if (keywords(verb).has(shared[0]!)) return false;
  const words = fr.title.split(/\s+/);
  const tags = termTags(fr.title);
  const at = words.findIndex((w) => keywords(w).has(shared[0]!));
  if (at < 0 || at + 1 >= words.length || tags[at]?.includes('Verb')) return false;
  // Before the head in the main phrase ("Nitrox fill certificate"), or before another noun ("… of burial certificate").
  const headAt = mainPhrase(fr.title)
    .split(/\s+/)
    .findIndex((w) => singularWords(w)[0] === head);
  return at < headAt || !!tags[at + 1]?.includes('Noun');
}

/** "reserve" → "reservation": the record an act keeps (act-nouns.json), lower case. */
function actNoun(verb: string): string | undefined {
  const noun = (actNouns as Record<string, string>)[verb];
  return noun && verb !== '_about' ? noun.toLowerCase() : undefined;
}
