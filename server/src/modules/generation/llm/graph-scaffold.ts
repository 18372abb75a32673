import { field, itemById, itemsOf, linked, type SpecGraph, type SpecItem } from '../../spec/graph.js';
import type { ModelGraph } from './graph-schema.js';

/**
 * The built-in composer's graph in the form a model answers in: the scaffold of the graph
 * prompt. It shows the format by example and fixes the ids (FR-3 is the brief's third key
 * feature), so a model's graph keeps the ids later documents and stored links use.
 */
export function scaffoldForModel(graph: SpecGraph): ModelGraph {
  const byId = itemById(graph);
  const str = (i: SpecItem, name: string) => {
    const v = i.fields[name];
    return v === undefined || v === null ? null : String(v);
  };
  const prefixed = (ids: string[], prefix: string) => ids.filter((id) => id.startsWith(`${prefix}-`));
  return {
    personas: itemsOf(graph, 'persona').map((p) => ({ id: p.id, name: p.title, description: p.statement })),
    journeys: itemsOf(graph, 'journey').map((j) => ({
      id: j.id,
      title: j.title,
      description: j.statement,
      steps: field<string[]>(j, 'steps', []),
      personas: linked(j, 'performed_by'),
      requirements: linked(j, 'needs'),
    })),
    requirements: itemsOf(graph, 'requirement').map((r) => ({
      id: r.id,
      title: r.title,
      statement: r.statement,
      action: str(r, 'action') ?? `use ${r.title}`,
      benefit: str(r, 'benefit'),
      priority: r.fields.priority === 'Must' ? 'Must' : r.fields.priority === 'Could' ? 'Could' : 'Should',
      personas: linked(r, 'serves'),
      entities: prefixed(linked(r, 'uses'), 'ENT'),
      integrations: prefixed(linked(r, 'uses'), 'INT'),
      metrics: linked(r, 'measured_by'),
      criteria: linked(r, 'verified_by').flatMap((id) => {
        const c = byId.get(id);
        return c ? [{ given: String(c.fields.given ?? ''), when: String(c.fields.when ?? ''), then: String(c.fields.then ?? '') }] : [];
      }),
    })),
    nfrs: itemsOf(graph, 'nfr').map((n) => ({ id: n.id, category: str(n, 'category') ?? n.title, statement: n.statement, threshold: str(n, 'threshold') ?? '' })),
    metrics: itemsOf(graph, 'metric').map((m) => ({ id: m.id, name: m.title, target: str(m, 'target') })),
    entities: itemsOf(graph, 'entity').map((e) => ({
      id: e.id,
      name: e.title,
      description: e.statement,
      attributes: field<string[]>(e, 'attributes', []),
      relatesTo: linked(e, 'relates_to'),
    })),
    decisions: itemsOf(graph, 'decision').map((d) => ({
      id: d.id,
      area: str(d, 'area') ?? '',
      choice: str(d, 'choice') ?? d.title,
      rationale: d.statement,
      alternatives: field<string[]>(d, 'alternatives', []),
      recommended: d.fields.recommended === true,
      supports: linked(d, 'supports'),
    })),
    integrations: itemsOf(graph, 'integration').map((i) => ({
      id: i.id,
      name: i.title,
      purpose: str(i, 'purpose'),
      alternatives: field<string[]>(i, 'alternatives', []),
    })),
    risks: itemsOf(graph, 'risk').map((r) => ({ id: r.id, risk: r.title, mitigation: str(r, 'mitigation') ?? '', concerns: linked(r, 'concerns') })),
    questions: itemsOf(graph, 'question').map((q) => ({ id: q.id, question: q.title, concerns: linked(q, 'concerns') })),
  };
}
