import { modalSubject } from './modal-subject.js';
import { lexicon } from './lexicon.js';
import { baseFormAction, headNoun, lastNoun, mainPhrase, makerOf, namesInterface, opensWithNounPhrase, pluralNounEnds, recipientsOf } from './read-shape.js';
import { toPlural } from './inflect.js';
import { personaFor, singularWords, type PersonaRef } from './personas.js';
import { agrees, isPresentVerb, isVerbAfter, namedOfAct, namedSubject, nounCompoundAt, personaPrefix } from './feature-subject.js';
import { baseVerb, lowerFirst, opensWithVerb, singular, termTags } from './language.js';

/**
 * How a key feature is written, read from its own words: who acts (a persona, people it names, or
 * a thing), what they do, what the result includes, a rule it states and the benefit it gives.
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
  /** People the feature names as acting, when no persona is meant: "Family members" in "Family members share …". */
  people: string | null;
  /** "with a live map" → "a live map": what the result includes. */
  includes: string | null;
  /** "only for members", "within 24 hours", "after the job": the qualifier the feature states. */
  rule: string | null;
  /**
   * What the qualifier is: a permission rule limits what a person may do ("only for members", "up
   * to 3 per week"); a trigger says when it happens ("after the job"); a deadline is a time limit
   * to meet ("within 24 hours"). Only a permission rule is something a person may act outside.
   */
  ruleKind: RuleKind | null;
  /** "so that …" as written, else null. */
  benefit: string | null;
  /** Personas the feature goes to, named after "with", "to" or "for": served, though they do not do it. */
  recipients: PersonaRef[];
}

// Limits on what a person may do; "per", "each" or "every" group things and are no rule.
export const ruleWords = /\b(before|after|within|only|at least|at most|up to|no more than|until)\b.*$/i;

export type RuleKind = 'permission' | 'trigger' | 'deadline';

/** A qualifier's kind from the word that opens it (reader-lexicon.json triggerWords, timeLimitWords). */
export function ruleKindOf(rule: string): RuleKind {
  const opens = (words: ReadonlySet<string>) => [...words].some((w) => new RegExp(`^${w}\\b`, 'i').test(rule.trim()));
  if (opens(lexicon.triggerWords)) return 'trigger';
  if (opens(lexicon.timeLimitWords)) return 'deadline';
  return 'permission';
}

/** Things a person is sent, and things a person looks at: each gets criteria of its own kind (reader-lexicon.json). */
export const noticeNouns = lexicon.noticeNouns;
export const viewNouns = lexicon.viewNouns;
const pluralOnly = lexicon.pluralOnly;

/**
 * Verbs a person does to something sent or looked at ("Send reminders", "Export reports"); any
 * other verb before such a noun names a kind of it ("Return reminders", "Borrow requests").
 */
const thingVerbs = lexicon.thingVerbs;

function actsOnThings(verb: string): boolean {
  return thingVerbs.has(baseVerb(verb));
}

/** Things people make and send to someone, read as made when a verb names their kind ("Borrow requests"). */
const madeNouns = lexicon.madeNouns;

/** "Expiry alerts for perishable stock" → receive; "Hours reports for …" → view; else null. */
function thingForm(core: string): { form: 'receive' | 'view'; head: string } | null {
  const phrase = core.split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|whenever|after|before|that|which|who|so)\s+/i)[0]!;
  const last = lastNoun(phrase)
    .toLowerCase()
    .replace(/[^a-z-]/g, '');
  const head = singular(last);
  if (noticeNouns.has(head)) return { form: 'receive', head: last };
  if (viewNouns.has(head) || pluralOnly.has(last)) return { form: 'view', head: last };
  return null;
}

/**
 * The ways people write a feature, brought to "<who> <verb> …" or "<verb> …": a user story ("As a
 * tenant, I want to save searches"), a modal ("Users can message landlords"), "Ability to …",
 * "Allow landlords to …". Trailing punctuation goes.
 */
export function plainFeature(text: string): string {
  const t = text.replace(/[\s.!;:]+$/, '');
  const story = /^as an?\s+([^,]+?),?\s+i\s+(?:want|need|would like|wish|can)\s+(?:to\s+|be able to\s+)?(.+)$/i.exec(t);
  if (story) return `${plural(story[1]!)} ${story[2]!}`;
  const ability = /^(?:the\s+)?(?:ability|option|possibility|way)\s+(?:for\s+(\S+(?:\s+\S+)?)\s+)?to\s+(.+)$/i.exec(t);
  if (ability) return ability[1] ? `${ability[1]} ${ability[2]!}` : ability[2]!;
  const allow = /^(?:allows?|let|lets|enables?|permits?)\s+((?:\S+\s+)?\S+?)\s+to\s+(.+)$/i.exec(t);
  if (allow) return `${allow[1]} ${allow[2]!}`;
  const modal = /^((?:\S+\s+){0,2}\S+?)\s+(?:can|could|should|must|will|may|(?:should|must|will)\s+be\s+able\s+to|(?:are|is)\s+able\s+to)\s+(.+)$/i.exec(t);
  if (modal && !/^(?:the|a|an)$/i.test(modal[1]!)) return `${modal[1]} ${modal[2]!}`;
  return t;
}

function plural(who: string): string {
  const words = who.trim().split(/\s+/);
  const last = words.at(-1)!;
  words[words.length - 1] = toPlural(last);
  return words.join(' ');
}

/** "I get alerts" → "they get alerts": a benefit said by the persona, told about them. */
export function thirdPerson(text: string): string {
  const swap: Record<string, string> = { i: 'they', my: 'their', me: 'them', mine: 'theirs', myself: 'themselves', "i'm": "they're", am: 'are' };
  return text.replace(/\b(I'm|I|my|me|mine|myself|am)\b/g, (w) => swap[w.toLowerCase()] ?? w);
}

/** "the" before a singular thing without its own determiner ("view the weekly progress chart"). */
function withThe(phrase: string, head: string): string {
  // Mass nouns and gerunds take none: "use GPS walk tracking".
  const singularHead = singular(head) === head && !pluralOnly.has(head) && !/ing$/.test(head);
  return singularHead && !/^(?:the|a|an|my|your|their|our|its|each|every|all)\s/i.test(phrase) ? `the ${phrase}` : phrase;
}

export function readFeature(feature: string, personas: readonly PersonaRef[]): FeatureReading {
  const so = /\s*,?\s+so(?: that)?\s+(.+)$/i.exec(feature);
  const raw = (so ? feature.slice(0, so.index) : feature).trim();
  const core = plainFeature(raw);
  // "Ability to upload lease documents": what follows "to" is an act, whatever the tagger says.
  const toAct = /^(?:the\s+)?(?:ability|option|possibility|way)\s+to\s+/i.test(raw);
  const benefit = so ? thirdPerson(so[1]!.replace(/[.!;]+$/, '')) : null;
  const words = core.split(/\s+/);
  const tags = termTags(core);
  const named = modalSubject(raw, words, personas) ?? namedSubject(words, tags, personas) ?? namedOfAct(words, personas);
  // "Well owner result letter sent by e-mail": read as "result letter sent by e-mail", theirs.
  const owner = named ? null : personaPrefix(words, personas);
  const thingCore = owner && nounCompoundAt(words, tags, owner.k) ? words.slice(owner.k).join(' ') : core;
  // "Cue sheet editor …": a noun phrase, though the tagger reads its first word as a verb.
  // "Export payroll hours": a verb people do to things opens it, though the tagger reads a noun.
  const knownVerb = lexicon.thingVerbs.has(words[0]!.toLowerCase()) && words.length > 1 && !lexicon.linkWords.has(words[1]!.toLowerCase()) && !/^(?:and|or|&)$/i.test(words[1]!);
  const verbFirst = (opensWithVerb(core) || knownVerb) && !opensWithNounPhrase(words, tags) && !namesInterface(core);
  // "Share progress reports" is an act; "Email reminders", "Push notifications" and "Return
  // reminders" name a thing: a verb that does not act on what is sent or looked at modifies it.
  const thing = !verbFirst || /^(?:e-?mail|push|text|sms|in-app|slack|whatsapp)\s/i.test(core) || !actsOnThings(words[0]!) ? thingForm(thingCore) : null;
  // "Expiry alerts for …": a thing people are sent is no verb, whatever the tagger says.
  // "Staff scan barcodes": people in general, then a verb (the tagger may read "Staff" as a verb).
  const isPeople = (w: string | undefined) => !!w && lexicon.peopleWords.has(singular(w.toLowerCase()));
  // "Sync family calendar", "Share team dashboard": a verb first is no one's name, whatever follows.
  const leadLength = isPeople(words[1]) && !lexicon.thingVerbs.has(words[0]!.toLowerCase()) ? 2 : isPeople(words[0]) ? 1 : 0;
  // "Customer signature on completion": one person and a word that does not agree are a noun compound.
  const agreeing = (k: number) => agrees(words[k - 1]!, words[k]!) || lexicon.collectivePeople.has(singular(words[k - 1]!.toLowerCase()));
  const peopleLead = leadLength && words.length > leadLength && !nounCompoundAt(words, tags, leadLength) && agreeing(leadLength) && isVerbAfter('they', words.slice(leadLength).join(' ')) ? leadLength : undefined;
  const thingActs =
    peopleLead ??
    [1, 2].find(
      (k) =>
        // "Count crates returned by cafés": a verb people do to things opens it; "Count" does not act on "crates".
        !knownVerb &&
        words.length > k + 1 &&
        words.slice(0, k).every((_, n) => tags[n]?.includes('Noun') && !tags[n]?.includes('Verb')) &&
        isPresentVerb(tags[k]) &&
        // "Absence requests from actors": a plural noun ending its phrase, not "absence" acting.
        !pluralNounEnds(words, k) &&
        !noticeNouns.has(singular(words[k]!)) &&
        // "Sensors report soil moisture" acts; "Sales report for managers" names a report.
        (!viewNouns.has(singular(words[k]!)) || !/^(?:for|of|per|by|with|about|on|in|at|to|from)$/i.test(words[k + 1]!)) &&
        agrees(words[k - 1]!, words[k]!),
    );
  const peopleAct = !!thingActs && (!!peopleLead || lexicon.peopleWords.has(singular(words[thingActs - 1]!)) || !!tags[thingActs - 1]?.includes('Actor'));
  let action: string;
  let subject: string | null = null;
  let people: string | null = null;
  let form: FeatureReading['form'];
  let maker: PersonaRef | null = null;
  if (named) {
    form = 'act';
    action = [baseVerb(words[named.k]!), ...words.slice(named.k + (named.of ? 2 : 1))].join(' ');
  } else if (thingActs && peopleAct) {
    // "Family members share a care calendar": people the brief names act, though no persona is named.
    form = 'act';
    people = words.slice(0, thingActs).join(' ');
    action = [baseVerb(words[thingActs]!), ...words.slice(thingActs + 1)].join(' ');
  } else if (thing) {
    form = thing.form;
    action = `${thing.form} ${withThe(lowerFirst(thingCore), thing.head)}`;
  } else if (thingActs) {
    // "Sensors report soil moisture": the thing named first acts, not the persona.
    form = 'subject';
    subject = lowerFirst(words.slice(0, thingActs).join(' '));
    action = words.slice(thingActs).join(' ');
  } else if (opensWithVerb(core) && !toAct && !actsOnThings(words[0]!) && words.length > 1 && madeNouns.has(singular(words[1]!.toLowerCase()))) {
    // "Borrow requests with pickup times": requests of a kind, which people make.
    form = 'act';
    action = `make ${lowerFirst(core)}`;
  } else if (!verbFirst && !toAct && lexicon.madeNouns.has(headNoun(core))) {
    // "Absence requests from actors": things people make; "from" names who makes them.
    form = 'act';
    maker = makerOf(core, personas);
    const made = lowerFirst(maker ? core.replace(/\s+(?:from|by)\s+.+$/i, '') : core);
    // "make a plot reservation", "make an online booking": one thing people make is countable and takes an article.
    const last = lastNoun(mainPhrase(made))
      .toLowerCase()
      .replace(/[^a-z-]/g, '');
    const one = !/^(?:the|a|an|each|every|their)\s/i.test(made) && singular(last) === last && !pluralOnly.has(last);
    action = `make ${one ? `${/^[aeiou]/i.test(made) ? 'an' : 'a'} ` : ''}${made}`;
  } else if (toAct || verbFirst) {
    form = 'act';
    action = lowerFirst(core);
  } else {
    form = 'use';
    const head = core
      .split(/\s+(?:for|with|of|per|about|to|from|by|on|in|at|when|that|which|who)\s+/i)[0]!
      .split(/\s+/)
      .at(-1)!
      .toLowerCase();
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
  // In "Invite siblings and home nurses", the persona named after the verb is who is acted on.
  const guess = personaFor(core, personas, true);
  const object = form === 'act' && !named && !!guess && singularWords(core).some((w) => guess.heads.includes(w));
  const doer = named?.persona ?? maker ?? (thingCore !== core ? owner!.persona : object ? null : guess);
  const recipients = recipientsOf(core, personas, doer);
  // Something sent is read from who receives it: "Reminders for actors" is the actors'; a screen
  // or tool "for dispatchers" is used by them ("Route assignment board for dispatchers").
  const forThem = (form === 'receive' || ((form === 'use' || form === 'view') && !doer && recipients.length === 1)) && recipients.length && !named;
  const persona = forThem ? recipients[0]! : doer;
  // "view the route assignment board", not "… board for dispatchers" after "Dispatchers can";
  // "receive low keg alerts", not "… alerts to the cellar manager" after "Cellar managers can".
  if (persona && (form === 'use' || form === 'view' || form === 'receive')) action = action.replace(new RegExp(`\\s+(?:for|to)\\s+(?:the\\s+|all\\s+)?(?:[\\p{L}-]+\\s+)?(?:${persona!.heads.join('|')})s?$`, 'iu'), '');
  return {
    persona,
    form,
    action: form === 'subject' ? action : baseFormAction(action),
    subject,
    people,
    includes,
    rule,
    ruleKind: rule ? ruleKindOf(rule) : null,
    benefit,
    recipients: recipients.filter((p) => p !== persona),
  };
}
