import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { briefCorpus } from './testing/brief-corpus.js';
import { goldenDir, goldenOf } from './testing/goldens.js';

/** Reviewed outputs: a composer change that alters a corpus brief's graph or PRD fails here until the goldens are rewritten and reviewed. */
describe.each(Object.keys(briefCorpus))('golden output of the %s brief', (name) => {
  const { graph, prd } = goldenOf(name);
  it('composes the reviewed spec graph', () => {
    expect(graph).toBe(readFileSync(new URL(`${name}.graph.json`, goldenDir), 'utf8'));
  });
  it('composes the reviewed PRD', () => {
    expect(prd).toBe(readFileSync(new URL(`${name}.prd.md`, goldenDir), 'utf8'));
  });
});
