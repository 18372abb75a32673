import { describe, expect, it } from 'vitest';
import { briefFacts, buildSpecGraph, normaliseBrief } from '../generation/composer/index.js';
import { sampleInput } from '../generation/composer/sample-brief.js';
import { diffBriefs, entryIndex, entryKeys, entrySources, parseSource } from './brief-diff.js';
import type { SpecGraph } from './graph.js';
import { reconcileGraph } from './reconcile.js';

const today = '2026-01-05';

describe('brief entries named by key', () => {
  it('keeps an entry’s key when others are removed, added or reordered; ignores case and spacing; keys repeats apart', () => {
    const list = ['Weekly meal planner', 'Shared shopping list', 'Recipe search'];
    const [a, b, c] = entryKeys(list);
    expect(entryKeys(list.slice(1))).toEqual([b, c]);
    expect(entryKeys(['New first', ...list.reverse()])).toEqual([expect.any(String), c, b, a]);
    expect(entryKeys(['  weekly   MEAL planner '])).toEqual([a]);
    const repeated = entryKeys(['Same', 'same', 'Same']);
    expect(new Set(repeated).size).toBe(3);
    expect(a).toMatch(/^[0-9a-f]{8}$/);
  });

  it('reads keyed and positional sources, and finds the entry either cites', () => {
    const list = ['Weekly meal planner', 'Shared shopping list'];
    const [first, second] = entrySources('keyFeatures', list);
    expect(parseSource(first!)).toEqual({ field: 'keyFeatures', n: null, key: entryKeys(list)[0] });
    expect(parseSource('brief:keyFeatures#2')).toEqual({ field: 'keyFeatures', n: 2, key: null });
    expect(parseSource('brief:timeline')).toEqual({ field: 'timeline', n: null, key: null });
    expect(entryIndex(second!, 'keyFeatures', list)).toBe(1);
    expect(entryIndex('brief:keyFeatures#1', 'keyFeatures', list)).toBe(0);
    expect(entryIndex(second!, 'keyFeatures', ['Weekly meal planner'])).toBe(-1);
    expect(entryIndex(second!, 'userPersonas', list)).toBe(-1);
  });

  it('matches a stored graph written before keys (positional sources) to a keyed one, so ids survive the upgrade', () => {
    const b0 = normaliseBrief(sampleInput, today);
    const stored = reconcileGraph(null, buildSpecGraph(b0), null, today).graph;
    // As graphs were stored before keys: every list entry cited by its 1-based position.
    const positional: SpecGraph = {
      ...stored,
      items: stored.items.map((i) => {
        const src = parseSource(i.source);
        if (!src?.key) return i;
        const facts = briefFacts(b0).lists[src.field] ?? [];
        return { ...i, source: `brief:${src.field}#${entryKeys(facts).indexOf(src.key) + 1}` };
      }),
    };
    expect(positional.items.some((i) => /^brief:keyFeatures#\d+$/.test(i.source))).toBe(true);
    // The first feature removed: the others keep their ids, the removed one retires.
    const b1 = normaliseBrief({ ...sampleInput, keyFeatures: sampleInput.keyFeatures.slice(1) }, today);
    const next = reconcileGraph(positional, buildSpecGraph(b1), diffBriefs(briefFacts(b0), briefFacts(b1)), today);
    const title = (g: SpecGraph, id: string) => g.items.find((i) => i.id === id)?.title;
    for (const fr of ['FR-2', 'FR-3', 'FR-4', 'FR-5']) expect(title(next.graph, fr)).toBe(title(stored, fr));
    expect(next.retired).toContain('FR-1');
  });
});
