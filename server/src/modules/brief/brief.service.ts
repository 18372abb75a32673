import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput, type FieldIssue } from '../../core/errors/index.js';
import { briefInput } from './brief-source.js';
import { Project, type ProjectSettings } from '../projects/project.entity.js';
import { findProjectFor } from '../projects/project-access.js';
import { displayName } from '../users/user.entity.js';
import { WizardResponse, wizardSections } from '../wizard/wizard-response.entity.js';
import { validateSection } from '../wizard/wizard-rules.js';
import { upsertSections } from '../wizard/wizard.service.js';
import { BriefVersion } from './brief-version.entity.js';
import { BRIEF_DEFAULTS, BRIEF_FIELDS, changedFields, draftOf, EXTRA_FIELDS, LIST_FIELDS, OPTION_FIELDS, sectionAnswers, type BriefDraft, type BriefField, type DraftField } from './brief-draft.js';
import { UpdateBriefSchema } from './brief.schemas.js';
import { featureDetailErrors } from './feature-details.js';
import { integrationUseErrors } from './integration-uses.js';

/** A project's brief as the editor sees it. */
export interface BriefRecord {
  projectId: string;
  /** 0 as created; +1 for each saved edit. */
  version: number;
  /** For a read, what the current version changed; for a save, what this save changed ([] when nothing). */
  changedFields: DraftField[];
  brief: BriefDraft;
  /** When the brief (the project or one of its wizard answers) last changed. */
  updatedAt: Date;
}

export interface BriefVersionRecord {
  version: number;
  changedFields: string[];
  createdAt: Date;
  author: { id: string; name: string } | null;
}

async function loadResponses(em: EntityManager, projectId: string): Promise<WizardResponse[]> {
  return em.find(WizardResponse, { project: projectId }, { orderBy: { createdAt: 'asc' } });
}

/** The project's own columns and named settings keys, under the wizard's field names. */
function projectFields(project: Project): Record<string, unknown> {
  const settings = project.settings ?? {};
  return {
    projectName: project.name,
    projectDescription: project.description,
    problemStatement: settings.problem_statement,
    keyFeatures: project.keyFeatures,
    userPersonas: project.userPersonas,
    platforms: project.platforms,
    techStack: project.techStack,
    integrations: project.integrations,
    securityConcerns: settings.security_concerns,
    performanceExpectations: settings.performance_expectations,
    businessGoals: project.businessGoals || settings.business_goals,
    successMetrics: project.successMetrics,
    timeline: project.timeline,
  };
}

const filled = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');

/**
 * The stored brief, read two ways. `generators`: what the documents are built from (briefInput:
 * wizard answers over project fields). `shown`: what the editor opens with, the project's own
 * field first where it has one, since that is what the rest of the app shows (a rename in the
 * project settings leaves the wizard's old answer behind); both fall back to the other source.
 */
function storedDrafts(project: Project, responses: readonly WizardResponse[]): { shown: BriefDraft; generators: BriefDraft } {
  const merged = briefInput(project, responses);
  const own = Object.fromEntries(Object.entries(projectFields(project)).filter(([, value]) => filled(value)));
  return { shown: draftOf({ ...merged, ...own }), generators: draftOf(merged) };
}

function lastChange(project: Project, responses: readonly WizardResponse[]): Date {
  return responses.reduce((latest, r) => (r.updatedAt > latest ? r.updatedAt : latest), project.updatedAt);
}

async function changedByVersion(em: EntityManager, project: Project): Promise<DraftField[]> {
  if (project.briefVersion === 0) return [];
  const row = await em.findOne(BriefVersion, { project: project.id, version: project.briefVersion });
  return (row?.changedFields ?? []) as DraftField[];
}

export async function getBrief(ctx: ServiceContext, projectId: unknown): Promise<BriefRecord> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const responses = await loadResponses(ctx.em, project.id);
  return {
    projectId: project.id,
    version: project.briefVersion,
    changedFields: await changedByVersion(ctx.em, project),
    brief: storedDrafts(project, responses).shown,
    updatedAt: lastChange(project, responses),
  };
}

/** Newest first; version 0 (the brief as created) has no entry. */
export async function listBriefVersions(ctx: ServiceContext, projectId: unknown): Promise<BriefVersionRecord[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const rows = await ctx.em.find(BriefVersion, { project: project.id }, { orderBy: { version: 'desc' }, populate: ['user'] });
  return rows.map((row) => ({
    version: row.version,
    changedFields: row.changedFields,
    createdAt: row.createdAt,
    author: row.user ? { id: row.user.id, name: displayName(row.user) } : null,
  }));
}

/**
 * The wizard's rules (all six steps) on the submitted answers, missing ones as the wizard's
 * defaults. An option field (timeline, platforms, performance, scope) left exactly as stored
 * passes: a value saved earlier through the project API or settings (a free-text timeline)
 * must not make the rest of the brief unsavable; a changed one must be one of the options.
 */
function wizardErrors(submitted: Record<string, unknown>, before: BriefDraft, after: BriefDraft): FieldIssue[] {
  const filled: Record<string, unknown> = {};
  for (const field of BRIEF_FIELDS) {
    const value = submitted[field];
    const empty = (LIST_FIELDS as readonly string[]).includes(field) ? [] : (BRIEF_DEFAULTS[field as keyof typeof BRIEF_DEFAULTS] ?? '');
    filled[field] = value === undefined || value === null ? empty : value;
  }
  const kept = new Set(OPTION_FIELDS.filter((field) => JSON.stringify(before[field]) === JSON.stringify(after[field])));
  return wizardSections.flatMap((section) => validateSection(section, filled).errors).filter((issue) => !kept.has(issue.field as BriefField));
}

/** The project's own columns and named settings keys, written from the draft (the wizard's create mapping). */
function applyToProject(project: Project, draft: BriefDraft): void {
  project.name = draft.projectName;
  project.description = draft.projectDescription;
  project.keyFeatures = draft.keyFeatures;
  project.techStack = draft.techStack;
  project.integrations = draft.integrations;
  project.successMetrics = draft.successMetrics;
  project.platforms = draft.platforms;
  project.userPersonas = draft.userPersonas;
  project.timeline = draft.timeline;
  project.businessGoals = draft.businessGoals;
  const settings: ProjectSettings = { ...project.settings };
  // A settings key named like a wizard field would be read under the answer (briefInput): the brief now owns it.
  for (const field of [...BRIEF_FIELDS, ...EXTRA_FIELDS]) delete settings[field];
  delete settings.team_size;
  project.settings = {
    ...settings,
    ...(draft.teamSize !== null ? { team_size: draft.teamSize } : {}),
    problem_statement: draft.problemStatement,
    business_goals: draft.businessGoals,
    performance_expectations: draft.performanceExpectations,
    security_concerns: draft.securityConcerns,
  };
}

/** Six sections holding the draft; other keys a client stored in a section are kept. */
function sectionInputs(draft: BriefDraft, responses: readonly WizardResponse[]) {
  return wizardSections.map((section) => {
    const stored = { ...(responses.find((r) => r.sectionId === section)?.responses ?? {}) };
    for (const field of [...BRIEF_FIELDS, ...EXTRA_FIELDS]) delete stored[field];
    return { section_id: section, responses: { ...stored, ...sectionAnswers(draft, section) }, completed: true };
  });
}

/**
 * Saves the whole brief: project columns, settings keys, the six wizard sections and a brief
 * version, in one transaction under a lock on the project row, so two saves from the same
 * version cannot both win (the second gets BRIEF_CONFLICT) and a failure leaves nothing behind.
 * A save that changes nothing writes nothing and keeps the version.
 */
export async function updateBrief(ctx: ServiceContext, projectId: unknown, raw: unknown): Promise<BriefRecord> {
  const user = authorize(ctx, 'write');
  const owned = await findProjectFor(ctx.em, user, projectId, 'editor');
  const input = parseInput(UpdateBriefSchema, raw);
  return ctx.em.transactional(async (tx) => {
    const project = await tx.findOneOrFail(Project, { id: owned.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    const current = project.briefVersion;
    if (input.base_version !== undefined && input.base_version !== null && input.base_version !== current) {
      const error = new AppError('BRIEF_CONFLICT');
      error.extra = { current_version: current };
      throw error;
    }
    const responses = await loadResponses(tx, project.id);
    const { shown: before, generators } = storedDrafts(project, responses);
    // A team size left out is kept (older clients and the API's callers set it on its own); null clears it.
    const after = { ...draftOf(input), ...(input.teamSize === undefined ? { teamSize: before.teamSize } : {}) };
    const errors = [...wizardErrors(input, before, after), ...featureDetailErrors(input.featureDetails, after), ...integrationUseErrors(input.integrationUses, after)];
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, errors);
    // What the editor showed or what the generators read: a change of either is a change of the brief.
    const changed = changedFields(after, before, generators);
    if (changed.length === 0) {
      return { projectId: project.id, version: current, changedFields: [], brief: before, updatedAt: lastChange(project, responses) };
    }
    applyToProject(project, after);
    project.briefVersion = current + 1;
    const rows = await upsertSections(tx, project.id, sectionInputs(after, responses));
    tx.create(BriefVersion, { project: project.id, version: project.briefVersion, user: user.id, changedFields: changed, snapshot: after });
    await tx.flush();
    return { projectId: project.id, version: project.briefVersion, changedFields: changed, brief: after, updatedAt: lastChange(project, rows) };
  });
}
