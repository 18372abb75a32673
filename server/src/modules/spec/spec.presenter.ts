import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import type { SpecItem } from './graph.js';
import { factsOf } from './spec-facts.types.js';
import { taskStatuses, type TaskStatus } from './task-progress.service.js';
import type { ProjectSpec } from './spec.service.js';
import { traceabilityCsv, type Traceability } from './traceability.js';

/** One item as both transports send it (the spec's REST shape is already camelCase-free). */
export function presentSpecItem(i: SpecItem) {
  return { id: i.id, kind: i.kind, title: i.title, statement: i.statement, status: i.status, source: i.source, fields: i.fields, links: i.links.map((l) => ({ kind: l.kind, to: l.to })) };
}

export function presentSpecGraph(spec: ProjectSpec) {
  return { projectId: spec.projectId, generator: spec.graph.generator, items: spec.graph.items.map(presentSpecItem) };
}

/** A task's progress as the TaskStatus enum (a task without one is to do); null for other kinds. */
function taskStatusOf(i: SpecItem): TaskStatus | null {
  if (i.kind !== 'task') return null;
  const status = i.fields.status ?? 'todo';
  return (taskStatuses as readonly unknown[]).includes(status) ? (status as TaskStatus) : 'todo';
}

/** GraphQL: the REST item plus the task's progress as an enum (REST keeps it in `fields.status` only) and the typed facts. */
export function presentSpecItemGraphql(i: SpecItem) {
  return { ...presentSpecItem(i), taskStatus: taskStatusOf(i), facts: factsOf(i) };
}

export function presentSpecGraphGraphql(spec: ProjectSpec) {
  return { projectId: spec.projectId, generator: spec.graph.generator, items: spec.graph.items.map(presentSpecItemGraphql) };
}

/** REST: the matrix in snake_case (`requirement_id`, `journey_ids`, …; coverage keys are values and stay as they are). */
export function presentTraceabilityRest(t: Traceability & { projectId: string }): SnakeCased<Traceability & { projectId: string }> {
  return toSnakeCase({ projectId: t.projectId, rows: t.rows, coverage: t.coverage });
}

export function presentTraceabilityGraphql(t: Traceability & { projectId: string }) {
  return { ...t, csv: traceabilityCsv(t) };
}
