import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { assertBriefSize } from './brief-limits.js';
import { findProjectFor } from '../projects/project-access.js';
import { validateSection, type WizardValidation } from './wizard-rules.js';
import { WizardResponse, wizardSections, type WizardSection } from './wizard-response.entity.js';
import { WIZARD_MESSAGES, WizardBatchSchema, WizardResponseInputSchema, WizardValidateSchema, type WizardResponseInput } from './wizard.schemas.js';

const bySectionOrder = (a: WizardResponse, b: WizardResponse) => wizardSections.indexOf(a.sectionId) - wizardSections.indexOf(b.sectionId);

/** The wizard responses of several (already owner-checked) projects in ONE statement, by project id. */
export async function responsesOfProjects(em: EntityManager, projectIds: readonly string[]): Promise<Map<string, WizardResponse[]>> {
  const byProject = new Map<string, WizardResponse[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return byProject;
  const rows = await em.find(WizardResponse, { project: { $in: [...projectIds] } });
  for (const row of rows.sort(bySectionOrder)) byProject.get(row.project.id)?.push(row);
  return byProject;
}

/** All answered sections of the caller's project, in step order. */
export async function listWizardResponses(ctx: ServiceContext, projectId: unknown): Promise<WizardResponse[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  return (await responsesOfProjects(ctx.em, [project.id])).get(project.id) ?? [];
}

/** One section; a section never answered (or not one of the six) is WIZARD_RESPONSE_NOT_FOUND. */
export async function getWizardResponse(ctx: ServiceContext, projectId: unknown, sectionId: unknown): Promise<WizardResponse> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  if (!wizardSections.includes(sectionId as WizardSection)) throw new AppError('WIZARD_RESPONSE_NOT_FOUND');
  const row = await ctx.em.findOne(WizardResponse, { project: project.id, sectionId: sectionId as WizardSection });
  if (!row) throw new AppError('WIZARD_RESPONSE_NOT_FOUND');
  return row;
}

/**
 * Inserts or replaces sections in one INSERT … ON CONFLICT statement: the unique (project,
 * section) key makes concurrent saves of the same section safe, and the row keeps its id.
 * Exported for the brief editor (modules/brief), which writes all six inside its own
 * transaction (pass that transaction's EntityManager); the project must be owner-checked.
 */
export async function upsertSections(em: EntityManager, projectId: string, items: WizardResponseInput[]): Promise<WizardResponse[]> {
  if (items.length === 0) return [];
  const now = new Date();
  const rows = await em.upsertMany(
    WizardResponse,
    items.map((item) => ({
      id: randomUUID(),
      project: projectId,
      sectionId: item.section_id,
      responses: item.responses,
      completed: item.completed ?? true,
      createdAt: now,
      updatedAt: now,
    })),
    { onConflictFields: ['project', 'sectionId'], onConflictAction: 'merge', onConflictMergeFields: ['responses', 'completed', 'updatedAt'] },
  );
  return rows.sort(bySectionOrder);
}

export async function saveWizardResponse(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<WizardResponse> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'editor');
  const input = parseInput(WizardResponseInputSchema, raw);
  assertBriefSize(input.responses);
  const [row] = await upsertSections(ctx.em, project.id, [input]);
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The wizard's final save: `{ responses: [...] }` or, as some clients send it, a bare array. */
export async function saveWizardResponses(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<WizardResponse[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'editor');
  const input = parseInput(WizardBatchSchema, Array.isArray(raw) ? { responses: raw } : raw);
  for (const item of input.responses) assertBriefSize(item.responses);
  return upsertSections(ctx.em, project.id, input.responses);
}

/** Step 1–6 (number or numeric text) or a section id → the section. */
export function sectionOfStep(step: number | string): WizardSection {
  const asNumber = typeof step === 'number' ? step : /^\s*\d+\s*$/.test(step) ? Number(step) : NaN;
  const section = Number.isInteger(asNumber) ? wizardSections[asNumber - 1] : wizardSections.find((s) => s === step);
  if (!section) throw new AppError('VALIDATION_FAILED', WIZARD_MESSAGES.step, [{ field: 'step', message: WIZARD_MESSAGES.step }]);
  return section;
}

/** Checks one step's answers against the rules of wizard-rules.ts; stores nothing. */
export async function validateWizardStep(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<WizardValidation> {
  await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const input = parseInput(WizardValidateSchema, raw);
  return validateSection(sectionOfStep(input.step), input.responses);
}
