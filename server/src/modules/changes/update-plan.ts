import { buildSpecGraph, composeAll, type ComposerBrief } from '../generation/composer/index.js';
import { diffBriefs, type BriefFacts } from '../spec/brief-diff.js';
import type { SpecGraph } from '../spec/graph.js';
import { reconcileGraph } from '../spec/reconcile.js';
import { presentHunk } from './changes.presenter.js';
import { hunksFor, type Hunk } from './patch.js';
import type { PatchDocument } from './spec-patch.entity.js';

/** What an update is computed from: plain data, so it can run in a worker thread. */
export interface UpdateInput {
  brief: ComposerBrief;
  facts: BriefFacts;
  basis: BriefFacts | null;
  graph: SpecGraph;
  /** The documents to update, with their latest generated text (the three-way view). */
  documents: { documentId: string; baseVersion: number; type: string; content: string; generated: string | null; generator: string | null }[];
}

export interface UpdatePlan {
  graph: SpecGraph;
  summary: { added: string[]; retired: string[]; changed: string[] };
  /** Per document given, in order: its new title and structured form. */
  composed: { type: string; title: string; structured: Record<string, unknown> }[];
  hunks: Hunk[];
}

/**
 * The pure part of preparing an update: the stored graph reconciled with the regenerated one
 * (ids stay), every document composed from it, and each section that would change as a hunk.
 */
export function planUpdate(input: UpdateInput): UpdatePlan {
  const diff = input.basis ? diffBriefs(input.basis, input.facts) : null;
  const { graph, added, retired } = reconcileGraph(input.graph, buildSpecGraph(input.brief), diff);
  const before = new Map(input.graph.items.map((i) => [i.id, i]));
  const changed = graph.items.filter((i) => {
    const old = before.get(i.id);
    return old && old.status === 'active' && (old.title !== i.title || old.statement !== i.statement || canonical(old.fields) !== canonical(i.fields));
  });
  const composed = composeAll(input.brief, graph);
  const affected = new Set([...added, ...retired, ...changed.map((i) => i.id)]);
  const hunks: Hunk[] = [];
  const docs: UpdatePlan['composed'] = [];
  for (const doc of input.documents) {
    const fresh = composed[doc.type as keyof typeof composed];
    // A document a model wrote is updated only where the change reaches; the built-in one wherever it differs.
    const only = doc.generator && doc.generator !== 'builtin' && doc.generator !== 'user' ? affected : undefined;
    hunks.push(...hunksFor(doc.type, doc.content, doc.generated, fresh.markdown, only));
    docs.push({ type: doc.type, title: fresh.title, structured: fresh.structured });
  }
  return { graph, summary: { added, retired, changed: changed.map((i) => i.id) }, composed: docs, hunks };
}

/** JSON with sorted keys: the stored graph comes back from jsonb with its keys in jsonb's order, which is no change. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}

/**
 * The plan as the update row stores it: its big columns (the graph, the documents' structured
 * forms, the hunks) already JSON text, so the thread that stores it serializes nothing large;
 * the hunks and summary also as values, for the answer.
 */
export interface StoredUpdatePlan {
  summary: UpdatePlan['summary'];
  /**
   * No hunk objects: megabytes of section text, structured-cloned into the API's thread, held its
   * event loop on arrival. The hunks travel as bytes (`json.hunks`, `restHunks`) and are parsed
   * only when an answer asks for them (patch.service.ts).
   */
  documents: Omit<PatchDocument, 'structured'>[];
  /** Binary jsonb values (see `jsonb`), moved (not copied) out of the worker thread. */
  json: { graph: Uint8Array; documents: Uint8Array; hunks: Uint8Array; summary: Uint8Array };
  /** The hunks as REST presents them, as UTF-8 JSON text: the answer splices it in (changes.presenter.ts). */
  restHunks: Uint8Array;
}

/**
 * PostgreSQL's binary jsonb input: a version byte (1), then the JSON text in UTF-8. In its own
 * buffer (never Node's shared pool), so it can be transferred, and sent as it is.
 */
function jsonb(value: unknown): Uint8Array {
  const text = new TextEncoder().encode(JSON.stringify(value));
  const out = new Uint8Array(text.byteLength + 1);
  out[0] = 1;
  out.set(text, 1);
  return out;
}

export function planUpdateForStorage(input: UpdateInput): StoredUpdatePlan {
  const plan = planUpdate(input);
  const documents: PatchDocument[] = input.documents.map((d, k) => ({ documentId: d.documentId, type: d.type, baseVersion: d.baseVersion, structured: plan.composed[k]!.structured, title: plan.composed[k]!.title }));
  return {
    summary: plan.summary,
    documents: documents.map(({ structured: _structured, ...d }) => d),
    json: { graph: jsonb(plan.graph), documents: jsonb(documents), hunks: jsonb(plan.hunks), summary: jsonb(plan.summary) },
    restHunks: new TextEncoder().encode(JSON.stringify(plan.hunks.map(presentHunk))),
  };
}
