import type { ImpactReport } from './impact.js';
import type { ReplanResult } from './replan.service.js';
import type { Hunk } from './patch.js';
import type { SpecPatch } from './spec-patch.entity.js';

/** REST keeps the API's snake_case. */
export function presentImpact(r: ImpactReport & { projectId: string }) {
  return {
    project_id: r.projectId,
    tracked: r.tracked,
    brief_changed: r.briefChanged,
    changes: r.changes,
    items: r.items,
    documents: r.documents.map((d) => ({ ...d, sections: d.sections.map((s) => ({ title: s.title, items: s.items, edited_by_hand: s.editedByHand })) })),
    in_flight: r.inFlight,
  };
}

/** One section of an update, as REST shows it. */
export function presentHunk(h: Hunk) {
  return {
    id: h.id,
    document_type: h.documentType,
    section_title: h.sectionTitle,
    before: h.before,
    after: h.after,
    generated: h.generated,
    edited_by_hand: h.editedByHand,
    items: h.items,
    status: h.status,
    merged: h.merged ?? null,
  };
}

export function presentPatch(p: SpecPatch) {
  return { ...patchHead(p), hunks: p.hunks.map(presentHunk) };
}

function patchHead(p: SpecPatch) {
  return { id: p.id, project_id: p.project.id, status: p.status, ...p.summary, created_at: p.createdAt.toISOString() };
}

/**
 * The answer `{ status, data }` of a prepared update as JSON bytes, with its hunks spliced in
 * from `hunksJson` (the hunks as presentHunk shows them, serialized in the worker thread). An
 * update of a large brief carries megabytes of section text, and serializing it here held the
 * event loop for 50-150 ms; only the small head is serialized on this thread.
 */
export function preparedPatchBody(p: SpecPatch, hunksJson: Uint8Array): Buffer {
  const head = JSON.stringify({ status: 'success', data: patchHead(p) });
  // head ends with "}}": the data object's close, then the answer's.
  return Buffer.concat([Buffer.from(`${head.slice(0, -2)},"hunks":`), hunksJson, Buffer.from('}}')]);
}

export function presentReplan(r: ReplanResult) {
  return {
    project_id: r.projectId,
    replanned_on: r.replannedOn,
    from: r.from,
    finish: r.finish,
    overrun_days: r.overrunDays,
    done_tasks: r.doneTasks,
    remaining_tasks: r.remainingTasks,
    kept_sections: r.keptSections,
    version: r.version,
  };
}
