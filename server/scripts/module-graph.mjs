// The cross-module import graph of server/src/modules: which module imports which (production
// files only: tests and testing/ folders are left out), and every cycle between modules.
// `node server/scripts/module-graph.mjs` prints edges and cycles; `--json` prints them as JSON.
// docs/architecture.md's module diagram is generated from the same graph (arch-diagram.mjs).
import fs from 'node:fs';
import path from 'node:path';

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
/** Libraries inside a module that count as modules of their own (as in eslint.config.js). */
const subModules = ['generation/composer', 'generation/llm'];

/** The module a file (absolute path) belongs to, or undefined outside server/src/modules. */
export function moduleOf(file) {
  const rel = path.relative(modulesDir, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  const sub = subModules.find((s) => rel.startsWith(`${s}/`));
  return sub ? sub.split('/')[1] : rel.split('/')[0];
}

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'node_modules') yield* sourceFiles(full);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      yield full;
    }
  }
}

const importPattern = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Map of module -> Map of imported module -> files making that import. */
export function moduleGraph() {
  const graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const spec = match[1] ?? match[2];
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (!to || to === from) continue;
      const targets = graph.get(from);
      if (!targets.has(to)) targets.set(to, new Set());
      targets.get(to).add(path.relative(modulesDir, file));
    }
  }
  return graph;
}

/** The strongly connected components with more than one module (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}

/**
 * Cycles between modules tolerated for now (each a strongly connected group): none. The lint rule
 * `specforge/no-module-cycle` lets imports inside a listed group through and refuses any other
 * import that closes a cycle; lint.test.ts fails when this list and the code disagree. Break a new
 * cycle with a port (ServiceDeps, filled by services.ts) or by moving the shared code to the
 * module that owns it, never by listing it here.
 */
export const knownCycles = [];

/** Whether `from` reaches `to` through imports (a path of one or more edges). */
export function reaches(graph, from, to) {
  const seen = new Set();
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node)?.keys() ?? []) {
      if (next === to) return true;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return false;
}

/** Each two-way pair (a imports b and b imports a). */
export function mutualPairs(graph) {
  const pairs = [];
  for (const [from, targets] of graph) {
    for (const to of targets.keys()) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
  }
  return pairs.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = moduleGraph();
  const edges = [...graph].flatMap(([from, targets]) => [...targets].map(([to, files]) => ({ from, to, files: [...files].sort() })));
  edges.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const found = cycles(graph);
  const pairs = mutualPairs(graph);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ edges, cycles: found, mutualPairs: pairs }, null, 2));
  } else {
    for (const edge of edges) console.log(`${edge.from} -> ${edge.to}  (${edge.files.join(', ')})`);
    console.log(`\n${edges.length} cross-module edges, ${found.length} cycle(s) (strongly connected groups), ${pairs.length} two-way pair(s)`);
    for (const component of found) console.log(`cycle: {${component.join(', ')}}`);
    for (const [a, b] of pairs) console.log(`pair: ${a} <-> ${b}`);
  }
  if (process.argv.includes('--check') && found.length > 0) process.exitCode = 1;
}
