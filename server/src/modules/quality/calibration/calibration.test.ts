import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../../generation/composer/index.js';
import type { SpecGraph } from '../../spec/graph.js';
import { validateGraph } from '../../spec/validate-graph.js';
import { analyze } from '../analyzer.js';
import { degradations, degradeAll } from './degrade.js';
import { loadReferences } from './references.js';

/**
 * The calibration set: briefs in five domains, each with a spec a senior PM would sign (written by
 * hand), the built-in composer's spec of the same brief (composed here, never stored) and
 * degradations of the reference made by code. The analyzer must rank them as a reviewer would
 * and name every degradation by the rule meant to catch it.
 */
const references = loadReferences().map((ref) => ({ ...ref, composerBrief: normaliseBrief(ref.brief, '2026-01-05') }));
const report = (ref: (typeof references)[number], graph: SpecGraph) => analyze({ brief: ref.composerBrief, graph, documents: [] });

describe('the calibration set', () => {
  it('holds at least five references in different domains, each a valid spec graph', () => {
    expect(references.length).toBeGreaterThanOrEqual(5);
    for (const ref of references) expect(validateGraph(ref.graph), ref.name).toEqual([]);
  });

  it.each(references.map((r) => [r.name, r] as const))('%s: reference > built-in > degraded, and only the reference is ready to build from', (_name, ref) => {
    const reference = report(ref, ref.graph);
    const builtin = report(ref, buildSpecGraph(ref.composerBrief));
    const degraded = report(ref, degradeAll(ref.graph));
    expect(reference.ready, reference.headline).toBe(true);
    expect(reference.score).toBeGreaterThan(builtin.score);
    expect(builtin.score).toBeGreaterThan(degraded.score);
    for (const d of degradations) expect(report(ref, d.apply(ref.graph)).score, d.id).toBeLessThan(reference.score);
    // The built-in criteria come from the capability catalogue and the brief's own words, no longer
    // one boilerplate line per feature (the boilerplate degradation below is what still trips the
    // rule); the built-in set is still not ready to build from: its suggestions await the user.
    expect(builtin.findings.filter((f) => f.rule === 'duplicate-criteria').map((f) => f.message)).toEqual([]);
    expect(builtin.ready, builtin.headline).toBe(false);
    expect(degraded.ready).toBe(false);
    // Criteria replaced by one boilerplate line: named as such, and never ready to build from.
    const boilerplate = report(ref, degradations.find((d) => d.rule === 'duplicate-criteria')!.apply(ref.graph));
    expect(boilerplate.findings.map((f) => f.rule)).toContain('duplicate-criteria');
    expect(boilerplate.ready, boilerplate.headline).toBe(false);
  });

  it('names every degradation by its rule, and records precision and recall on the set', () => {
    let truePositives = 0;
    let falsePositives = 0;
    let caught = 0;
    const missed: string[] = [];
    const wrong: string[] = [];
    for (const ref of references) {
      const base = report(ref, ref.graph);
      // The reference is what a senior PM signs: anything above a low reminder on it is a false alarm.
      for (const f of base.findings.filter((x) => x.severity !== 'low')) {
        falsePositives += 1;
        wrong.push(`${ref.name} reference: ${f.rule} ${f.itemId ?? ''}`);
      }
      const before = new Map(base.rules.map((r) => [r.rule, r.failed]));
      for (const d of degradations) {
        const after = report(ref, d.apply(ref.graph));
        const fired = after.rules.filter((r) => r.failed > (before.get(r.rule) ?? 0)).map((r) => r.rule);
        if (fired.includes(d.rule)) caught += 1;
        else missed.push(`${ref.name}: ${d.id} (${d.rule})`);
        for (const rule of fired) {
          if (rule === d.rule || d.alsoRight.includes(rule)) truePositives += 1;
          else {
            falsePositives += 1;
            wrong.push(`${ref.name} ${d.id}: ${rule}`);
          }
        }
      }
    }
    const total = references.length * degradations.length;
    const precision = truePositives / (truePositives + falsePositives);
    const recall = caught / total;
    console.log(`calibration: ${references.length} briefs × ${degradations.length} degradations; recall ${(100 * recall).toFixed(1)}% (${caught}/${total}); precision ${(100 * precision).toFixed(1)}% (${truePositives} right, ${falsePositives} false alarms)`);
    expect(missed).toEqual([]);
    expect(recall).toBe(1);
    expect(precision, wrong.join('; ')).toBeGreaterThanOrEqual(0.9);
  });
});
