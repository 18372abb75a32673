import type { SpecItem } from '../../../spec/graph.js';
import type { Capability } from '../catalogue/schema.js';
import { catalogue } from '../catalogue/load.js';
import actNouns from '../reader/act-nouns.json' with { type: 'json' };
import type { PersonaRef } from '../reader/personas.js';
import { item, link } from './item.js';
import { wordTags } from '../reader/inflect.js';
import { nounHits, pascalCase, singular } from '../reader/language.js';
import { lexicon } from '../reader/lexicon.js';
import { roleStem } from '../reader/entity-candidates.js';

/** Columns every entity has already, or that name another table the pattern's own model needs. */
const generic = new Set(['id', 'createdAt', 'updatedAt', 'ownerId', 'userId']);

/** A pattern's column for the person who does the act (the customer books, the payer pays): the brief's actor. */
const actorColumns = new Set(['customerId', 'payerId', 'authorId', 'reporterId', 'attendeeId']);
/** A pattern's column for some other person (who is reminded, who is assigned): a user account. */
const personColumns = new Set(['recipientId', 'assigneeId', 'scannedBy', 'assignedBy', 'borrowerId', 'checkedOutBy', 'excusedBy']);

const { _about: _, ...nominal } = actNouns;
const actNoun: Readonly<Record<string, string>> = nominal;

/** The last word of an entity's name, singular and lower-case: "TruckPosition" → "position". */
function headWord(title: string): string {
  return singular(
    title
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .split(' ')
      .at(-1)!
      .toLowerCase(),
  );
}

function attributesOf(e: SpecItem): string[] {
  return (e.fields.attributes as string[] | undefined) ?? [];
}

function lowerFirst(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** Adds a pattern's columns to an entity: at most `limit` new ones, one per kind, before `createdAt`. */
function lend(e: SpecItem, columns: readonly string[], capability: Capability, limit: number): void {
  const own = attributesOf(e);
  // One column per kind: a "mediaUrl" already there makes a "photoUrl" a duplicate.
  const kind = (a: string) => /[A-Z][a-z]+$/.exec(a)?.[0] ?? a;
  const extra = columns.filter((a) => !generic.has(a) && !own.includes(a) && !(/Url$/.test(a) && own.some((o) => kind(o) === kind(a)))).slice(0, limit);
  if (!extra.length) return;
  // A start and an end say more than the brief-derived "scheduledAt": they replace it.
  const kept = extra.includes('startsAt') ? own.filter((a) => a !== 'scheduledAt') : own;
  const last = kept.at(-1) === 'createdAt' ? kept.slice(0, -1) : kept;
  // A pattern's own id column for the thing replaces the generic owner.
  const owned = extra.some((a) => /Id$/.test(a)) ? last.filter((a) => a !== 'ownerId') : last;
  e.fields.attributes = [...owned, ...extra, ...(own.at(-1) === 'createdAt' || !own.length ? ['createdAt'] : [])];
  e.fields.attributesFrom = `pattern:${capability.id}`;
}

/**
 * Who a record's person columns are: the actor's role (or account), any other person an account;
 * `actors` also points an actor column no persona was found for ("reporterId") at the account.
 */
function refer(record: SpecItem, actor: string | null, roles: ReadonlyMap<string, string>, actors = false): void {
  const references: Record<string, string> = {};
  for (const a of attributesOf(record)) {
    if (actor && a === `${actor}Id`) references[a] = roles.get(actor) ?? 'ENT-1';
    else if (personColumns.has(a) || (actors && actorColumns.has(a))) references[a] = 'ENT-1';
  }
  if (Object.keys(references).length) record.fields.references = references;
  const role = actor ? roles.get(actor) : undefined;
  if (role && references[`${actor}Id`]) link(record, 'relates_to', role);
}

/** The persona a requirement serves, when it serves exactly one: its role stem names the actor's column. */
function actorHead(fr: SpecItem, personas: readonly PersonaRef[]): string | null {
  const served = fr.links.filter((l) => l.kind === 'serves').map((l) => personas.find((p) => p.item.id === l.to));
  return served.length === 1 && served[0] ? roleStem(served[0]) || null : null;
}

/**
 * The brief's own name for a thing a feature names by the pattern's word: "Damage report" →
 * DamageReport; "Resident report of an unplowed street" → StreetReport (the people it is by say
 * less than the thing it is about, when that thing is in the model).
 */
function nameFromTitle(title: string, head: string, entities: readonly SpecItem[], personas: readonly PersonaRef[]): string | null {
  const hit = nounHits(title).find((h) => h.head === head);
  if (!hit) return null;
  const people = new Set(personas.flatMap((p) => p.heads));
  // An opening noun read as a verb ("Damage report with photos …") still names the kind of thing.
  const before = new RegExp(String.raw`^([\p{L}-]+)\s+${head}s?\b`, 'iu').exec(title)?.[1]?.toLowerCase();
  const compound = !hit.compound.includes(' ') && before && !lexicon.thingVerbs.has(before) && wordTags(before).some((t) => t === 'Noun' || t === 'Infinitive') ? `${before} ${head}` : hit.compound;
  const words = compound.split(' ').filter((w) => !people.has(w));
  if (words.length > 1) return pascalCase(words.join(' '));
  const about = new RegExp(String.raw`\b${head}s?\s+(?:of|about|for)\s+(?:(?:a|an|the|each)\s+)?(?:[\p{L}-]+\s+)?([\p{L}-]+)`, 'iu').exec(title);
  const thing = about ? singular(about[1]!.toLowerCase()) : '';
  return thing && entities.some((e) => e.title.toLowerCase() === thing) ? pascalCase(`${thing} ${head}`) : pascalCase(head);
}

/**
 * What a feature's capability knows about the data it needs, added to the model the brief's nouns
 * gave (build-entities.ts), marked as suggested by the pattern like the criteria it came with:
 * - a record of an act on a thing (`recordOf`: the Reservation of a tool, the positions of a truck)
 *   is its own entity, named by the brief where it has a noun for it, else by the act ("reserve" →
 *   Reservation, act-nouns.json), else by the catalogue; it refers to the thing and its actor;
 * - a thing the pattern models itself (the tool a catalogue lists, the deposit a payment takes)
 *   gets the model's columns; only the first requirement about it (it works on it, not merely
 *   mentions it) lends them, so a tool that is also booked and scanned does not collect every
 *   pattern's columns; a thing the brief names only by the pattern's word ("Damage report") is
 *   added.
 */
export function addPatternAttributes(entities: SpecItem[], requirements: readonly SpecItem[], workedOn: ReadonlyMap<string, string[]>, roles: ReadonlyMap<string, string>, personas: readonly PersonaRef[]): void {
  const people = new Set(['ENT-1', ...roles.values()]);
  const capabilities = new Map(catalogue().map((c) => [c.id, c]));
  const lent = new Set<string>();
  const add = (name: string, statement: string, capability: Capability): SpecItem => {
    const e = item(`ENT-${entities.length + 1}`, 'entity', name, statement, `pattern:${capability.id}`, { attributes: ['id', 'createdAt'] });
    entities.push(e);
    return e;
  };
  for (const fr of requirements) {
    const capability = capabilities.get(String(fr.fields.capability ?? ''));
    const model = capability?.entities[0];
    if (!capability || !model) continue;
    const objectWord =
      String(fr.fields.object ?? '')
        .split(/\s+/)
        .at(-1)
        ?.toLowerCase() ?? '';
    const used = fr.links.filter((l) => l.kind === 'uses').flatMap((l) => entities.filter((e) => e.id === l.to && !people.has(e.id)));
    const found = used.find((e) => e.title.toLowerCase() === objectWord);
    // A feature named by the record itself ("Medication reminders"): the thing is the record.
    const isRecord = !!found && objectWord === capability.object;
    const recordWords = new Set(capability.recognise.phrases.map((p) => p.text));
    // A capability's own word for what its record is of ("session") stands for the one thing the
    // feature names that is no record itself: "Attendance check-in at rehearsal" is of a Rehearsal.
    const named = !found && capability.recordOf && capability.objectFrom === 'fixed' ? used.filter((e) => !recordWords.has(headWord(e.title))) : [];
    const object = isRecord ? undefined : (found ?? (named.length === 1 ? named[0] : undefined));
    if (capability.recordOf) {
      const verb =
        fr.fields.form === 'act'
          ? String(fr.fields.action ?? '')
              .split(/\s+/)[0]!
              .toLowerCase()
          : '';
      // An act names its record ("book a table" keeps a Booking, not the slot it is for); a feature
      // named by a thing names it ("Live truck positions"); else the catalogue's name.
      const actName = actNoun[verb]?.replace('{Object}', object?.title ?? '');
      // A thing of the feature's own is the record only when the capability calls it so ("assignment",
      // "position"), or it is the thing's own ("TruckPosition"): "with a late fee" names no loan.
      const ownRecord = used.find((e) => e !== object && (recordWords.has(headWord(e.title)) || (!!object && e.title !== object.title && e.title.startsWith(object.title))));
      let record = isRecord ? found : actName ? entities.find((e) => e.title === actName) : ownRecord;
      if (!record && object) {
        const name = actName ?? model.name;
        record = entities.find((e) => e.title === name) ?? add(name, `${name}: the record of ${fr.id} ("${fr.title}") for one ${object.title.toLowerCase()}.`, capability);
      }
      if (!record) continue;
      const actor = actorHead(fr, personas);
      // "accept or decline an assignment": the thing acted on is the record itself, no record of itself.
      if (record === object) {
        lend(
          record,
          model.attributes.filter((a) => a !== capability.recordOf).map((a) => (actorColumns.has(a) && actor ? `${actor}Id` : a)),
          capability,
          7,
        );
        refer(record, actor, roles);
        link(fr, 'uses', record.id);
        continue;
      }
      const columns = model.attributes.map((a) => (a === capability.recordOf && object ? `${lowerFirst(object.title)}Id` : actorColumns.has(a) && actor ? `${actor}Id` : a));
      lend(record, columns, capability, 7);
      refer(record, actor, roles);
      if (object) link(record, 'relates_to', object.id);
      // The account is where a thing with no relation of its own hangs; the record now has one.
      if (object) record.links = record.links.filter((l) => !(l.kind === 'relates_to' && l.to === 'ENT-1'));
      // The record refers to the thing, not the other way round (one line in the diagram).
      if (object && record !== object) object.links = object.links.filter((l) => !(l.kind === 'relates_to' && l.to === record.id));
      link(fr, 'uses', record.id);
      continue;
    }
    if (!capability.modelIsObject) continue;
    // The act is the record's own verb ("Invoice the farmer after a visit"): it makes that record
    // (an Invoice, for the things the feature names), it does not turn the farmer or the visit into one.
    // Read off the title too: a word before a determiner is a verb ("Invoice the farmer"), whatever the tagger made of it.
    const [first, next] = fr.title.toLowerCase().split(/\s+/);
    const verb =
      fr.fields.form === 'act'
        ? singular(
            String(fr.fields.action ?? '')
              .split(/\s+/)[0]!
              .toLowerCase(),
          )
        : /^(?:the|a|an|each|every|their|all)$/.test(next ?? '')
          ? (first ?? '')
          : '';
    if (verb && verb === capability.object && objectWord !== capability.object && !entities.some((e) => headWord(e.title) === verb)) {
      const e = add(model.name, `${model.name}: what ${fr.id} ("${fr.title}") makes.`, capability);
      lend(e, model.attributes, capability, 7);
      refer(e, null, roles, true);
      for (const u of used) link(e, 'relates_to', u.id);
      link(fr, 'uses', e.id);
      continue;
    }
    if (!object && capability.objectFrom === 'fixed' && objectWord === capability.object) {
      // The brief calls the thing by the pattern's own word ("Damage report"): the model needs it.
      const name = nameFromTitle(fr.title, objectWord, entities, personas);
      if (!name || entities.some((e) => e.title === name)) continue;
      const e = add(name, `${name} as ${fr.id} ("${fr.title}") names it.`, capability);
      // A report is its reporter's record: the person who does the feature is in it.
      const actor = actorHead(fr, personas);
      lend(
        e,
        model.attributes.map((a) => (actorColumns.has(a) && actor ? `${actor}Id` : a)),
        capability,
        7,
      );
      refer(e, actor, roles, true);
      for (const u of used) link(e, 'relates_to', u.id);
      link(fr, 'uses', e.id);
      continue;
    }
    // The thing the pattern's checks are about ("tool" in "matching tools are listed"), if the brief's model has it.
    for (const id of workedOn.get(fr.id) ?? []) {
      if (lent.has(id)) continue;
      const e = entities.find((x) => x.id === id);
      if (!e || e.title.toLowerCase() !== objectWord) continue;
      lent.add(id);
      lend(
        e,
        model.attributes.filter((a) => !/Id$/.test(a)),
        capability,
        5,
      );
    }
  }
}
