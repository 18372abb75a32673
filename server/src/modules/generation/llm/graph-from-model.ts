import type { ItemFields, ItemKind, LinkKind, SpecGraph, SpecItem } from '../../spec/graph.js';
import { validateGraph } from '../../spec/validate-graph.js';
import type { ComposerBrief } from '../composer/brief.js';
import { planSpecGraph, type SpecContent } from '../composer/index.js';
import type { ModelGraph } from './graph-schema.js';
import { honourToldAnswers } from './told-answers.js';

/**
 * A model's answer (already zod-parsed) turned into the spec graph the documents render from,
 * or the list of problems to send back to the model. The content is the model's; tasks,
 * milestones and dates come from the built-in plan stage, as for the composer's own graph.
 *
 * Sources: an item whose id and kind the scaffold has keeps the scaffold's source (`brief:…`,
 * `suggested`, `derived`), since it stands for the same thing of the brief; an item the
 * scaffold does not have is the model's addition and says so (`model`).
 */
export type GraphReading = { graph: SpecGraph } | { problems: string[] };

const clause = (s: string, word: string) =>
  s
    .trim()
    .replace(new RegExp(`^${word}\\s+`, 'i'), '')
    .replace(/[.\s]+$/, '');

export function graphFromModel(brief: ComposerBrief, modelAnswer: ModelGraph, scaffold: SpecGraph, generator: string): GraphReading {
  const answer = honourToldAnswers(brief, modelAnswer, scaffold);
  const known = new Map(scaffold.items.map((i) => [i.id, i]));
  const sourceOf = (id: string, kind: ItemKind) => {
    const s = known.get(id);
    return s && s.kind === kind ? s.source : 'model';
  };
  const scaffoldField = (id: string, name: string) => known.get(id)?.fields[name];
  const make = (id: string, kind: ItemKind, title: string, statement: string, fields: ItemFields, links: [LinkKind, string[]][] = [], source = sourceOf(id, kind)): SpecItem => ({
    id,
    kind,
    title: title.trim(),
    statement: statement.trim(),
    status: 'active',
    source,
    fields,
    links: links.flatMap(([kind, to]) => [...new Set(to)].map((t) => ({ kind, to: t }))),
  });

  const criteria: SpecItem[] = [];
  const requirements = answer.requirements.map((r) => {
    const number = r.id.slice(3);
    const source = sourceOf(r.id, 'requirement');
    const own = r.criteria.map((c, n) => {
      const [given, when, then] = [clause(c.given, 'given'), clause(c.when, 'when'), clause(c.then, 'then')];
      // Criteria of a brief's feature are read from it, as the composer's are; a model's own feature's are the model's.
      const id = `AC-${number}.${n + 1}`;
      const statement = `Given ${given}, when ${when}, then ${then}.`;
      // A catalogue pattern's criterion the model kept word for word stays marked as the pattern's suggestion.
      const kept = known.get(id);
      const criterionSource = kept?.kind === 'criterion' && kept.source.startsWith('pattern:') && kept.statement === statement ? kept.source : source === 'model' ? 'model' : 'derived';
      return make(id, 'criterion', `${r.id} criterion ${n + 1}`, statement, { given, when, then }, [], criterionSource);
    });
    criteria.push(...own);
    return make(r.id, 'requirement', r.title, r.statement, { priority: r.priority, benefit: r.benefit?.trim() || null, action: r.action.trim(), capability: scaffoldField(r.id, 'capability') ?? null }, [
      ['serves', r.personas],
      ['uses', [...r.entities, ...r.integrations]],
      ['measured_by', r.metrics],
      ['verified_by', own.map((c) => c.id)],
    ]);
  });
  const content: SpecContent = {
    personas: answer.personas.map((p) => make(p.id, 'persona', p.name, p.description, { entry: p.description })),
    journeys: answer.journeys.map((j) =>
      make(j.id, 'journey', j.title, j.description, { steps: j.steps, proposed: scaffoldField(j.id, 'proposed') ?? true }, [
        ['performed_by', j.personas],
        ['needs', j.requirements],
      ]),
    ),
    requirements,
    criteria,
    nfrs: answer.nfrs.map((n, i) => make(n.id, 'nfr', n.category, n.statement, { category: n.category, threshold: n.threshold, order: i + 1 })),
    metrics: answer.metrics.map((m) => make(m.id, 'metric', m.name, m.name, { target: m.target?.trim() || null, proposed: scaffoldField(m.id, 'proposed') ?? true })),
    entities: answer.entities.map((e) => make(e.id, 'entity', e.name, e.description, { attributes: e.attributes }, [['relates_to', e.relatesTo]])),
    decisions: answer.decisions.map((d) => make(d.id, 'decision', `${d.area}: ${d.choice}`, d.rationale, { area: d.area, choice: d.choice, alternatives: d.alternatives, recommended: d.recommended }, [['supports', d.supports]])),
    integrations: answer.integrations.map((i) =>
      make(i.id, 'integration', i.name, i.purpose ? `${i.name}: ${i.purpose}.` : `${i.name}: purpose to be confirmed.`, {
        purpose: i.purpose?.trim() || null,
        alternatives: i.alternatives,
        recommended: scaffoldField(i.id, 'recommended') ?? true,
      }),
    ),
    risks: answer.risks.map((r) => risk(r, known.get(r.id), make)),
    questions: answer.questions.map((q) => make(q.id, 'question', q.question, q.question, { resolved: false }, [['concerns', q.concerns]])),
    // The first requirement that uses an entity introduces it; later ones are built after it.
    workedOn: new Map(answer.requirements.map((r) => [r.id, [...new Set(r.entities)]])),
  };

  const problems = [...coverage(answer, scaffold), ...validateGraph(contentGraph(content, generator)).map((p) => p.message)];
  if (problems.length) return { problems: [...new Set(problems)] };
  const graph = planSpecGraph(brief, content, generator);
  // The plan stage only adds tasks and milestones; checked again so a wrong graph is never stored.
  const planned = validateGraph(graph).map((p) => p.message);
  return planned.length ? { problems: planned } : { graph };
}

/** The user's own mitigation wins over the model's rewording: the brief says it, word for word. */
function risk(r: ModelGraph['risks'][number], drafted: SpecItem | undefined, make: (id: string, kind: ItemKind, title: string, statement: string, fields: ItemFields, links?: [LinkKind, string[]][]) => SpecItem): SpecItem {
  const users = drafted?.kind === 'risk' && drafted.fields.mitigationSource === 'user' ? String(drafted.fields.mitigation) : null;
  return make(r.id, 'risk', r.risk, drafted?.kind === 'risk' ? drafted.statement : r.risk, { mitigation: users ?? r.mitigation, mitigationSource: users ? 'user' : 'model' }, [['concerns', r.concerns]]);
}

/** Every key feature of the brief stays, under its id: later documents and stored links cite them. */
function coverage(answer: ModelGraph, scaffold: SpecGraph): string[] {
  const ids = new Set(answer.requirements.map((r) => r.id));
  const out = scaffold.items.filter((i) => i.kind === 'requirement' && i.source.startsWith('brief:keyFeatures') && !ids.has(i.id)).map((i) => `${i.id} is missing: it is the brief's key feature "${i.title}"; keep it under this id`);
  if (!answer.personas.length) out.push('there are no personas: give at least one');
  if (!answer.requirements.length) out.push('there are no requirements: give at least one');
  return out;
}

function contentGraph(c: SpecContent, generator: string): SpecGraph {
  const items = [c.personas, c.journeys, c.requirements, c.criteria, c.nfrs, c.metrics, c.entities, c.decisions, c.integrations, c.risks, c.questions].flat();
  return { generator, items };
}
