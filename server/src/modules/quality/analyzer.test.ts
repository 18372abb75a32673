import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { composeAll, normaliseBrief } from '../generation/composer/index.js';
import { briefCorpus } from '../generation/composer/planner/testing/brief-corpus.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import type { SpecGraph, SpecItem } from '../spec/graph.js';
import { analyze, rules } from './analyzer.js';
import type { AnalysisInput } from './rule.js';

/** The brief, its built-in graph and six documents, as a project has them after generating. */
function spec(input: Record<string, unknown>): AnalysisInput {
  const brief = normaliseBrief(input, '2026-01-05');
  const docs = composeAll(brief);
  return { brief, graph: docs.prd.graph, documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, content: d.markdown })) };
}

// The sample brief with a target on every metric: a spec none of the injected defects is in.
const rich = spec({ ...sampleInput, successMetrics: ['Weekly active families ≥ 2,000 by month 6', 'Shopping list completion rate ≥ 70%', 'Paid conversion 5%'] });
const thin = spec({ projectName: 'Notes', projectDescription: 'An app.' });
const middling = spec(briefCorpus.legal!);

/** A deep copy with one change, so every injection starts from the same correct spec. */
function inject(base: AnalysisInput, change: (g: SpecGraph, docs: AnalysisInput['documents']) => void): AnalysisInput {
  const copy = structuredClone(base);
  change(copy.graph, copy.documents);
  return copy;
}
const byId = (g: SpecGraph, id: string) => g.items.find((i) => i.id === id)!;
const rulesHit = (input: AnalysisInput) => new Set(analyze(input).findings.map((f) => f.rule));

describe('scores', () => {
  it('the built-in set of a rich brief is not "Ready to build from" while its criteria are boilerplate; "An app." scores at most 30', () => {
    for (const input of [rich, ...(['marketplace', 'health', 'iot'] as const).map((name) => spec(briefCorpus[name]!))]) {
      const report = analyze(input);
      if (report.findings.some((f) => f.rule === 'duplicate-criteria')) expect(report.ready, report.headline).toBe(false);
      expect(report.score).toBeGreaterThanOrEqual(40);
      expect(report.score).toBeLessThan(80);
    }
    expect(analyze(thin).score).toBeLessThanOrEqual(30);
  });

  it('a deliberately vague brief (fast, intuitive, scalable; no metrics; one feature) scores at most 40 and names the vague terms', () => {
    const vague = analyze(spec({ projectName: 'Pad', projectDescription: 'A fast, intuitive and scalable note app for everyone who wants notes.', keyFeatures: ['Fast intuitive note taking'], userPersonas: ['Note takers'] }));
    expect(vague.score).toBeLessThanOrEqual(40);
    expect(vague.ready).toBe(false);
    const named = vague.findings.filter((f) => f.rule === 'vague-term').map((f) => f.message);
    // Every vague word of the feature is named, not only the first.
    expect(named.join(' ')).toMatch(/"fast"/i);
    expect(named.join(' ')).toMatch(/"intuitive"/i);
  });

  it('a critical finding caps the score at 59 and breaks its dimension', () => {
    const broken = analyze(inject(rich, (g) => (byId(g, 'FR-2').links = byId(g, 'FR-2').links.filter((l) => l.kind !== 'verified_by'))));
    expect(broken.score).toBeLessThanOrEqual(59);
    expect(broken.verdicts.find((v) => v.dimension === 'testability')).toMatchObject({ verdict: 'broken' });
    expect(broken.headline).toMatch(/lift testability from broken to thin/);
  });

  it('is deterministic: the same input gives byte-identical reports', () => {
    for (const input of [rich, thin, middling]) expect(JSON.stringify(analyze(structuredClone(input)))).toBe(JSON.stringify(analyze(input)));
  });

  it('matches the golden reports of a thin, a middling and a rich brief', async () => {
    for (const [name, input] of [
      ['thin', thin],
      ['middling', middling],
      ['rich', rich],
    ] as const) {
      await expect(`${JSON.stringify(analyze(input), null, 2)}\n`).toMatchFileSnapshot(`./testing/golden-${name}.json`);
    }
  });

  it('has at least twelve rule families, each with a distinct id', () => {
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
    expect(rules.length).toBeGreaterThanOrEqual(12);
  });
});

// The wording, specificity and plan rules judge the built-in set itself; their injections start from a
// hand-written reference spec instead (calibration/calibration.test.ts).
describe('every rule finds its defect when injected into a correct spec, and not before', () => {
  const clean = rulesHit(rich);
  const cases: [string, AnalysisInput][] = [
    ['fr-without-criteria', inject(rich, (g) => (byId(g, 'FR-2').links = byId(g, 'FR-2').links.filter((l) => l.kind !== 'verified_by')))],
    ['nfr-without-threshold', inject(rich, (g) => Object.assign(byId(g, 'NFR-1').fields, { threshold: 'fast enough' }))],
    ['metric-without-target', inject(rich, (g) => Object.assign(byId(g, 'SM-2'), { title: 'Happy users' }).fields && (byId(g, 'SM-2').fields.target = null))],
    ['fr-without-task', inject(rich, (g) => (byId(g, 'FR-3').links = byId(g, 'FR-3').links.filter((l) => l.kind !== 'built_by')))],
    ['task-without-requirement', inject(rich, (g) => g.items.push(task('T-99', 'Build a chat bot', 'feature')))],
    ['dependency-cycle', inject(rich, (g) => byId(g, 'T-1').links.push({ kind: 'depends_on', to: 'T-2' }))],
    ['task-before-dependency', inject(rich, (g) => Object.assign(byId(g, 'T-2').fields, { start: '2026-01-05' }))],
    ['schedule-past-timeline', inject(rich, (g) => Object.assign(g.items.filter((i) => i.kind === 'milestone').at(-1)!.fields, { overrunDays: 12 }))],
    ['duplicate-requirement', inject(rich, (g) => Object.assign(byId(g, 'FR-4'), { title: byId(g, 'FR-1').title }))],
    ['persona-unused', inject(rich, (g) => g.items.push({ ...byId(g, 'PER-1'), id: 'PER-9', title: 'Grandparents', links: [] }))],
    ['placeholder-text', inject(rich, (_g, docs) => (docs[0]!.content = docs[0]!.content.replace('## Problem', '## Problem\n\nTODO: ask the founders')))],
    ['conflicting-numbers', inject(rich, (g) => g.items.push({ ...byId(g, 'NFR-1'), id: 'NFR-9', fields: { ...byId(g, 'NFR-1').fields, threshold: 'p95 ≤ 900 ms; interactive ≤ 4 s' } }))],
    ['terminology-drift', inject(rich, (g) => (byId(g, 'FR-2').title = 'Customers share a shopping list with clients'))],
    ['fr-not-from-brief', inject(rich, (g) => (byId(g, 'FR-5').source = 'suggested'))],
    [
      'integration-unexplained',
      inject(rich, (g) => g.items.push({ id: 'INT-9', kind: 'integration', title: 'Acme Vault', statement: 'Acme Vault: purpose to be confirmed.', status: 'active', source: 'brief:integrations@0a1b2c3d', fields: { purpose: null }, links: [] })),
    ],
  ];
  it.each(cases)('%s', (rule, input) => {
    expect(clean.has(rule), `${rule} already fires on the correct spec`).toBe(false);
    expect(rulesHit(input).has(rule)).toBe(true);
  });

  it("reads a metric's target from its own words: zero, numbers and percentages written out are targets", () => {
    const withTitle = (title: string) => rulesHit(inject(rich, (g) => Object.assign(byId(g, 'SM-2'), { title }).fields && (byId(g, 'SM-2').fields.target = null)));
    for (const title of [
      'Zero double bookings in the first three months',
      'No missed handovers after launch',
      'Half of the members book online',
      'Ninety percent of orders ship the same day',
      'Lost parcels under 1 in 500',
      'Phone enquiries halved',
      'Both concerts sold out',
      'Repair quotes sent the same day as the inspection',
    ]) {
      expect(withTitle(title).has('metric-without-target'), title).toBe(false);
    }
    for (const title of ['Happy users', 'More bookings', 'Double bookings go down']) expect(withTitle(title).has('metric-without-target'), title).toBe(true);
  });

  it('takes an outcome a tester checks by looking again as testable: the field named, answers kept, nothing submitted, the draft restored', () => {
    const target = rich.graph.items.find((i) => i.kind === 'criterion')!.id;
    const withThen = (then: string) =>
      analyze(
        inject(rich, (g) => {
          const c = byId(g, target);
          Object.assign(c, { statement: `Given a required answer is missing, when they submit, then ${then}.`, fields: { ...c.fields, then } });
        }),
      ).findings.filter((f) => f.rule === 'untestable-criterion' && f.itemId === target);
    for (const then of ['the field is named, their other answers are kept and nothing is submitted', 'the draft is where they left it', 'a bottle past its hold time is flagged', 'the form prints a bottle label']) expect(withThen(then), then).toEqual([]);
    expect(withThen('it is processed properly')).toHaveLength(1);
  });

  it('the brief rules fire on a thin brief and not on a rich one', () => {
    const hits = rulesHit(thin);
    for (const r of ['brief-features', 'brief-description', 'brief-problem', 'brief-personas', 'brief-metrics', 'brief-timeline']) {
      expect(hits.has(r), r).toBe(true);
      expect(clean.has(r), r).toBe(false);
    }
  });

  it('each finding names its rule, severity, place, message and fix', () => {
    for (const f of analyze(thin).findings) {
      expect(f.message.length).toBeGreaterThan(10);
      expect(f.suggestion.length).toBeGreaterThan(10);
      expect(['critical', 'high', 'medium', 'low']).toContain(f.severity);
    }
    const placed = analyze(inject(rich, (g) => (byId(g, 'FR-3').links = byId(g, 'FR-3').links.filter((l) => l.kind !== 'built_by')))).findings.find((f) => f.rule === 'fr-without-task')!;
    expect(placed).toMatchObject({ itemId: 'FR-3', severity: 'high', dimension: 'traceability' });
  });
});

function task(id: string, title: string, role: string): SpecItem {
  return { id, kind: 'task', title, statement: title, status: 'active', source: 'derived', fields: { role, estimateDays: 2 }, links: [] };
}

describe('work linear in the documents', () => {
  it('a hand-edited document full of unclosed "[insert" brackets is read in one pass', () => {
    // Each unclosed bracket rescanned the rest of the text: ~10^10 steps for this section.
    const content = `# Notes\n\n## Wall\n\n${'x[insert '.repeat(30_000)} TODO\n`;
    const input = inject(rich, (_g, docs) => docs.push({ type: 'notes', title: 'Notes', content }));
    const t0 = performance.now();
    const found = analyze(input).findings.filter((f) => f.rule === 'placeholder-text' && f.document === 'notes');
    expect(performance.now() - t0).toBeLessThan(2_000);
    expect(found.map((f) => f.message)).toEqual(['"TODO" left in Notes, section "Wall".']);
  });
});
