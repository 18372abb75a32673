import { entrySources } from '../../../spec/brief-diff.js';
import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { criterionTexts } from './criteria.js';
import { item, sharedWords } from './item.js';
import { baseVerb, isAbstract, lowerFirst, manyOf, oneOf, termTags } from '../reader/language.js';
import { singularWords, type PersonaRef } from '../reader/personas.js';
import { lexicon } from '../reader/lexicon.js';
import { plainFeature, readFeature, type FeatureReading } from '../reader/read-feature.js';
import { journeyVerb, writtenAsThing } from '../reader/journey-verb.js';
import { detailCriteria, detailOf, detailPersona } from './feature-answers.js';
import { matchCapabilities, type CapabilityMatch } from '../catalogue/match.js';
import type { Capability } from '../catalogue/schema.js';
import { featureObject, meansCriteria, namesCapability, patternCriteria, pluralOf, sideOf } from './pattern-criteria.js';
import { headNoun, mainPhrase, serviceName } from '../reader/read-shape.js';
import { statedBasis } from '../reader/stated-basis.js';
import { choiceOf, noticeRecipient, readsAsSent, sentThing } from '../reader/notice-recipient.js';
import { journeyHolder, journeyPersona, journeyRecipient, otherSide, stepDoesFeature, undescribedQuestion, unknownDoerQuestion } from './journey-links.js';
import { describedDoer } from '../reader/described-doer.js';
import { capabilityQuestion } from './answered-questions.js';

export { readFeature, type FeatureReading } from '../reader/read-feature.js';
export { linkJourneys } from './journey-links.js';

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

/**
 * What the feature's own relative clause says it does: "Field collection form that prints a bottle
 * label" → "the form prints a bottle label", a check in the brief's words. Only a present-tense
 * verb right after "that"/"which" counts ("… that ranks riders"), not "that they need".
 */
export function relativeOutcome(feature: string): string | null {
  const m = /^(.+?)\s+(?:that|which)\s+(\S+)(\s.+)?$/i.exec(feature.replace(/[.!]+$/, ''));
  if (!m) return null;
  const verb = termTags(`it ${m[2]!}${m[3] ?? ''}`)[1] ?? [];
  if (!verb.includes('PresentTense')) return null;
  const head = headNoun(m[1]!);
  return head && !isAbstract(head) ? `the ${head} ${m[2]!.toLowerCase()}${m[3] ?? ''}` : null;
}

function descriptionPromise(brief: ComposerBrief, feature: string): string | null {
  const promise = /\bhelps?\s+(.+?)[.!]*$/i.exec(brief.projectDescription.split('\n')[0] ?? '')?.[1];
  return promise && sharedWords(promise, feature).length >= 2 ? `it helps ${promise}` : null;
}

export interface RequirementBuild {
  requirements: SpecItem[];
  criteria: SpecItem[];
  readings: Map<string, FeatureReading>;
  /** The capability each requirement matched (by requirement id). */
  capabilities: Map<string, CapabilityMatch>;
  /** What the brief leaves open about the requirements: asked, never guessed. */
  questions: { text: string; about: string[]; topic?: 'actor' }[];
}

/**
 * "use the tool catalogue …" with the capability's verb "browse" → "browse the tool catalogue …";
 * a thing named by the verb itself ("Recipe search with dietary filters") → "search recipes with
 * dietary filters"; a feature that already says the verb elsewhere keeps "use".
 */
function verbAction(action: string, verb: string): string {
  const thing = action.replace(/^(?:use|view)\s+(?:the\s+)?/, '');
  const main = mainPhrase(thing);
  const words = main.split(/\s+/);
  // "Boat dive booking" with "book": the thing is named by the verb's -ing form.
  if (words.length > 1 && [verb, `${verb}ing`].includes(words.at(-1)!.toLowerCase())) return `${verb} ${[...words.slice(0, -2), pluralOf(words.at(-2)!)].join(' ')}${thing.slice(main.length)}`;
  if (singularWords(thing).includes(verb.split(' ')[0]!)) return action;
  return action.replace(/^(?:use|view) /, `${verb} `);
}

/**
 * The brief's order is the user's priority order: the first five key features are Must, the rest
 * Should. Removing an early feature therefore promotes the sixth; the impact report says so.
 */
export function priorityAt(index: number): 'Must' | 'Should' {
  return index < 5 ? 'Must' : 'Should';
}

export function buildRequirements(brief: ComposerBrief, personas: readonly PersonaRef[], journeys: SpecItem[]): RequirementBuild {
  const features = brief.keyFeatures.length ? brief.keyFeatures : [brief.projectDescription || brief.projectName || 'The main job users come for'];
  const requirements: SpecItem[] = [];
  const criteria: SpecItem[] = [];
  const readings = new Map<string, FeatureReading>();
  // Persona names say who, not what: they place no feature on a journey. (No "words most features
  // share" either: that set moves when another feature is added or removed; matching on a
  // feature's main phrase keeps each decision to the feature itself.)
  const personaIgnore = new Set(personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]));
  const capabilities = new Map<string, CapabilityMatch>();
  const questions: { text: string; about: string[]; topic?: 'actor' }[] = [];
  // Criteria each capability has already given a requirement: the next one gets others.
  const taken = new Map<string, Set<number>>();
  // A service is named by its capitalised words ("Esri ArcGIS"); "street network" describes it and
  // may still be what a feature is about ("Public map of cleared streets").
  const serviceWords = brief.integrations
    .map(serviceName)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w))
    .join(' ');
  const exclude = new Set([...personas.flatMap((p) => p.heads), ...singularWords(`${brief.projectName} ${serviceWords}`), 'web', 'ios', 'android', 'app', 'mobile']);
  const asked = new Set<string>();
  const sources = entrySources('keyFeatures', brief.keyFeatures);
  const steps = journeys.flatMap((j) => (j.fields.steps as string[] | undefined) ?? []);
  features.forEach((feature, i) => {
    const id = `FR-${i + 1}`;
    const read = readFeature(feature, personas);
    // A persona the feature names as its subject wins; else the one whose journey uses its words;
    // else the one whose description shares the most words with it. A persona named only in a
    // detail ("Rehearsal schedule with actor call times") is what the feature is about, not who
    // does it: the journey that builds the schedule says who.
    const named = !!read.persona && singularWords(mainPhrase(feature)).some((w) => read.persona!.heads.includes(w));
    // A capability named only by a word that modifies another ("inspection" in "inspection history") is no evidence.
    const opensWithVerb = read.form === 'act' && !named && read.action.split(/\s+/)[0] === baseVerb(feature.split(/\s+/)[0]!.toLowerCase());
    const matches = matchCapabilities(feature).filter((m) => namesCapability(feature, m, opensWithVerb));
    // Something sent belongs to whoever a journey shows receiving it ("actors receive their call times").
    const fromJourney = readsAsSent(read, matches[0]) ? (journeyRecipient(feature, journeys, personas) ?? journeyPersona(feature, journeys, personas, personaIgnore)) : journeyPersona(feature, journeys, personas, personaIgnore);
    // "Take card payment", "Sell tickets": the seller's feature; the journey's payer is the other side, who the checks speak of.
    const seller = matches.find((m) => m.capability.sellerVerbs.includes(baseVerb(read.action.split(/\s+/)[0] ?? '')));
    // Persona names count here: "ticket" in "Ticket clerk" is still the thing the day tripper buys.
    const sides = seller ? journeyHolder(feature, seller.capability.holderVerbs, journeys, personas, new Set()) : null;
    const holder = sides?.holder ?? null;
    // Who a feature goes to does not do it: "Share reports with the resident" is not the resident's act; nor does the payer take the payment.
    const journeyDoer = fromJourney === holder && holder ? sides!.seller : fromJourney && !read.recipients.includes(fromJourney) ? fromJourney : null;
    // No journey step does it, at most one shares a word of its detail ("closes the day" for "Route
    // planner for the day's farm visits"): the persona whose own entry describes it does it ("visits
    // eight farms a day"); a tie or no such word keeps the journey's reading and is asked below.
    const unplaced = !named && !read.persona && !read.people && !holder && read.form !== 'subject' && !readsAsSent(read, matches[0]) && personas.length > 1 && !stepDoesFeature(feature, journeys, personaIgnore);
    const described = unplaced ? describedDoer(feature, personas, exclude, read.form === 'act' ? (read.action.split(/\s+/)[0] ?? null) : null) : null;
    const doer = described?.persona ?? journeyDoer;
    const journeyRead = named || (read.form === 'receive' && read.persona) ? read : { ...read, persona: doer ?? (read.persona === holder ? null : read.persona) };
    // Something the product sends goes to the persona in the role of what it is about, or is asked.
    const sent = readsAsSent(journeyRead, matches[0]);
    const guessed = !sent ? journeyRead : !journeyRead.persona && !journeyRead.people ? { ...sent, persona: noticeRecipient(feature, personas, journeys) } : sent;
    // The user's answer in the feature interview outranks every guess.
    const detail = brief.keyFeatures.length ? detailOf(brief, feature) : null;
    const told = detailPersona(detail, personas);
    const answered = told ? { ...guessed, persona: told, people: null } : guessed;
    // A thing the feature only names is done the way a journey step does it ("issues the exclusive
    // right of burial certificate"), else the way its capability says: a catalogue is browsed, a
    // deposit paid ("Members can browse the tool catalogue", not "use the tool catalogue").
    const stepVerb = journeyVerb(feature, steps);
    // "Invoice with piano serial number": the first word read as a verb is the thing the journey
    // writes with an article ("sends the invoice with the serial number").
    const thingFirst = answered.form === 'act' && !named && !answered.people && answered.action.split(/\s+/)[0] === feature.split(/\s+/)[0]!.toLowerCase() && writtenAsThing(feature, steps);
    const answeredThing = thingFirst ? { ...answered, form: 'use' as const, action: `use the ${lowerFirst(plainFeature(feature.replace(/[.!]+$/, '')))}` } : answered;
    const verb = answeredThing.form === 'use' ? (stepVerb?.verb ?? matches[0]?.capability.useVerb) : answeredThing.form === 'view' ? matches[0]?.capability.viewVerb : undefined;
    // Something filed is made, not looked at: it reads as an act from then on.
    const reading = verb ? { ...answeredThing, form: answeredThing.form === 'view' ? ('act' as const) : answeredThing.form, action: verbAction(answeredThing.action, verb) } : answeredThing;
    readings.set(id, reading);
    let match: CapabilityMatch | null = matches[0] ?? null;
    if (match) capabilities.set(id, match);
    const who = reading.people ?? (reading.persona ? manyOf(reading.persona.name) : 'Users');
    // Sent to nobody the brief shows: the product sends it, and who receives it is asked, not invented.
    const unsent = !!sent && !reading.persona && !reading.people && personas.length > 1 ? sentThing(reading.action) : null;
    if (unplaced && !described!.persona && reading.persona && !told) {
      questions.push({ text: undescribedQuestion(id, feature, described!.tied, reading.persona), about: [id], topic: 'actor' });
    } else if (unsent) {
      questions.push({ text: `Who receives the ${unsent.thing} (${id}): ${choiceOf(personas.map((p) => manyOf(p.name)))}?`, about: [id], topic: 'actor' });
    } else if (!reading.people && !reading.persona && personas.length > 1) {
      // Journeys that show several people doing it say so: the question names them, not "neither shows".
      questions.push({ text: unknownDoerQuestion(id, feature, journeys, personas, personaIgnore, holder, described?.tied ?? []), about: [id], topic: 'actor' });
    }
    const want = reading.benefit ?? personaWant(reading.persona, feature);
    const benefit = want ?? descriptionPromise(brief, feature);
    const statement = reading.subject
      ? `${feature.replace(/[.!]+$/, '')}${reading.persona ? ` (for ${who})` : ''}${benefit ? `, so that ${benefit}` : ''}.`
      : unsent
        ? `The system will send ${unsent.them === 'it' && !/^(?:the|a|an|each|every|one)\s/i.test(unsent.thing) ? 'the ' : ''}${unsent.thing}${benefit ? `, so that ${benefit}` : ''}; ${unsent.named ? 'which personas that means' : `who receives ${unsent.them}`} is still open (see the open question on ${id}).`
        : `${who} can ${actionText(reading.action)}${benefit ? `, so that ${benefit}` : ''}.`;
    const fr = item(
      id,
      'requirement',
      feature,
      statement,
      brief.keyFeatures.length ? sources[i]! : 'brief:projectDescription',
      { priority: priorityAt(i), benefit: benefit ?? null, action: reading.action, form: reading.form, capability: match?.capability.id ?? null },
      // Nobody is served by guess: a requirement no persona is shown doing serves none until the
      // question is answered; the personas it goes to are served too.
      [...(reading.persona ? [reading.persona] : []), ...reading.recipients.filter((p) => p !== reading.persona)].map((p): ['serves', string] => ['serves', p.item.id]),
    );
    requirements.push(fr);
    // The catalogue's typical actor stands in only when the brief names no personas at all.
    const actor = reading.people ? oneOf(reading.people) : reading.persona ? oneOf(reading.persona.name) : match && !brief.userPersonas.length ? oneOf(match.capability.actor) : unsent ? 'a recipient' : 'a user';
    const own = criterionTexts({
      recipients: reading.recipients.filter((p) => p !== reading.persona),
      reading,
      actor,
      feature,
      journeys,
      personas,
      ignore: personaIgnore,
      covered: !!match,
      outcome: want ?? relativeOutcome(feature),
      integrations: brief.integrations,
    });
    // A capability whose criteria earlier requirements have all taken gives none again: the next match does, or none.
    let suggested: [string, string, string][] = [];
    let onSide: Capability['sides'][number] | null = null;
    for (const m of matches) {
      // Named only in a detail ("Visit notes with photos"): the capability's checks are about its own thing, the photo.
      const ownThing = m.means.length === m.phrases.length && singularWords(feature).includes(m.capability.object);
      const object = ownThing ? m.capability.object : (featureObject(feature, m.capability, exclude, reading.action) ?? m.capability.object);
      // Checks written from the seller's side ("when they refund it") keep the feature's own actor; the holder is the other person.
      const sellerSpeaks = m.capability.sellerSpeaks;
      const who = m === seller && !sellerSpeaks ? (holder ? oneOf(holder.name) : oneOf(m.capability.actor)) : actor;
      const customer = sellerSpeaks ? { other: m === seller && holder ? oneOf(holder.name).replace(/^an? /, 'the ') : 'the customer' } : {};
      // "Interpreters accept or decline an assignment": the assignee's checks, which speak of whoever assigns it.
      const side = sideOf(m.capability, reading.action);
      const other = side ? otherSide(feature, side.otherVerbs, journeys, personas, reading.persona) : null;
      suggested = patternCriteria(
        m,
        { actor: side ? actor : who, object, action: reading.action, basis: statedBasis(feature), ...customer, ...(side ? { other: other ? oneOf(other.name).replace(/^an? /, 'the ') : `the ${side.otherRole}` } : {}) },
        taken,
        feature,
        side,
      );
      if (suggested.length) {
        match = m;
        onSide = side;
        // What the pattern's checks are about: the entity that takes the pattern's columns.
        fr.fields.object = object;
        break;
      }
    }
    const repeated = !suggested.length && match ? match : null;
    if (repeated) match = null;
    fr.fields.capability = match?.capability.id ?? null;
    if (match) capabilities.set(id, match);
    else capabilities.delete(id);
    // The means the feature names ("by scanning their barcode") is work of its own: one of its
    // checks (an edge or failure path) joins the act's, and its tasks the estimate (build-tasks.ts).
    // Only a means told as one ("by scanning", "using GPS", "via e-mail"): "with photos" more often
    // says what the thing includes, which its own capability already covers (`detailWords`).
    const means = match ? matches.find((m) => m !== match && m.means.length === m.phrases.length && m.capability.actorRole === 'doer' && !m.meansWords.some((w) => lexicon.detailWords.has(w))) : undefined;
    // Its checks speak of its own thing when the feature names it ("with photos": the photo), else of what the feature acts on.
    const meansObject = means && (singularWords(feature).includes(means.capability.object) ? means.capability.object : (featureObject(feature, means.capability, exclude, reading.action) ?? means.capability.object));
    const meansCheck = means ? meansCriteria(means, { actor, object: meansObject!, action: reading.action, basis: statedBasis(feature) }, taken, feature) : [];
    if (meansCheck.length) fr.fields.means = means!.capability.id;
    const texts: { c: [string, string, string]; source: string }[] = [
      ...own.map((c) => ({ c, source: 'derived' })),
      ...suggested.map((c) => ({ c, source: `pattern:${match!.capability.id}` })),
      ...meansCheck.map((c) => ({ c, source: `pattern:${means!.capability.id}` })),
    ];
    if (repeated) {
      questions.push({ text: `${id} "${feature}" is another ${repeated.capability.name} feature, whose checks earlier requirements already carry: what does it add that they do not?`, about: [id] });
    } else if (!match) {
      questions.push({ text: `${id} "${feature}": what should ${actor.replace(/^an? /, 'the ')} see when it works, and what happens when it fails? No catalogue pattern covers it and the brief does not say.`, about: [id] });
    } else if (!asked.has(`${match.capability.id}#${onSide?.role ?? ''}`)) {
      // The assignee's side asks what the assignee needs settled, not how the dispatcher assigns;
      // a question the brief already answers is not asked ("Sign in with the hospital Okta account").
      asked.add(`${match.capability.id}#${onSide?.role ?? ''}`);
      const open = onSide?.question ?? capabilityQuestion(match.capability, feature, brief);
      if (open) questions.push({ text: `${open} (${match.capability.name}, ${id})`, about: [id] });
    }
    if (!texts.length) {
      // Nothing in the brief says what the outcome is: the criterion says so instead of inventing one.
      texts.push({ c: [`${actor} wants to ${reading.action}`, 'they do it', `the outcome is still to be agreed (see the open question on ${id})`], source: 'derived' });
    }
    // The user's answer in the feature interview comes first, in their words, and replaces the
    // generated criteria it answers (feature-details.ts); the rest keep their own source.
    const sourceOf = new Map(texts.map((t) => [t.c, t.source]));
    const final = detail
      ? detailCriteria(
          detail,
          reading,
          actor,
          texts.map((t) => t.c),
        ).map(({ texts: c, source }) => ({ c, source: source === 'derived' ? (sourceOf.get(c) ?? source) : source }))
      : texts;
    final.forEach(({ c: [given, when, then], source }, n) => {
      const ac = item(`AC-${i + 1}.${n + 1}`, 'criterion', `${id} criterion ${n + 1}`, `Given ${given}, when ${when}, then ${then}.`, source, {
        given,
        when,
        then,
        ...(source.startsWith('pattern:') ? { suggested: true } : {}),
      });
      criteria.push(ac);
      fr.links.push({ kind: 'verified_by', to: ac.id });
    });
  });
  return { requirements, criteria, readings, capabilities, questions };
}

/** "check-in by QR code" as a verb is "check in by QR code". */
function actionText(action: string): string {
  return action.replace(/^(check|sign|log|clock|opt|top|set)-(in|out|up|on)\b/i, '$1 $2');
}
