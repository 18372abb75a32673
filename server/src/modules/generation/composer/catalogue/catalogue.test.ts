import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { capabilitiesDir, CatalogueError, loadCatalogue, parseCapability } from './load.js';
import { matchCapabilities, words } from './match.js';
import { meansCorpus, negativeCorpus, positiveCorpus } from './testing/corpora.js';

const paymentsText = readFileSync(new URL('payments.json', capabilitiesDir), 'utf8');

describe('capability catalogue', () => {
  it('loads every file, validated, with at least 40 capabilities and unique ids', () => {
    const all = loadCatalogue();
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    for (const c of all) {
      expect(
        c.criteria.some((x) => x.kind === 'failure'),
        c.id,
      ).toBe(true);
      expect(
        c.tasks.every((t) => t.effort.low <= t.effort.likely && t.effort.likely <= t.effort.high),
        c.id,
      ).toBe(true);
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
    expect(bad((c) => (c.recognise.phrases[0]!.text = '* pay'))).toThrow(/recognise\.phrases\.0\.text/);
    expect(bad((c) => (c.recognise.phrases[0]!.text = 'a b * c d'))).toThrow(/at most four words/);
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

  it.each(meansCorpus)('reads "%s" as %s, done by means of %s', (text, act, means) => {
    const found = matchCapabilities(text);
    expect(found[0]?.capability.id).toBe(act);
    expect(found[0]?.means).toEqual([]);
    const second = found.find((m) => m.capability.id === means);
    expect(second?.means.length, `${means} is named in the means clause`).toBeGreaterThan(0);
  });

  it('ends a means clause at punctuation or a clause word, and a "*" never reads across a comma', () => {
    // "when they return it" is a clause of its own: the lending it names is no means.
    expect(matchCapabilities('Pay the deposit by card when they return a rental')[0]?.means).toEqual([]);
    expect(matchCapabilities('Take payment by card, then book the next slot').find((m) => m.capability.id === 'booking')?.means).toEqual([]);
    expect(matchCapabilities('Check the list, out of hours').some((m) => m.capability.id === 'lending')).toBe(false);
    expect(matchCapabilities('Check the tools out').map((m) => m.capability.id)).toEqual(['lending']);
    // Which word opened the clause: "with photos" often says what a thing includes, "by scanning" how it is done.
    expect(matchCapabilities('Check tools out by scanning their barcode').find((m) => m.capability.id === 'barcode-scanning')?.meansWords).toEqual(['by']);
    expect(matchCapabilities('Damage report with photos').find((m) => m.capability.id === 'file-upload')?.meansWords).toEqual(['with']);
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

  it('scales linearly with the input: 16× the words, 16× the word comparisons', () => {
    const chunk = 'Owners book walks, pay by card and rate walkers; payroll and aim stay quiet. ';
    const steps = (n: number) => {
      const work = { steps: 0 };
      matchCapabilities(chunk.repeat(n), work);
      return work.steps;
    };
    const small = steps(100);
    expect(small).toBeGreaterThan(0);
    expect(steps(1600)).toBe(16 * small);
  });
});
