import { readdirSync, readFileSync } from 'node:fs';
import { capabilitySchema, type Capability } from './schema.js';

/**
 * The capability catalogue: every capabilities/<id>.json, validated with zod when the module loads.
 * A file that does not validate stops the load with its name and the problem, so a broken entry
 * can never ship half-read. Files load in name order, which makes every tie-break deterministic.
 */

export const capabilitiesDir = new URL('./capabilities/', import.meta.url);

export class CatalogueError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`capability catalogue: ${file}: ${detail}`);
    this.name = 'CatalogueError';
  }
}

/** Parses and validates one file's text; the id must be the file's name. */
export function parseCapability(file: string, text: string): Capability {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CatalogueError(file, `not JSON (${(e as Error).message})`);
  }
  const parsed = capabilitySchema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueError(file, parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  if (`${parsed.data.id}.json` !== file) throw new CatalogueError(file, `id "${parsed.data.id}" does not match the file name`);
  return parsed.data;
}

export function loadCatalogue(dir: URL = capabilitiesDir): Capability[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return files.map((f) => parseCapability(f, readFileSync(new URL(f, dir), 'utf8')));
}

let loaded: Capability[] | null = null;

/** The catalogue, read once per process. */
export function catalogue(): Capability[] {
  loaded ??= loadCatalogue();
  return loaded;
}
