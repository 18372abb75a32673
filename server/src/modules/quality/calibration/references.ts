import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SpecGraph } from '../../spec/graph.js';

/** A brief (as the wizard stores it) and the spec a senior PM wrote for it by hand. */
export interface Reference {
  name: string;
  brief: Record<string, unknown>;
  graph: SpecGraph;
}

const dir = path.join(import.meta.dirname, 'references');

/** The calibration set: every references/*.json, in name order. */
export function loadReferences(): Reference[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const { brief, graph } = JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { brief: Record<string, unknown>; graph: SpecGraph };
      return { name: f.replace(/\.json$/, ''), brief, graph };
    });
}
