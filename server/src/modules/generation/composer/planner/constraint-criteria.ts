import { linked, type SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { constraintCapabilities, constraintPlace } from './constraint-reading.js';
import { singularWords, type PersonaRef } from '../reader/personas.js';
import { item } from './item.js';
import { baseVerb, isAbstract, nounHits, oneOf } from '../reader/language.js';
import { lexicon } from '../reader/lexicon.js';
import { fillSlots } from './pattern-criteria.js';
import { headNoun, mainPhrase } from '../reader/read-shape.js';

/**
 * Constraints that bend the features: a technical constraint the catalogue reads ("inspections
 * must be recorded offline") puts its criterion on every feature it affects — the features the
 * constraint names by their head noun ("Calling mode must keep working …") and the features that
 * capture data (a log, a checklist, "record …"). A constraint that affects no feature is asked about.
 */

/** Whether the feature brings data in: its verb records something, or its head noun is a record. */
export function capturesData(fr: SpecItem): boolean {
  const action = String(fr.fields.action ?? '');
  const verb = baseVerb(action.split(/\s+/)[0] ?? '');
  const head = headNoun(fr.title);
  return lexicon.captureVerbs.has(verb) || lexicon.captureNouns.has(head) || (verb === 'use' && lexicon.captureNouns.has(headNoun(action.replace(/^use\s+(?:the\s+)?/, ''))));
}

/** Whether the feature edits a thing several people keep together (a rota, a schedule, a shared sheet). */
function sharesWork(fr: SpecItem): boolean {
  const head = headNoun(fr.title);
  return lexicon.sharedAuthoredNouns.has(head) || lexicon.editedAuthoredNouns.has(head);
}

/**
 * The kinds of data a constraint is about: the head nouns it names before any "after …", "until …"
 * ("no briefing notes may be stored on the device after the appointment" → note), not the people
 * it names (who may see them), the devices (where) or general words.
 */
function dataNouns(line: string, people: ReadonlySet<string>): Set<string> {
  const about = line.split(/\b(?:after|before|during|until|once|when|while|unless)\b/i)[0]!;
  return new Set(
    nounHits(about)
      .map((h) => h.head)
      .filter((h) => !people.has(h) && !lexicon.peopleWords.has(h) && !lexicon.deviceNouns.has(h) && !isAbstract(h)),
  );
}

export function constraintCriteria(brief: ComposerBrief, requirements: SpecItem[], criteria: SpecItem[], personas: readonly PersonaRef[]): { text: string; about: string[] }[] {
  const questions: { text: string; about: string[] }[] = [];
  // A feature gets one check per capability, however many sentences call for it.
  const bent = new Set<string>();
  for (const { line, field, match } of constraintCapabilities(brief)) {
    const affects = match.capability.affects;
    if (!affects) continue;
    const said = new Set(singularWords(line));
    // A persona's own word ("interpreter payouts") names who, and "and" nothing: neither is a thing the constraint is about.
    const people = new Set(personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]));
    const word = (w: string) => !isAbstract(w) && !people.has(w) && !lexicon.functionWords.has(w) && !lexicon.linkWords.has(w);
    /**
     * The word of the feature the constraint says: of its main phrase for a working condition
     * ("routes must be usable offline": the route view); for a kind of data, the data it names
     * (dataNouns: "no handover photos" → the handover photo feature).
     */
    const data = dataNouns(line, people);
    const sharedWord = (fr: SpecItem) => (affects.reach === 'named' ? singularWords(fr.title).find((w) => data.has(w)) : singularWords(mainPhrase(fr.title)).find((w) => said.has(w) && word(w))) ?? '';
    const named = (fr: SpecItem) => (affects.reach === 'named' ? !!sharedWord(fr) : said.has(headNoun(fr.title)));
    const reaches = (fr: SpecItem) => named(fr) || (affects.reach === 'captures' && capturesData(fr));
    const old = requirements.filter(reaches);
    // A constraint that is one persona's working condition ("Cab tablets lose signal" is the
    // driver's) bends that persona's features — those it names or that bring data in, or that share
    // a noun of their main phrase with it ("routes must be usable offline": the route view) — and
    // not another persona's ("report an unplowed street" is the resident's, on their own phone).
    const whose = new Set(personas.filter((p) => ((p.item.fields.conditions as string[] | undefined) ?? []).some((c) => line.includes(c) || c.includes(line))).map((p) => p.item.id));
    // A feature whose doer nobody knows yet may be theirs: it is bent when it brings data in or is
    // named ("Headstone safety inspections" with no journey), never left out for want of an actor.
    const theirs = requirements.filter((fr) => {
      const who = linked(fr, 'serves')[0];
      return who ? whose.has(who) && (reaches(fr) || !!sharedWord(fr)) : reaches(fr);
    });
    // Each feature is decided from the constraint and itself alone (named by it, or bringing data
    // in), never from whether some other feature is named: removing one must not bend another.
    // A constraint on a kind of data bends every feature that names it, whoever does it: the
    // persona it mentions ("shown only to the cleaner") is who may see it, not whose condition it is.
    const affected = (whose.size && affects.reach === 'captures' ? theirs : old).filter((fr) => !bent.has(`${fr.id} ${match.capability.id}`));
    const source = field === 'securityConcerns' ? 'the security concern' : 'the constraint';
    const place = constraintPlace(brief, match.capability.id);
    if (!affected.length) {
      if (!requirements.some((fr) => bent.has(`${fr.id} ${match.capability.id}`)))
        questions.push({
          text: `${source[0]!.toUpperCase()}${source.slice(1)} "${line}" calls for ${match.capability.name.toLowerCase()}, but no feature ${affects.reach === 'captures' ? 'captures data or ' : ''}is named by it: which features must handle it?`,
          about: [],
        });
      continue;
    }
    // Each affected feature gets the check that fits what it does itself — editing a thing several
    // people share (a rota: the conflict), bringing data in (saved on the device), else working on
    // from what is on the device — never one picked by its place among the others: removing one
    // feature must not change another's check. Two features may share a check; it names each one's thing.
    affected.forEach((fr) => {
      bent.add(`${fr.id} ${match.capability.id}`);
      // With no doer of its own, the check speaks of the persona whose condition the constraint is.
      const persona = personas.find((p) => linked(fr, 'serves')[0] === p.item.id) ?? (whose.size === 1 && !linked(fr, 'serves').length ? personas.find((p) => whose.has(p.item.id)) : undefined);
      const head = headNoun(fr.title);
      // The thing the constraint names when it names the feature by another of its words ("must
      // not see each other's scores": the scores of "score each application"), else the feature's own.
      const shared = affects.reach === 'named' || !said.has(head) ? sharedWord(fr) : '';
      const thing = shared || head;
      const slots = { actor: persona ? oneOf(persona.name) : 'a user', object: thing && !isAbstract(thing) ? thing : match.capability.object, action: String(fr.fields.action ?? '') };
      const n = linked(fr, 'verified_by').length + 1;
      const fits = sharesWork(fr) ? 'shared' : capturesData(fr) ? 'captures' : null;
      const check = match.capability.criteria.find((c) => fits && c.fits === fits) ?? affects;
      // A constraint on one device's app ("the technician's iPad") says where the check holds.
      const [given, when, then] = [`${fillSlots(check.given, slots)}${place ? ` ${place}` : ''}`, fillSlots(check.when, slots), fillSlots(check.then, slots)];
      const ac = item(`AC-${fr.id.slice(3)}.${n}`, 'criterion', `${fr.id} criterion ${n}`, `Given ${given}, when ${when}, then ${then}.`, `brief:${field}`, { given, when, then, constraint: line });
      // After the requirement's own criteria, so ids stay in order in the list.
      const last = criteria.findLastIndex((c) => linked(fr, 'verified_by').includes(c.id));
      criteria.splice(last + 1, 0, ac);
      fr.links.push({ kind: 'verified_by', to: ac.id });
    });
  }
  return questions;
}
