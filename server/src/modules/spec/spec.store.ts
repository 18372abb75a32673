import { itemFieldSchemas, specItemSchema } from '@specforge/contracts/spec-item';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { BriefFacts } from './brief-diff.js';
import { compareIds, type SpecGraph, type SpecItem } from './graph.js';
import { SpecBasisRow, SpecItemRow, SpecLinkRow } from './spec.entity.js';

/**
 * Every item checked against the shared item schema and its kind's facts (contracts spec-item.js)
 * before it is stored, so what the graph stores always reads back typed. One linear pass.
 */
function assertGraphItems(graph: SpecGraph): void {
  for (const item of graph.items) {
    const parsed = specItemSchema.safeParse(item);
    const facts = parsed.success ? itemFieldSchemas[item.kind].safeParse(item.fields) : null;
    const issue = !parsed.success ? parsed.error.issues[0] : facts && !facts.success ? facts.error.issues[0] : undefined;
    if (issue) throw new Error(`Spec item ${item.id} does not fit its schema: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
}

/**
 * Persistence of a project's spec graph. Saving keeps every item id ever used: items the new
 * graph no longer has stay, marked `superseded`, so links and references to them never dangle.
 * Runs inside the caller's transaction (the generation runner's completion).
 */
export async function saveGraph(em: EntityManager, projectId: string, graph: SpecGraph, basis?: BriefFacts): Promise<void> {
  assertGraphItems(graph);
  const existing = await em.find(SpecItemRow, { project: projectId });
  const byId = new Map(existing.map((r) => [r.itemId, r]));
  const fresh = new Set(graph.items.map((i) => i.id));
  graph.items.forEach((item, position) => {
    const row = byId.get(item.id);
    const values = { kind: item.kind, title: item.title, statement: item.statement, status: item.status, source: item.source, fields: item.fields, position };
    if (row) em.assign(row, values);
    else em.create(SpecItemRow, { project: projectId, itemId: item.id, ...values });
  });
  const today = new Date().toISOString().slice(0, 10);
  for (const row of existing) {
    if (fresh.has(row.itemId) || row.status === 'superseded') continue;
    row.status = 'superseded';
    row.fields = { ...row.fields, supersededOn: today };
  }
  if (basis) await em.upsert(SpecBasisRow, { project: projectId, facts: basis, updatedAt: new Date() });
  await em.flush();
  await em.nativeDelete(SpecLinkRow, { project: projectId });
  const links = graph.items.flatMap((item) => item.links.map((l, i) => ({ id: randomUUID(), project: projectId, fromId: item.id, kind: l.kind, toId: l.to, position: i })));
  if (links.length) await em.insertMany(SpecLinkRow, links);
}

/**
 * The stored graph (active items in generated order, then superseded ones), or null if none yet.
 * `generator` is what produced it (the PRD's generator: the PRD defines the graph).
 */
export async function loadGraph(em: EntityManager, projectId: string, generator = 'builtin'): Promise<SpecGraph | null> {
  const rows = await em.find(SpecItemRow, { project: projectId }, { orderBy: { position: 'asc' } });
  if (!rows.length) return null;
  const links = await em.find(SpecLinkRow, { project: projectId }, { orderBy: { fromId: 'asc', position: 'asc' } });
  const byFrom = new Map<string, SpecItem['links']>();
  for (const l of links) byFrom.set(l.fromId, [...(byFrom.get(l.fromId) ?? []), { kind: l.kind, to: l.toId }]);
  const items: SpecItem[] = rows.map((r) => ({
    id: r.itemId,
    kind: r.kind,
    title: r.title,
    statement: r.statement,
    status: r.status,
    source: r.source,
    fields: r.fields,
    links: byFrom.get(r.itemId) ?? [],
  }));
  const active = items.filter((i) => i.status === 'active');
  const superseded = items.filter((i) => i.status !== 'active').sort((a, b) => compareIds(a.id, b.id));
  return { items: [...active, ...superseded], generator };
}

/** The brief the stored graph was built from, or null (a graph stored before changes were tracked). */
export async function loadBasis(em: EntityManager, projectId: string): Promise<BriefFacts | null> {
  const row = await em.findOne(SpecBasisRow, { project: projectId });
  return row?.facts ?? null;
}
