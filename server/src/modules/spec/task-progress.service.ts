import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import type { Project } from '../projects/project.entity.js';
import { findProjectFor } from '../projects/project-access.js';
import type { SpecItem } from './graph.js';
import { SpecItemRow, SpecLinkRow } from './spec.entity.js';

/** A task's progress, kept in its item's fields (`fields.status`, `fields.note`). */
export const taskStatuses = ['todo', 'in_progress', 'done', 'blocked'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskStatusInput = z.object({
  status: z.enum(taskStatuses, { error: 'status must be one of todo, in_progress, done, blocked' }),
  /** Absent: the note stays as it is; null or empty: the note is cleared. */
  note: z.string().max(2000, 'note must be 2000 characters or fewer').nullable().optional(),
  /** Marks a task done although its criteria are not verified; kept and shown as "done without evidence". */
  override_note: z.string().trim().max(2000, 'override_note must be 2000 characters or fewer').nullable().optional(),
});
export type TaskStatusInput = z.infer<typeof taskStatusInput>;

const TASK_ID = /^T-\d{1,6}$/;

/**
 * Sets a task's status (and note) in one of the caller's projects. A read-only personal access
 * token may not (the transports refuse it first; the MCP tool relies on this check).
 */
export async function updateTaskStatus(ctx: ServiceContext, projectId: unknown, taskId: unknown, raw: unknown): Promise<SpecItem> {
  const user = authorize(ctx, 'write');
  const input = parseInput(taskStatusInput, raw);
  const project = await findProjectFor(ctx.em, user, projectId, 'editor');
  const row = typeof taskId === 'string' && TASK_ID.test(taskId) ? await ctx.em.findOne(SpecItemRow, { project: project.id, itemId: taskId, kind: 'task', status: 'active' }) : null;
  if (!row) throw new AppError('TASK_NOT_FOUND');
  const note = input.note === undefined ? (row.fields.note ?? null) : input.note?.trim() || null;
  const evidenceOverride = await evidenceGate(ctx, project, row, input);
  const { evidenceOverride: _previous, ...fields } = row.fields;
  row.fields = evidenceOverride ? { ...fields, status: input.status, note, evidenceOverride } : { ...fields, status: input.status, note };
  await ctx.em.flush();
  const links = await ctx.em.find(SpecLinkRow, { project: project.id, fromId: row.itemId }, { orderBy: { position: 'asc' } });
  return {
    id: row.itemId,
    kind: row.kind,
    title: row.title,
    statement: row.statement,
    status: row.status,
    source: row.source,
    fields: row.fields,
    links: links.map((l) => ({ kind: l.kind, to: l.toId })),
  };
}

/**
 * Evidence before done: with the project's `require_evidence` setting on, a task becomes done
 * only when its requirements' criteria are verified, or with an override note, which is kept
 * (the answer: the note to store, null otherwise). Leaving done clears the note.
 */
async function evidenceGate(ctx: ServiceContext, project: Project, row: SpecItemRow, input: TaskStatusInput): Promise<string | null> {
  if (input.status !== 'done') return null;
  const override = input.override_note || null;
  if (row.fields.status === 'done' && !override) return (row.fields.evidenceOverride as string | null | undefined) ?? null;
  if (project.settings.require_evidence !== true) return override;
  await ctx.deps.spec.assertEvidence(ctx.em, project.id, row.itemId, override);
  return override;
}
