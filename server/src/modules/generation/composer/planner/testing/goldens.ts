import type { SpecGraph } from '../../../../spec/graph.js';
import { composeAll, normaliseBrief } from '../../index.js';
import { briefCorpus } from './brief-corpus.js';

/**
 * The reviewed golden outputs: for every corpus brief, its spec graph (JSON) and PRD (Markdown),
 * composed from a fixed start date. golden.test.ts compares against the files; a change to the
 * composer shows up as a reviewable diff. Regenerate with
 * `pnpm exec tsx src/modules/generation/composer/planner/testing/write-goldens.ts` (from server/).
 */
export const goldenStart = '2026-03-02';

export function goldenOf(name: string): { graph: string; prd: string } {
  const docs = composeAll(normaliseBrief(briefCorpus[name]!, goldenStart));
  return { graph: `${JSON.stringify(docs.prd.graph as SpecGraph, null, 2)}\n`, prd: docs.prd.markdown.endsWith('\n') ? docs.prd.markdown : `${docs.prd.markdown}\n` };
}

export const goldenDir = new URL('./golden/', import.meta.url);
