import { itemsOf, linked, type SpecGraph } from '../../../../spec/graph.js';
import { singular } from '../../reader/language.js';

/**
 * The share of criteria that another requirement of the same graph also has once each
 * requirement's own words are removed: its title, its actor's name and anything quoted. A
 * boilerplate line ("they see the outcome on screen straight away") survives the removal and is
 * counted; a criterion about its own feature does not.
 */
export function sharedCriteria(graph: SpecGraph): { share: number; shared: string[]; total: number } {
  const items = new Map(graph.items.map((i) => [i.id, i]));
  const personas = itemsOf(graph, 'persona');
  const skeletons = new Map<string, { fr: string; text: string }[]>();
  let total = 0;
  for (const fr of itemsOf(graph, 'requirement')) {
    const actorWords = linked(fr, 'serves').flatMap((id) => (personas.find((p) => p.id === id)?.title ?? '').split(/\s+/));
    const own = new Set([...fr.title.split(/\s+/), ...actorWords].flatMap((w) => words(w)).map(singular));
    for (const id of linked(fr, 'verified_by')) {
      const c = items.get(id);
      if (!c) continue;
      total += 1;
      const skeleton = words(c.statement.replace(/"[^"]*"/g, ' '))
        .filter((w) => !own.has(singular(w)) && !/^(?:uj|fr|q)-?\d*$/.test(w))
        .join(' ');
      skeletons.set(skeleton, [...(skeletons.get(skeleton) ?? []), { fr: fr.id, text: c.statement }]);
    }
  }
  const shared = [...skeletons.values()].filter((list) => new Set(list.map((x) => x.fr)).size > 1).flat();
  return { share: total ? shared.length / total : 0, shared: shared.map((x) => `${x.fr}: ${x.text}`), total };
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [];
}
