import type { ImpactReport } from './impact.js';
import type { ReplanResult } from './replan.service.js';
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

export function presentPatch(p: SpecPatch) {
  return {
    id: p.id,
    project_id: p.project.id,
    status: p.status,
    ...p.summary,
    hunks: p.hunks.map((h) => ({
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
    })),
    created_at: p.createdAt.toISOString(),
  };
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
