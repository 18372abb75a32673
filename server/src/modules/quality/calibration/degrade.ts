import { parseStatement } from '../rules/phrases.js';
import type { SpecGraph, SpecItem } from '../../spec/graph.js';

/**
 * Degradations a careless spec shows, applied by code to a correct spec, each with the rule meant
 * to name it. Each returns a new graph; the input is not touched.
 */
export interface Degradation {
  id: string;
  /** The rule that must name it. */
  rule: string;
  /** Other rules right to fire on it too (boilerplate criteria are also untestable and vague). */
  alsoRight: string[];
  apply(graph: SpecGraph): SpecGraph;
}

const copy = (g: SpecGraph): SpecGraph => structuredClone(g);
const byKind = (g: SpecGraph, kind: SpecItem['kind']) => g.items.filter((i) => i.kind === kind && i.status === 'active');

/** Removes items and every link pointing at them. */
function without(g: SpecGraph, drop: (i: SpecItem) => boolean): SpecGraph {
  const gone = new Set(g.items.filter(drop).map((i) => i.id));
  return { ...g, items: g.items.filter((i) => !gone.has(i.id)).map((i) => ({ ...i, links: i.links.filter((l) => !gone.has(l.to)) })) };
}

export const degradations: Degradation[] = [
  {
    id: 'criteria replaced by boilerplate',
    rule: 'duplicate-criteria',
    alsoRight: ['untestable-criterion', 'missing-edge-case', 'vague-term'],
    apply(graph) {
      const g = copy(graph);
      const byId = new Map(g.items.map((i) => [i.id, i]));
      for (const r of byKind(g, 'requirement')) {
        const actor = parseStatement(r.statement)?.actor.toLowerCase() ?? 'user';
        const feature = r.title.toLowerCase();
        r.links
          .filter((l) => l.kind === 'verified_by')
          .forEach((l, n) => {
            const c = byId.get(l.to);
            if (!c) return;
            const [given, when, then] =
              n % 2
                ? ['required details are missing or invalid', `they try to ${feature}`, 'they are told what to fix and nothing incomplete is saved']
                : [`a ${actor} is signed in`, `they ${feature}`, 'they see the outcome on screen straight away, without reloading'];
            Object.assign(c, { statement: `Given ${given}, when ${when}, then ${then}.`, fields: { ...c.fields, given, when, then } });
          });
      }
      return g;
    },
  },
  {
    id: 'actors swapped',
    rule: 'actor-mismatch',
    alsoRight: [],
    apply(graph) {
      const g = copy(graph);
      const personas = byKind(g, 'persona').map((p) => p.title);
      for (const r of byKind(g, 'requirement')) {
        const actor = parseStatement(r.statement)?.actor;
        if (!actor || personas.length < 2) continue;
        const at = personas.findIndex((p) => p.toLowerCase() === actor.toLowerCase());
        r.statement = r.statement.replace(actor, personas[(at + 1) % personas.length]!);
      }
      return g;
    },
  },
  {
    // Everything written to honour the brief's constraints, security concerns and compliance goes.
    id: 'constraints dropped',
    rule: 'constraint-unaddressed',
    alsoRight: ['nfr-unverified'],
    apply: (graph) => without(graph, (i) => typeof i.fields.addresses === 'string'),
  },
  {
    id: 'NFR tasks removed',
    rule: 'nfr-unverified',
    // An NFR that carried a constraint is no longer checked by anything.
    alsoRight: ['constraint-unaddressed'],
    apply: (graph) => without(graph, (i) => i.kind === 'task' && i.links.some((l) => l.kind === 'concerns' && l.to.startsWith('NFR-'))),
  },
  {
    id: 'estimates halved',
    rule: 'estimate-unsupported',
    alsoRight: [],
    apply(graph) {
      const g = copy(graph);
      for (const t of byKind(g, 'task')) {
        if (typeof t.fields.estimateDays === 'number') t.fields.estimateDays = Math.floor(t.fields.estimateDays / 2);
        const range = t.fields.estimateRange;
        if (range && typeof range === 'object' && !Array.isArray(range)) t.fields.estimateRange = Object.fromEntries(Object.entries(range).map(([k, v]) => [k, Math.floor(Number(v) / 2)]));
      }
      return g;
    },
  },
];

/** All degradations at once: the careless spec the analyzer must rank below the built-in set. */
export const degradeAll = (graph: SpecGraph): SpecGraph => degradations.reduce((g, d) => d.apply(g), graph);
