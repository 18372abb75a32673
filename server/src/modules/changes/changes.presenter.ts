import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { ImpactReport } from './impact.js';
import type { ReplanResult } from './replan.service.js';
import type { Hunk } from './patch.js';
import type { SpecPatch } from './spec-patch.entity.js';

// GraphQL returns these camelCase views as they are; REST shows them in the API's snake_case.

export type ImpactView = ImpactReport & { projectId: string };

/** One section of an update: `merged` is null until a reviewer merges the versions by hand. */
export type HunkView = Omit<Hunk, 'merged'> & { merged: string | null };

export const hunkView = (h: Hunk): HunkView => ({ ...h, merged: h.merged ?? null });

function patchHeadView(p: SpecPatch) {
  return { id: p.id, projectId: p.project.id, status: p.status, ...p.summary, createdAt: p.createdAt.toISOString() };
}

export function patchView(p: SpecPatch) {
  return { ...patchHeadView(p), hunks: p.hunks.map(hunkView) };
}

export function presentImpact(r: ImpactView): SnakeCased<ImpactView> {
  return toSnakeCase(r);
}

/** One section of an update, as REST shows it: without `follows`, which only the GraphQL type names. */
export function presentHunk(h: Hunk): SnakeCased<Omit<HunkView, 'follows'>> {
  const { follows: _follows, ...shown } = hunkView(h);
  return toSnakeCase(shown);
}

export function presentPatch(p: SpecPatch) {
  return { ...toSnakeCase(patchHeadView(p)), hunks: p.hunks.map(presentHunk) };
}

/**
 * The answer `{ status, data }` of a prepared update as JSON bytes, with its hunks spliced in
 * from `hunksJson` (the hunks as presentHunk shows them, serialized in the worker thread). An
 * update of a large brief carries megabytes of section text, and serializing it here held the
 * event loop for 50-150 ms; only the small head is serialized on this thread.
 */
export function preparedPatchBody(p: SpecPatch, hunksJson: Uint8Array): Buffer {
  const head = JSON.stringify({ status: 'success', data: toSnakeCase(patchHeadView(p)) });
  // head ends with "}}": the data object's close, then the answer's.
  return Buffer.concat([Buffer.from(`${head.slice(0, -2)},"hunks":`), hunksJson, Buffer.from('}}')]);
}

export function presentReplan(r: ReplanResult): SnakeCased<ReplanResult> {
  return toSnakeCase(r);
}
