import type { EntityManager } from '@mikro-orm/postgresql';
import type { ItemKind, ItemStatus, LinkKind, SpecGraph, SpecItem } from '../spec/graph.js';

const KINDS: ItemKind[] = ['requirement', 'criterion', 'task', 'milestone'];
const LINKS: LinkKind[] = ['verified_by', 'built_by', 'due_in'];

interface ItemRow {
  item_id: string;
  kind: ItemKind;
  title: string;
  statement: string;
  status: ItemStatus;
  priority: string | null;
}

/**
 * The part of a project's graph verification reads (requirements, criteria, tasks, milestones
 * and the links between them), as plain rows: hydrating the whole graph as entities costs
 * several times more than the verification itself on a 500-requirement spec (bench-evidence).
 */
export async function loadEvidenceGraph(em: EntityManager, projectId: string): Promise<SpecGraph> {
  const rows: ItemRow[] = await em.execute(
    `select item_id, kind, title, statement, status, fields->>'priority' as priority from spec_item
     where project_id = ? and kind in (${KINDS.map(() => '?').join(', ')}) order by position`,
    [projectId, ...KINDS],
  );
  const links: { from_id: string; kind: LinkKind; to_id: string }[] = await em.execute(`select from_id, kind, to_id from spec_link where project_id = ? and kind in (${LINKS.map(() => '?').join(', ')}) order by from_id, position`, [projectId, ...LINKS]);
  const byFrom = new Map<string, SpecItem['links']>();
  for (const l of links) {
    const list = byFrom.get(l.from_id);
    if (list) list.push({ kind: l.kind, to: l.to_id });
    else byFrom.set(l.from_id, [{ kind: l.kind, to: l.to_id }]);
  }
  const items = rows.map((r): SpecItem => ({
    id: r.item_id,
    kind: r.kind,
    title: r.title,
    statement: r.statement,
    status: r.status,
    source: '',
    fields: r.priority === null ? {} : { priority: r.priority },
    links: byFrom.get(r.item_id) ?? [],
  }));
  return { items, generator: '' };
}
