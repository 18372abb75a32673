import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { composeAll, normaliseBrief } from '../modules/generation/composer/index.js';
const briefs = JSON.parse(readFileSync('/work/pmread/briefs.json', 'utf8')) as Record<string, Record<string, unknown>>;
const out = process.argv[2]!;
mkdirSync(out, { recursive: true });
for (const [name, input] of Object.entries(briefs)) {
  const docs = composeAll(normaliseBrief(input, '2026-11-26'));
  for (const [type, doc] of Object.entries(docs)) writeFileSync(`${out}/${name}-${type}.md`, (doc as { markdown: string }).markdown);
  writeFileSync(`${out}/${name}-graph.json`, JSON.stringify((docs as { prd: { graph: unknown } }).prd.graph, null, 1));
}
