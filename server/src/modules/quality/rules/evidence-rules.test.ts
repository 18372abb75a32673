import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../../generation/composer/index.js';
import { sampleInput } from '../../generation/composer/sample-brief.js';
import { itemsOf } from '../../spec/graph.js';
import { analyze } from '../analyzer.js';
import type { AnalysisInput } from '../rule.js';

const brief = normaliseBrief(sampleInput, '2026-01-05');
const graph = buildSpecGraph(brief);
const criteria = itemsOf(graph, 'criterion').map((c) => c.id);
const rowOf = (input: AnalysisInput) => analyze(input).rules.find((r) => r.rule === 'must-unverified')!;

describe('must-unverified: the quality gate counts unproven Must criteria once tests report in', () => {
  it('stays silent before any test results', () => {
    expect(rowOf({ brief, graph, documents: [] })).toMatchObject({ checked: 0, failed: 0 });
  });

  it('counts each Must criterion not verified, one finding per requirement naming them', () => {
    const statusOf = Object.fromEntries(criteria.map((id) => [id, 'verified' as const]));
    expect(rowOf({ brief, graph, documents: [], evidence: { statusOf } })).toMatchObject({ checked: criteria.length, failed: 0 });
    const evidence = { statusOf: { ...statusOf, 'AC-2.1': 'failing' as const, 'AC-2.3': 'stale' as const, 'AC-4.2': 'unverified' as const } };
    const report = analyze({ brief, graph, documents: [], evidence });
    expect(rowOf({ brief, graph, documents: [], evidence })).toMatchObject({ checked: criteria.length, failed: 3 });
    const found = report.findings.filter((f) => f.rule === 'must-unverified');
    expect(found.map((f) => [f.itemId, f.severity, f.dimension])).toEqual([
      ['FR-2', 'high', 'testability'],
      ['FR-4', 'high', 'testability'],
    ]);
    expect(found[0]!.message).toBe('FR-2 is a Must requirement, yet AC-2.1 (failing), AC-2.3 (stale) are not proven by a passing test run.');
    expect(report.dimensions.testability).toBeLessThan(analyze({ brief, graph, documents: [], evidence: { statusOf } }).dimensions.testability);
  });
});
