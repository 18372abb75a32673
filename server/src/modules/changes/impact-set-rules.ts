import { describeSource, entryIndex, type BriefFacts, type EntryDiff } from '../spec/brief-diff.js';
import { linked, type SpecItem } from '../spec/graph.js';
import { integrationUsers, metricMoves, priorityAt, sharedWords, singularWords } from '../generation/composer/index.js';
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
  // Each persona's context is told apart from the others' (a condition only one of them has):
  // a persona added or removed re-reads the rest.
  if (moved.some((e) => e.field === 'userPersonas' && e.change !== 'changed')) {
    for (const i of active) if (i.kind === 'persona') put(i, 'downstream', 'The personas changed: what sets each one apart is read again');
  }
  // Priority follows the feature's place in the list: a feature added or removed above the fifth
  // moves others across the Must line.
  if (moved.some((e) => e.field === 'keyFeatures' && e.change !== 'changed')) {
    const features = current.lists.keyFeatures ?? [];
    for (const i of active) {
      if (i.kind !== 'requirement' || !i.source.startsWith('brief:keyFeatures@')) continue;
      const at = entryIndex(i.source, 'keyFeatures', features);
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
  // A new metric is measured on the requirements that move it (they gain the link): the composer's rule.
  for (const e of moved.filter((m) => m.change === 'added' && m.field === 'successMetrics')) {
    for (const i of active) if (i.kind === 'requirement' && metricMoves(e.after ?? '', i)) put(i, 'downstream', `Moves the new success metric ${quote(e.after)}`);
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
