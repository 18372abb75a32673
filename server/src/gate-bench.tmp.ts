import { performance } from 'node:perf_hooks';
import { composeAll, normaliseBrief } from './modules/generation/composer/index.js';
import { sampleInput } from './modules/generation/composer/sample-brief.js';
import { analyze as oldAnalyze } from './modules/qold/analyzer.js';
import { analyze, rules } from './modules/quality/analyzer.js';
const verbs = ['create', 'share', 'approve', 'export', 'archive', 'schedule', 'assign', 'review', 'import', 'tag', 'merge', 'print', 'sign', 'track', 'rate', 'book', 'cancel', 'refund', 'invite', 'pin'];
const nouns = ['invoices', 'bookings', 'photos', 'messages', 'orders', 'routes', 'reports', 'reminders', 'badges', 'contracts', 'shifts', 'tickets', 'recipes', 'lessons', 'parcels', 'listings', 'payments', 'documents', 'events', 'surveys', 'quotes', 'visits', 'tasks', 'leads', 'claims'];
const qualifiers = ['in bulk', 'from the phone', 'with a comment', 'by deadline'];
const features = Array.from({ length: 500 }, (_, i) => `${verbs[i % verbs.length]} ${nouns[Math.floor(i / verbs.length) % nouns.length]} ${qualifiers[i % qualifiers.length]}`);
const brief = normaliseBrief({ ...sampleInput, keyFeatures: features }, '2026-01-05');
const docs = composeAll(brief);
const input = { brief, graph: docs.prd.graph, documents: Object.entries(docs).map(([type, d]) => ({ type, title: d.title, content: d.markdown })) };
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const o: number[] = []; const n: number[] = [];
for (let i = 0; i < 40; i++) { let t = cpu(); oldAnalyze(input); o.push(cpu() - t); t = cpu(); analyze(input); n.push(cpu() - t); }
o.sort((a, b) => a - b); n.sort((a, b) => a - b);
console.log(`old p50 ${o[20]!.toFixed(1)} min ${o[0]!.toFixed(1)} | new p50 ${n[20]!.toFixed(1)} min ${n[0]!.toFixed(1)}`);
const newIds = new Set(['duplicate-criteria','vague-term','ungrammatical-statement','not-singular','generic-requirement','actor-mismatch','untestable-criterion','missing-edge-case','constraint-unaddressed','nfr-unverified','task-unverified','estimate-unsupported','unconfirmed-suggestion']);
let added = 0;
for (const r of rules) { const t = cpu(); for (let i = 0; i < 10; i++) r.run(input); const ms = (cpu() - t) / 10; if (newIds.has(r.id)) added += ms; if (ms > 3) console.log(r.id, ms.toFixed(1)); }
console.log('new rules total', added.toFixed(1));
