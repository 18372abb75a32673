import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Project } from '../projects/project.entity.js';
import { WizardResponse } from '../wizard/wizard-response.entity.js';
import { normaliseBrief, type ComposerBrief } from '../generation/composer/index.js';

type Loose = Record<string, unknown>;

function filled(value: unknown): boolean {
  // Lists of texts, or of objects (the feature interview's answers).
  if (Array.isArray(value)) return value.some((v) => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'object' && v !== null));
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The brief the generators read: the project's own fields (its settings keys included)
 * overlaid by the wizard answers, which are the fuller source. An empty wizard answer does not
 * hide a filled project field, so a brief edited in the project settings still counts.
 */
export function briefInput(project: Project, responses: readonly WizardResponse[]): Loose {
  const settings = project.settings ?? {};
  const merged: Loose = {
    ...settings,
    projectName: project.name,
    projectDescription: project.description,
    problemStatement: settings.problem_statement,
    keyFeatures: project.keyFeatures,
    techStack: project.techStack,
    integrations: project.integrations,
    successMetrics: project.successMetrics,
    platforms: project.platforms,
    userPersonas: project.userPersonas,
    timeline: project.timeline,
    businessGoals: project.businessGoals || settings.business_goals,
    performanceExpectations: settings.performance_expectations,
    securityConcerns: settings.security_concerns,
    teamSize: settings.team_size,
  };
  for (const response of responses) {
    for (const [key, value] of Object.entries(response.responses ?? {})) {
      if (filled(value) || !filled(merged[key])) merged[key] = value;
    }
  }
  return merged;
}

/** The PRD's prerequisite: a brief with at least the wizard's required first step. */
export function hasBrief(input: Loose): boolean {
  return filled(input.projectName) && filled(input.projectDescription);
}

export async function loadBriefInput(em: EntityManager, project: Project): Promise<Loose> {
  const responses = await em.find(WizardResponse, { project: project.id }, { orderBy: { createdAt: 'asc' } });
  return briefInput(project, responses);
}

/** The brief as the composer sees it; the roadmap starts on the day of generation. */
export function composerBrief(input: Loose, today: Date = new Date()): ComposerBrief {
  return normaliseBrief(input, today);
}

/**
 * A fingerprint of what the generators read from the brief (the normalised brief, without the
 * start date, which is the day of generation): equal answers give equal fingerprints however
 * often they are saved, so only a real change makes documents stale.
 */
export function briefFingerprint(input: Loose): string {
  const { startDate: _startDate, featureDetails, integrationUses, ...rest } = normaliseBrief(input, '2000-01-01');
  // No interview answers (or told links) reads as before they existed, so documents generated earlier stay current.
  const brief = { ...rest, ...(featureDetails.length ? { featureDetails } : {}), ...(integrationUses.length ? { integrationUses } : {}) };
  return createHash('sha256').update(JSON.stringify(brief)).digest('hex');
}
