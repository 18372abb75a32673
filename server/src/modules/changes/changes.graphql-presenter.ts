import type { ImpactReport } from './impact.js';
import type { SpecPatch } from './spec-patch.entity.js';
import type { ChangeImpactType, SpecPatchType } from './changes.types.js';

export function impactGraphql(r: ImpactReport & { projectId: string }): ChangeImpactType {
  return r;
}

export function patchGraphql(p: SpecPatch): SpecPatchType {
  return {
    id: p.id,
    projectId: p.project.id,
    status: p.status,
    ...p.summary,
    hunks: p.hunks.map((h) => ({ ...h, merged: h.merged ?? null })),
    createdAt: p.createdAt.toISOString(),
  };
}
