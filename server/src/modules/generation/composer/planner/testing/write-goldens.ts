/** Rewrites the golden graph and PRD of every corpus brief (see goldens.ts); review the diff before committing. */
import { writeFileSync } from 'node:fs';
import { briefCorpus } from './brief-corpus.js';
import { goldenDir, goldenOf } from './goldens.js';

for (const name of Object.keys(briefCorpus)) {
  const { graph, prd } = goldenOf(name);
  writeFileSync(new URL(`${name}.graph.json`, goldenDir), graph);
  writeFileSync(new URL(`${name}.prd.md`, goldenDir), prd);
  console.log(`wrote ${name}.graph.json and ${name}.prd.md`);
}
