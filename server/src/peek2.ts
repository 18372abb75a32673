import { buildSpecGraph, composeAll, normaliseBrief } from './modules/generation/composer/index.js';
import { briefCorpus } from './modules/generation/composer/graph/testing/brief-corpus.js';
import { sampleInput } from './modules/generation/composer/sample-brief.js';
import { analyze } from './modules/quality/analyzer.js';
const run = (name: string, input: Record<string, unknown>) => {
  const brief = normaliseBrief(input, '2026-01-05');
  const docs = composeAll(brief);
  const r = analyze({ brief, graph: docs.prd.graph, documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, content: d.markdown })) });
  console.log(name, r.score, JSON.stringify(r.dimensions));
  if (process.argv[2]) for (const f of r.findings) console.log('   ', f.severity, f.rule, f.itemId ?? f.document ?? '', f.message.slice(0, 140));
};
run('sample', sampleInput);
run('thin', { projectName: 'X', projectDescription: 'An app.' });
for (const [k, v] of Object.entries(briefCorpus)) run(k, v);
