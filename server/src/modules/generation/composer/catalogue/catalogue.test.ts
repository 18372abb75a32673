import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { capabilitiesDir, CatalogueError, catalogue, loadCatalogue, parseCapability } from './load.js';
import { matchCapabilities, words } from './match.js';
import { negativeCorpus, positiveCorpus } from './testing/corpora.js';

const paymentsText = readFileSync(new URL('payments.json', capabilitiesDir), 'utf8');

describe('capability catalogue', () => {
  it('loads every file, validated, with at least 40 capabilities and unique ids', () => {
    const all = loadCatalogue();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) {
      expect(c.criteria.some((x) => x.kind === 'failure'), c.id).toBe(true);
      expect(c.tasks.every((t) => t.effort.low <= t.effort.likely && t.effort.likely <= t.effort.high), c.id).toBe(true);
    }
  });

  it('rejects a file with a bad phrase, an unknown slot, a missing failure path or a wrong id, naming the file', () => {
    const good = JSON.parse(paymentsText) as Record<string, unknown> & { recognise: { phrases: { text: string }[] }; criteria: { kind: string; then: string }[] };
    const bad = (mutate: (c: typeof good) => void, file = 'payments.json') => {
      const copy = structuredClone(good);
      mutate(copy);
      return () => parseCapability(file, JSON.stringify(copy));
    };
    expect(bad((c) => (c.recognise.phrases[0]!.text = 'Pay*'))).toThrow(/recognise\.phrases\.0\.text/);
    expect(bad((c) => (c.criteria[0]!.then = 'the {amount} is shown'))).toThrow(/slots are/);
    expect(bad((c) => (c.criteria = c.criteria.filter((x) => x.kind !== 'failure')))).toThrow(/failure path/);
    expect(bad(() => undefined, 'refunds.json')).toThrow(/does not match the file name/);
    expect(() => parseCapability('x.json', '{ not json')).toThrow(CatalogueError);
  });

  it('takes a new capability from a new file, without code changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalogue-'));
    const extra = { ...JSON.parse(paymentsText), id: 'ferry-boarding', name: 'Ferry boarding' };
    writeFileSync(path.join(dir, 'ferry-boarding.json'), JSON.stringify(extra));
    writeFileSync(path.join(dir, 'payments.json'), paymentsText);
    const loaded = loadCatalogue(pathToFileURL(`${dir}/`));
    expect(loaded.map((c) => c.id)).toEqual(['ferry-boarding', 'payments']);
  });

  it.each(positiveCorpus)('recognises "%s" as %s', (text, id) => {
    expect(matchCapabilities(text)[0]?.capability.id).toBe(id);
  });

  it('triggers nothing on the negative corpus (lookalike words, idioms, substrings)', () => {
    const triggered = negativeCorpus.flatMap((t) => matchCapabilities(t).map((m) => `${t} → ${m.capability.id} [${m.phrases.join(', ')}]`));
    expect(triggered).toEqual([]);
    expect(negativeCorpus.length).toBeGreaterThanOrEqual(40);
  });

  it('matches whole words and their lemmas, never substrings', () => {
    expect(words("The driver's e-mail, re-sent")).toEqual(['the', 'driver', 'e-mail', 're-sent']);
    expect(matchCapabilities('payroll')).toEqual([]);
    expect(matchCapabilities('bookings and reservations')[0]?.capability.id).toBe('booking');
    expect(matchCapabilities('AI')[0]?.capability.id).toBe('ai-assistant');
    expect(matchCapabilities('aim')).toEqual([]);
  });

  it('scales linearly with the input: 16× the words costs well under 16² the time', () => {
    const ids = catalogue().map((c) => c.id);
    const chunk = 'Owners book walks, pay by card and rate walkers; payroll and aim stay quiet. ';
    const time = (n: number) => {
      const text = chunk.repeat(n);
      const runs: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const t = performance.now();
        matchCapabilities(text);
        runs.push(performance.now() - t);
      }
      return runs.sort((a, b) => a - b)[2]!;
    };
    time(50); // warm the lemma cache
    const small = time(100);
    const large = time(1600);
    expect(ids.length).toBeGreaterThan(0);
    // Linear would be ~16×; quadratic ~256×. The bound leaves room for a busy machine.
    expect(large / Math.max(small, 0.05)).toBeLessThan(60);
  });
});
