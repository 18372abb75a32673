import type { SpecItem } from '../../../spec/graph.js';
import type { ComposerBrief } from '../brief.js';
import { textLines } from '../text.js';
import { singularWords, type PersonaRef } from '../reader/personas.js';
import { item } from './item.js';
import { hints, occasionRecord, personBefore, phraseAround, setting, thingsOnly, vendorName, withoutPersonaModifiers } from './entity-phrases.js';
import { isAbstract, nounHits, opensWithVerb, pascalCase } from '../reader/language.js';
import { lexicon } from '../reader/lexicon.js';
import { wordTags } from '../reader/inflect.js';
import { addPatternAttributes } from './entity-attributes.js';
import { ownersOf } from './entity-owners.js';
import { measureColumns, type Measure } from './entity-measures.js';
import { addTo, heldBy, scoreOf, type Candidate } from './entity-score.js';
import { holdersOf } from './entity-relations.js';
import { gerundThings, heldThing, isSettingOnly, recordsAbout, madeThings, qualifiedAfter, qualifiedRecord, roleStem, sentDocument, withoutInstitutionNames } from '../reader/entity-candidates.js';

/**
 * The data model from the brief's own nouns: what the features, journeys and description talk
 * about (a feature counts most, each feature on its own: a thing is kept by what one feature and
 * the stable sources say of it, never by how many features mention it, nor ranked against the
 * others under a cap), plus one entity per persona role. Each
 * entity's attributes come from the words around it in the same sentence.
 */

const platformWords = new Set(['web', 'ios', 'android', 'desktop', 'tablet', 'browser', 'mobile']);

export interface EntityBuild {
  entities: SpecItem[];
  /**
   * The things each requirement works on, for ordering: a rule it states counts only when it
   * comes after something ("after each walk"), not before ("before their first walk").
   */
  workedOn: Map<string, string[]>;
  /** Things no persona is said to make or own: whose they are is asked, not defaulted. */
  unowned: SpecItem[];
}

/** People in general are no stored thing of their own ("Family members share …"). */
// So are the people words of the lexicon ("residents", "drivers"): a role is a persona's, and
// a feature naming people no persona stands for asks who they are, it keeps no table of them.
const peopleHeads = new Set(['member', 'people', 'person', 'everyone', 'someone', 'anyone', 'everybody', ...lexicon.peopleWords]);
const peopleWords = [...lexicon.peopleWords];

/** The clauses that name a thing (the problem statement tells a story, not the model). */
function clausesOf(c: Candidate, brief: ComposerBrief): string[] {
  const head = c.words.at(-1)!;
  return c.lines
    .filter((l) => l !== brief.problemStatement)
    .flatMap((l) => l.split(/\s*(?:\band\b|\bbut\b|\bwhile\b|[,;→]|->|[.!?](?=\s)|\s\d+\.(?=\s))\s*/i))
    .filter((clause) => singularWords(clause).includes(head));
}

export function buildEntities(brief: ComposerBrief, personas: readonly PersonaRef[], requirements: SpecItem[], integrations: SpecItem[]): EntityBuild {
  const personaHeads = new Set(personas.flatMap((p) => p.heads));
  const excluded = new Set([...singularWords(`${brief.projectName} ${integrations.map((i) => vendorName(i.title)).join(' ')}`), ...platformWords]);
  const sources: [string[], number][] = [
    [brief.keyFeatures, 3],
    [textLines(brief.userJourneys), 1],
    [[brief.projectDescription, brief.problemStatement].filter(Boolean), 1],
  ];
  const found = new Map<string, Candidate>();
  let order = 0;
  const details = new Map<string, string[]>();
  const measures: Measure[] = [];
  // What a feature keeps about a persona's people ("Resident profiles"): the role's own columns, no table.
  const personRecords = new Map<string, string[]>();
  // Occasions named by an -ing word ("an upcoming firing", "a sailing"), read once over the brief:
  // where one qualifies another noun ("Firing log") that noun is the occasion's record.
  const occasions = new Set(sources.flatMap(([lines]) => lines.flatMap(gerundThings)));
  for (const [lines, weight] of sources) {
    for (const line of lines) {
      // A hyphenated word before a noun describes it ("Show-night calling mode"): no thing of its own.
      const { text: spoken, withs } = thingsOnly(withoutPersonaModifiers(line, personas).replace(/\b[\p{L}]+-[\p{L}]+\s+(?=[\p{L}])/gu, ''));
      // Details are read from the features; the description and journeys tell a story ("with gloves on").
      if (weight === 3) for (const [head, attrs] of withs) details.set(head, [...(details.get(head) ?? []), ...attrs]);
      // "Export payroll": a verb opening the line is no part of the thing's name.
      const opener = spoken.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
      // Where something is used or shown ("in the truck cab", "on a dispatch map", "for a pickup
      // day") is its setting: it counts for little, a thing only if the brief names it outside one.
      // Read with and without the settings: the tagger gets some phrases right only in context
      // ("picks five dinners in the …"), others only alone ("Live lorry positions").
      const coreText = spoken.replace(setting, ' ');
      const core = new Set(singularWords(coreText));
      const hits = new Map([...nounHits(spoken), ...nounHits(coreText)].map((h) => [h.head, h]));
      // Things people hand in ("grant applications", "each application") stand even where the tagger reads them otherwise.
      const made = madeThings(spoken, new Set([...excluded, ...personaHeads, ...peopleHeads]));
      for (const h of made) if (!hits.has(h.head) || !hits.get(h.head)!.compound.includes(' ')) hits.set(h.head, h);
      for (const g of gerundThings(spoken)) if (!hits.has(g)) hits.set(g, { head: g, compound: g });
      for (const tagged of hits.values()) {
        const record = qualifiedAfter(spoken, tagged.head) ?? occasionRecord(spoken, tagged, occasions);
        const read = record ? { head: record.split(' ')[1]!, compound: record } : tagged;
        const score = core.has(read.head) ? weight : weight === 3 ? 1 : 0.5;
        // "a cancelled booking": a past participle before a thing names its state (a status), not a thing of its own.
        const stated = read.compound.includes(' ') && wordTags(read.compound.split(' ')[0]!).includes('PastTense');
        const glued = stated || (lexicon.thingVerbs.has(opener) && read.compound.startsWith(`${opener} `));
        const raw = glued ? { head: read.head, compound: read.head } : read;
        // A screen is no stored thing: "Apiary map" stores apiaries, "Inspection history" inspections.
        const shown = lexicon.viewNouns.has(raw.head) || lexicon.toolNouns.has(raw.head) || lexicon.collectionNouns.has(raw.head);
        const modifier = raw.compound.includes(' ') ? raw.compound.split(' ')[0]! : '';
        // Sent to someone, a report is a document the product keeps ("Monthly report to the council").
        const sent = shown && !modifier && weight === 3 ? sentDocument(spoken, raw.head) : null;
        if (shown && !modifier && !sent) continue;
        if (sent) details.set(raw.head, [...new Set([...(details.get(raw.head) ?? []), ...(sent.includes(' ') ? ['period'] : []), 'sentAt'])]);
        const hit = sent ? { head: raw.head, compound: sent } : shown ? { head: modifier, compound: modifier } : raw;
        const key = hit.compound.split(' ').some((w) => excluded.has(w) || personaHeads.has(w) || peopleHeads.has(w)) ? hit.head : hit.compound;
        // "test results": a general noun a thing qualifies names that thing's record.
        const whose = personBefore(spoken, hit.head);
        if (weight === 3 && whose && personaHeads.has(whose) && lexicon.personRecordNouns.has(hit.head)) {
          // A record with details of its own ("profiles with home addresses") gives those; a bare one ("qualifications") itself.
          const columns = details.get(hit.head)?.length ? details.get(hit.head)! : [hit.head];
          personRecords.set(whose, [...new Set([...(personRecords.get(whose) ?? []), ...columns])]);
          continue;
        }
        const general = isAbstract(hit.head) && !(key !== hit.head && qualifiedRecord(hit.head, key)) && !made.some((m) => m.head === hit.head);
        if (general || excluded.has(hit.head) || personaHeads.has(hit.head) || peopleHeads.has(hit.head)) continue;
        // A measure is a column of the thing it measures (entity-measures.ts), no table.
        if (lexicon.measureNouns.has(hit.head)) {
          measures.push({ line, compound: key, feature: weight === 3 });
          continue;
        }
        const c: Candidate = found.get(key) ?? { name: pascalCase(key), words: key.split(' '), base: 0, byFeature: new Map(), first: order++, lines: [] };
        addTo(c, weight === 3 ? line : null, score);
        if (core.has(read.head)) c.grounded = true;
        if (!c.lines.includes(line)) c.lines.push(line);
        found.set(key, c);
      }
    }
  }
  // A feature that names a thing by its words counts for it as a passing mention, as its `uses`
  // link does, though the tagger read it otherwise ("Route assignment board": "route" as a verb):
  // a thing several features use stays when one of them goes. A word that describes a person or
  // another thing the model keeps ("family members", "Mood journal") is theirs, not a mention.
  const describes = (h: { head: string; compound: string }) => peopleHeads.has(h.head) || personaHeads.has(h.head) || (found.has(h.compound) && scoreOf(found.get(h.compound)!) >= 2);
  const featureReads = brief.keyFeatures.map((line) => ({
    line,
    // A detail of another thing ("tickets with QR codes") is its column, not a mention of a code.
    words: new Set(singularWords(line).filter((w) => !thingsOnly(line).spent.has(w))),
    modifiers: new Set(
      nounHits(line)
        .filter(describes)
        .flatMap((h) => h.compound.split(' ').filter((w) => w !== h.head)),
    ),
    // Words describing a person ("family members") are the person's, never a thing the feature names.
    ofPeople: new Set(
      nounHits(line)
        .filter((h) => peopleHeads.has(h.head) || personaHeads.has(h.head) || lexicon.peopleWords.has(h.head))
        .flatMap((h) => h.compound.split(' ').filter((w) => w !== h.head)),
    ),
  }));
  for (const c of found.values()) {
    const head = c.words.at(-1)!;
    for (const f of featureReads) if (!c.lines.includes(f.line) && !f.modifiers.has(head) && c.words.every((w) => f.words.has(w))) addTo(c, f.line, 1);
    // Named by its words at all (as its `uses` link reads the title), a feature says at least this much of it.
    for (const f of featureReads) if (!f.ofPeople.has(head) && c.words.every((w) => f.words.has(w)) && (c.byFeature.get(f.line) ?? 0) < 1) c.byFeature.set(f.line, 1);
  }
  // "GPS walk" folds into "walk" when the walk is a thing of its own.
  for (const [key, c] of found) {
    const head = c.words[c.words.length - 1]!;
    const alone = c.words.length > 1 ? found.get(head) : undefined;
    if (alone) {
      alone.base += c.base;
      alone.grounded ||= c.grounded;
      for (const [line, n] of c.byFeature) addTo(alone, line, n);
      alone.lines.push(...c.lines.filter((l) => !alone.lines.includes(l)));
      found.delete(key);
    }
  }
  for (const [head, columns] of measureColumns(
    measures,
    [...found.values()].map((c) => c.words),
  ))
    details.set(head, [...(details.get(head) ?? []), ...columns]);
  // The organisation the product serves or reports to is its setting, not a table (entity-candidates.ts).
  const told = sources.flatMap(([lines]) => lines).filter((l) => l !== brief.problemStatement);
  // What a "Well owner" owns is a domain object when the brief names it elsewhere ("at the well"), and theirs.
  const holders = new Map<string, string>();
  for (const p of personas) {
    const thing = heldThing(p, told);
    if (!thing || excluded.has(thing) || isAbstract(thing)) continue;
    const c: Candidate = found.get(thing) ?? { name: pascalCase(thing), words: [thing], base: 0, byFeature: new Map(), first: order++, lines: told.filter((l) => singularWords(l).includes(thing)) };
    c.base += 2;
    c.grounded = true;
    found.set(thing, c);
    holders.set(thing, p.heads.at(-1)!);
  }
  // A thing only ever named as where something happens ("check in at the ramp", "queue on the ramp")
  // is the place, no record; an occasion ("on a sailing") is one, whatever the phrase.
  const grounded = (c: Candidate) => c.grounded || (c.words.length === 1 && occasions.has(c.words[0]!));
  // A thing only the story passes by ("waves the car aboard"), which no feature names and nothing
  // is kept about, is no table: the features say what the product stores.
  const kept = (c: Candidate) => c.byFeature.size > 0 || holders.has(c.words.join(' ')) || !!details.get(c.words.at(-1)!)?.length || hints.some((h) => h.match.test(c.lines.map((l) => phraseAround(l, c.words.at(-1)!)).join(' ')));
  const things = [...found.values()].filter((c) => scoreOf(c) >= 2 && grounded(c) && kept(c) && !isSettingOnly(c.words.at(-1)!, told)).sort((a, b) => a.first - b.first);

  // Personas are roles of their own only when the features tell them apart by name.
  const featureWords = new Set(brief.keyFeatures.flatMap(singularWords));
  // Per persona (not "only when there are several"): a persona added or removed leaves the others' roles alone.
  const roles = personas.filter((p) => p.item.source !== 'suggested' && p.heads.some((h) => featureWords.has(h)));
  const entities: SpecItem[] = [
    // With personas, the account is made from their list as a whole (its roles): one added or removed changes it.
    item('ENT-1', 'entity', 'User', 'Everyone who signs in; the owner of their own data.', brief.userPersonas.length ? 'brief:userPersonas' : 'suggested', {
      // A role column as soon as the brief names two personas: from the persona list alone.
      attributes: ['id', 'email', 'name', ...(brief.userPersonas.length > 1 ? ['role'] : []), 'createdAt'],
    }),
  ];
  const roleIds = new Map<string, string>();
  /** Each role's column stem by its head word ("owner" → wellOwner): roleStem in entity-candidates.ts. */
  const stems = new Map<string, string>();
  for (const p of roles) {
    const head = p.heads[p.heads.length - 1]!;
    stems.set(head, roleStem(p));
    // A role is a role of User (its column points at the account) unless a feature keeps records
    // about those people beyond their account: then they are a table of their own.
    if (!recordsAbout(p, brief.keyFeatures)) {
      roleIds.set(head, 'ENT-1');
      continue;
    }
    const id = `ENT-${entities.length + 1}`;
    roleIds.set(head, id);
    entities.push(
      item(id, 'entity', pascalCase(stems.get(head)!.replace(/[A-Z]/g, ' $&')), `The ${p.name} side of a user account (${p.item.id}).`, p.item.source, { attributes: ['id', 'userId', ...(personRecords.get(head) ?? []), 'createdAt'] }, [
        ['relates_to', 'ENT-1'],
      ]),
    );
  }
  const thingIds = new Map<Candidate, string>();
  const owned = new Map<Candidate, string[]>();
  for (const c of things) {
    const id = `ENT-${entities.length + 1}`;
    thingIds.set(c, id);
    // A role's column only where the brief makes the thing theirs (entity-owners.ts), not wherever
    // they act on it: a street a resident reports is no resident's. Hints read the thing's own phrase.
    const head = c.words.at(-1)!;
    const holder = c.words.length === 1 ? holders.get(head) : undefined;
    const owners = [...roleIds.keys()].filter((h) => h === holder || ownersOf(c.words, clausesOf(c, brief), [h]).length);
    owned.set(c, owners);
    const fks = owners.map((h) => `${stems.get(h)!}Id`);
    // No role of its own owns it: a persona who makes or owns it still makes it theirs (an ownerId
    // on the account); else whose it is stays an open decision, not a silent owner column.
    // A feature that opens with the making verb ("Write notes in folders") makes it its doer's.
    const doneBy = brief.keyFeatures.filter((l) => c.lines.includes(l) && opensWithVerb(l)).map((l) => `someone ${l}`);
    const made = !fks.length && (ownersOf(c.words, clausesOf(c, brief), [...personaHeads, ...peopleWords]).length > 0 || ownersOf(c.words, doneBy, ['someone']).length > 0);
    const near = c.lines.map((l) => phraseAround(l, head)).join(' ');
    // An occasion ("a firing", "a sailing") happens at a time, whatever the words around it.
    const timed = c.words.length === 1 && occasions.has(head) ? ['scheduledAt'] : [];
    // Photos the model keeps as a thing of their own ("Photo of each piece") hold the media: no copy of it as a column elsewhere.
    const media = (h: (typeof hints)[number]) => h.fields.includes('mediaUrl') && things.some((o) => o !== c && h.match.test(o.words.at(-1)!));
    const extra = [...timed, ...hints.filter((h) => h.match.test(near) && !media(h)).flatMap((h) => h.fields), ...(details.get(head) ?? [])];
    entities.push(
      item(id, 'entity', c.name, `${c.name} as the brief uses it: "${c.lines[0]}".`, 'brief', {
        attributes: [...new Set(['id', ...(fks.length ? fks : made ? ['ownerId'] : []), ...extra, 'createdAt'])],
        ...(owners.length ? { references: Object.fromEntries(owners.map((h) => [`${stems.get(h)!}Id`, roleIds.get(h)!])) } : made ? { references: { ownerId: 'ENT-1' } } : {}),
        ...(fks.length || made ? {} : { ownership: 'open' }),
      }),
    );
  }
  // Things named in one clause relate, the holder as the one side (entity-relations.ts); a thing relates to the roles it belongs to.
  // An organisation's name is its setting ("the state health department"): its words name no
  // thing here, so whether a "State" exists elsewhere cannot move this thing's links.
  // An organisation the brief keeps as a thing (a clinic it registers) is still named by its own word.
  const together = (c: Candidate, o: Candidate) => {
    const clauses = clausesOf(c, brief);
    const named = new Set(clauses.flatMap((l) => singularWords(lexicon.institutionNouns.has(o.words.at(-1)!) ? l : withoutInstitutionNames(l))));
    return o.words.every((w) => named.has(w));
  };
  const holdersByThing = holdersOf(things, (c) => clausesOf(c, brief), together, occasions);
  for (const c of things) {
    const e = entities.find((x) => x.id === thingIds.get(c))!;
    // Two roles of User are one link to the account.
    for (const to of new Set((owned.get(c) ?? []).map((h) => roleIds.get(h)!))) e.links.push({ kind: 'relates_to', to });
    for (const o of holdersByThing.get(c)!) e.links.push({ kind: 'relates_to', to: thingIds.get(o)! });
    if (!e.links.length) e.links.push({ kind: 'relates_to', to: 'ENT-1' });
  }
  const workedOn = new Map<string, string[]>();
  // A requirement lists the things it uses by name, not by how highly the whole brief scored them,
  // and only the things its own line (with the journeys and description) makes things: "Online
  // concert tickets" uses a Concert another feature keeps only if it says enough of it itself.
  const byName = [...things].sort((a, b) => a.name.localeCompare(b.name));
  for (const fr of requirements) {
    const words = new Set(singularWords(fr.title));
    const rule = /\b(before|until|without|within|only|per|up to|at most|at least|no more than)\b.*$/i.exec(fr.title);
    const core = new Set(singularWords(rule ? fr.title.slice(0, rule.index) : fr.title));
    const on: string[] = [];
    for (const c of byName) {
      if (!c.words.every((w) => words.has(w)) || !heldBy(c, fr.title)) continue;
      fr.links.push({ kind: 'uses', to: thingIds.get(c)! });
      if (c.words.every((w) => core.has(w))) on.push(thingIds.get(c)!);
    }
    for (const [head, id] of roleIds) if (words.has(head) && !fr.links.some((l) => l.kind === 'uses' && l.to === id)) fr.links.push({ kind: 'uses', to: id });
    workedOn.set(fr.id, on);
  }
  addPatternAttributes(entities, requirements, workedOn, new Map([...roleIds].map(([h, id]) => [stems.get(h)!, id])), personas);
  // A person column a pattern gave it (a booking's customerId) settles whose it is.
  const people = new Set(['ENT-1', ...roleIds.values()]);
  for (const e of entities) if (e.fields.ownership === 'open' && Object.values((e.fields.references as Record<string, string> | undefined) ?? {}).some((to) => people.has(to))) delete e.fields.ownership;
  return { entities, workedOn, unowned: entities.filter((e) => e.fields.ownership === 'open') };
}
