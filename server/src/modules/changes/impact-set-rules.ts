import { describeSource, entrySources, type BriefFacts, type EntryDiff } from '../spec/brief-diff.js';
import { linked, type SpecItem } from '../spec/graph.js';
import { buildPersonas, integrationUsers, journeyPersona, manyOf, matchCapabilities, metricMoves, namesCapability, personaName, priorityAt, sharedWords, singularWords } from '../generation/composer/index.js';
import type { ImpactChange, ImpactItem } from './impact.js';

/**
 * The impact report's rules for decisions the composer makes from a set, or that a new entry
 * makes in items that already exist: each names what the update will really change, so the
 * report's counts match the patch's.
 */

type Put = (i: SpecItem, change: ImpactChange, reason: string) => void;
type Moved = EntryDiff & { change: 'changed' | 'removed' | 'added' };

const quote = (s: string | null) => `"${(s ?? '').length > 80 ? `${s!.slice(0, 77)}…` : (s ?? '')}"`;
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Lower-case singular words, as the composer compares them ("plot holders" → plot, holder). */
const words = (text: string) => singularWords(text);

/** Rules about a list as a whole: the only persona, personas told apart, items made from a whole list. */
export function setRules(basis: BriefFacts, current: BriefFacts, active: SpecItem[], moved: Moved[], bySource: Map<string, SpecItem[]>, put: Put): void {
  // With one persona, every feature is that persona's: a list going from one persona to more, or
  // back, re-reads who does each requirement (and so its criteria and questions).
  const personaCount = (facts: BriefFacts) => facts.lists.userPersonas?.length ?? 0;
  if ((personaCount(basis) === 1) !== (personaCount(current) === 1) && personaCount(basis) + personaCount(current) > 1) {
    for (const i of active) if (i.kind === 'requirement') put(i, 'changed', personaCount(current) === 1 ? 'One persona is left: every feature is now theirs' : 'A second persona: who does each feature is read again');
    if (personaCount(current) === 1) for (const i of active) if (i.kind === 'question' && i.fields.topic === 'actor') put(i, 'retired', 'One persona is left: nobody needs to ask who does it');
  }
  actorsReread(basis, current, active, moved, put);
  // Each persona's context is told apart from the others' (a condition only one of them has):
  // a persona added or removed re-reads the rest.
  if (moved.some((e) => e.field === 'userPersonas' && e.change !== 'changed')) {
    for (const i of active) if (i.kind === 'persona') put(i, 'downstream', 'The personas changed: what sets each one apart is read again');
  }
  // Priority follows the feature's place in the list: a feature added or removed above the fifth
  // moves others across the Must line.
  if (moved.some((e) => e.field === 'keyFeatures' && e.change !== 'changed')) {
    // Each entry's place by its key, in one pass (not a pass over the whole list per requirement).
    const place = new Map(entrySources('keyFeatures', current.lists.keyFeatures ?? []).map((src, k) => [src, k]));
    for (const i of active) {
      if (i.kind !== 'requirement' || !i.source.startsWith('brief:keyFeatures@')) continue;
      const at = place.get(i.source) ?? -1;
      if (at >= 0 && priorityAt(at) !== i.fields.priority) put(i, 'changed', `Now ${priorityAt(at)}: its place in the key features moved across the first five`);
    }
  }
  // Items made from a whole list (the account's roles from every persona) change with its membership.
  for (const field of new Set(moved.filter((e) => e.change !== 'changed').map((e) => e.field))) {
    for (const i of bySource.get(`brief:${field}`) ?? []) put(i, 'changed', `${cap(describeSource(field, null))} changed: an entry was ${moved.some((e) => e.field === field && e.change === 'added') ? 'added' : 'removed'}`);
  }
}

/** New entries that existing items take up: a new feature (journeys, risks, entities) or metric (requirements). */
export function takenUp(active: SpecItem[], moved: Moved[], put: Put): void {
  // A new feature is taken up by the journeys, risks and data-model entities that share its words
  // (they gain a link to it): the composer's own word rule, without its exclusions, so this is a superset.
  for (const e of moved.filter((m) => m.change === 'added' && m.field === 'keyFeatures')) {
    for (const i of active) {
      if ((i.kind === 'journey' || i.kind === 'risk' || i.kind === 'entity') && sharedWords(e.after ?? '', `${i.title} ${i.statement}`).length) {
        put(i, 'downstream', `May take up the new key feature ${quote(e.after)}`);
      }
    }
  }
  // A feature that names a persona makes that persona a role of its own (an entity), if no feature
  // named it before: the person columns that stood for the account now point at the role.
  const personaWords = new Set(active.filter((i) => i.kind === 'persona').flatMap((p) => words(p.title)));
  for (const e of moved.filter((m) => m.change !== 'removed' && m.field === 'keyFeatures')) {
    const named = words(e.after ?? '').filter((w) => personaWords.has(w));
    if (!named.length) continue;
    for (const i of active) {
      // A role's column is its head's ("memberId") or, for a relational head, its whole name's ("plotHolderId").
      const columns = ((i.fields.attributes as string[] | undefined) ?? []).filter((a) => named.some((w) => a === `${w}Id` || a.endsWith(`${w.charAt(0).toUpperCase()}${w.slice(1)}Id`)));
      if (i.kind === 'entity' && columns.length) put(i, 'downstream', `Its ${columns.join(', ')} may refer to the role the ${e.change === 'added' ? 'new' : 'changed'} key feature names`);
    }
  }
  // …and a feature removed or reworded that named one may leave the role named by no feature: its entity may go.
  for (const e of moved.filter((m) => m.change !== 'added' && m.field === 'keyFeatures')) {
    const named = words(e.before ?? '').filter((w) => personaWords.has(w));
    if (!named.length) continue;
    for (const i of active) {
      if (i.kind === 'entity' && i.source.startsWith('brief:userPersonas') && words(i.title).some((w) => named.includes(w))) {
        put(i, 'downstream', `A role the ${e.change === 'removed' ? 'removed' : 'reworded'} key feature ${quote(e.before)} named: it stays only while a feature names it`);
      }
    }
  }
  // A new metric is measured on the requirements that move it (they gain the link): the composer's rule.
  for (const e of moved.filter((m) => m.change === 'added' && m.field === 'successMetrics')) {
    for (const i of active) if (i.kind === 'requirement' && metricMoves(e.after ?? '', i)) put(i, 'downstream', `Moves the new success metric ${quote(e.after)}`);
  }
  // A new or reworded feature that moves a metric no requirement moved answers the metric's open
  // question ("Which requirement moves …?"), as the composer links it: from the two alone.
  const unlinked = active.filter((m) => m.kind === 'metric' && !active.some((r) => r.kind === 'requirement' && linked(r, 'measured_by').includes(m.id)));
  for (const e of moved.filter((m) => m.change !== 'removed' && m.field === 'keyFeatures' && m.to !== null)) {
    const title = e.after ?? '';
    const fr = { title, fields: { priority: priorityAt(e.to! - 1), capability: matchCapabilities(title).find((m) => namesCapability(title, m))?.capability.id ?? null } };
    for (const m of unlinked.filter((x) => metricMoves(x.title, fr))) {
      put(m, 'downstream', `Moved by the ${e.change === 'added' ? 'new' : 'reworded'} key feature ${quote(e.after)}`);
      for (const q of active)
        if (q.kind === 'question' && linked(q, 'concerns').includes(m.id) && q.statement.startsWith('Which requirement moves')) put(q, 'retired', `Answered: the ${e.change === 'added' ? 'new' : 'reworded'} key feature ${quote(e.after)} moves ${m.id}`);
    }
  }
  // A new or renamed integration is used by the requirements that need it (they gain the link): the composer's rule.
  const requirements = active.filter((i) => i.kind === 'requirement');
  for (const e of moved.filter((m) => m.change !== 'removed' && m.field === 'integrations')) {
    for (const i of integrationUsers(e.after ?? '', requirements)) {
      put(i, 'downstream', `Uses the ${e.change === 'added' ? 'new' : 'renamed'} integration ${quote(e.after)}`);
      // Its build task then waits for the integration's own task: the link moves the plan too.
      const builds = new Set(linked(i, 'built_by'));
      for (const t of active.filter((x) => x.kind === 'task' && builds.has(x.id))) put(t, 'downstream', `Builds ${i.id}, which uses the ${e.change === 'added' ? 'new' : 'renamed'} integration ${quote(e.after)}`);
    }
  }
}

/** Criteria placed on a journey's step cite the journey: a journey reached takes them along. */
export function journeyCitations(active: SpecItem[], out: Map<string, ImpactItem>, put: Put): void {
  const journeys = [...out.values()].filter((x) => x.kind === 'journey').map((x) => x.id);
  if (journeys.length) {
    const cites = new RegExp(`\\b(?:${journeys.join('|')})\\b`);
    for (const i of active) if (!out.has(i.id) && i.kind === 'criterion' && cites.test(i.statement)) put(i, 'downstream', `Cites ${cites.exec(i.statement)![0]}`);
  }
}

/**
 * Persona names are no evidence of what a risk or a journey concerns (the composer ignores their
 * words when it links them to features): a persona added, removed or renamed changes which words
 * count, so the risks and journeys that use a word of its name are read again.
 */
export function personaWords(active: SpecItem[], moved: Moved[], put: Put): void {
  for (const e of moved.filter((m) => m.field === 'userPersonas')) {
    const names = [e.before, e.after].filter((x): x is string => !!x).map(personaName);
    const own = new Set(names.flatMap(words));
    for (const i of active) {
      if (i.kind !== 'risk' && i.kind !== 'journey') continue;
      const hit = words(`${i.title} ${i.statement}`).find((w) => own.has(w));
      if (hit) put(i, 'downstream', `Uses "${hit}", a word of the persona ${quote(names[0]!)}, which ${e.change === 'added' ? 'is new' : e.change === 'removed' ? 'was removed' : 'was renamed'}: the features it concerns are read again`);
    }
  }
}

/**
 * A requirement whose doer is asked ("Who does FR-4 …?") because the journey steps doing it show
 * two personas (or a bare "the tuner" two personas share): with a persona removed, renamed or
 * added, the same steps may show one, as the composer reads them (`journeyPersona`). The
 * requirement then speaks of that persona, with its criteria, and the question is answered.
 */
function actorsReread(basis: BriefFacts, current: BriefFacts, active: SpecItem[], moved: Moved[], put: Put): void {
  const edits = moved.filter((e) => e.field === 'userPersonas');
  if (!edits.length || (current.lists.userPersonas ?? []).length < 2) return;
  const asked = active.filter((q) => q.kind === 'question' && q.fields.topic === 'actor' && /^Who does /.test(q.statement));
  if (!asked.length) return;
  const journeys = active.filter((i) => i.kind === 'journey');
  const doerIn = (facts: BriefFacts) => {
    const personas = buildPersonas({ userPersonas: facts.lists.userPersonas ?? [], projectName: '' });
    const ignore = new Set(personas.flatMap((p) => [...p.heads, ...singularWords(p.name)]));
    return (feature: string) => journeyPersona(feature, journeys, personas, ignore);
  };
  const [before, after] = [doerIn(basis), doerIn(current)];
  const what = edits.map((e) => `the persona ${quote(personaName(e.before ?? e.after ?? ''))} ${e.change === 'added' ? 'is new' : e.change === 'removed' ? 'was removed' : 'was renamed'}`).join('; ');
  for (const q of asked) {
    for (const fr of active.filter((r) => r.kind === 'requirement' && linked(q, 'concerns').includes(r.id))) {
      // Only what the edit decides: the steps show another doer than before (a renamed persona is the same one).
      // The question names its two candidates ("suppliers or finance officers"): one removed leaves the other.
      const who = after(fr.title) ?? leftOf(q.statement, edits, current);
      const was = before(fr.title)?.name ?? null;
      if (!who || was === who.name || edits.some((e) => e.change === 'changed' && personaName(e.before ?? '') === was && personaName(e.after ?? '') === who.name)) continue;
      put(q, 'retired', `Answered: ${what}, and the journey steps doing ${fr.id} now show one persona, ${who.name}`);
      put(fr, 'changed', `Now done by ${who.name}: ${what}, and the journey steps doing it show only them`);
    }
  }
}

/** "Who does FR-5 …: suppliers or finance officers, or all of them?" with one of the two removed: the other. */
function leftOf(question: string, edits: Moved[], current: BriefFacts): { name: string } | null {
  const two = /:\s*([^:]+?) or ([^:]+?), or all of them\?/.exec(question);
  if (!two) return null;
  const removed = edits.filter((e) => e.change === 'removed').map((e) => personaName(e.before ?? '').toLowerCase());
  const names = (current.lists.userPersonas ?? []).map((p) => personaName(p));
  const plural = (n: string) => manyOf(n).toLowerCase();
  const [a, b] = [two[1]!.toLowerCase(), two[2]!.toLowerCase()];
  const gone = removed.map(plural);
  const other = gone.includes(a) ? b : gone.includes(b) ? a : null;
  const kept = other && names.find((n) => plural(n) === other);
  return kept ? { name: kept } : null;
}
