import type { Env } from '../../config/env.js';

/** The free beta plan (README, Configuration: PLAN_MAX_PROJECTS, PLAN_MAX_DOCUMENTS). */
export interface PlanLimits {
  maxProjects: number;
  maxDocuments: number;
}

export function planLimits(env: Pick<Env, 'PLAN_MAX_PROJECTS' | 'PLAN_MAX_DOCUMENTS'>): PlanLimits {
  return { maxProjects: env.PLAN_MAX_PROJECTS, maxDocuments: env.PLAN_MAX_DOCUMENTS };
}

export function projectLimitMessage(max: number): string {
  return `You have reached the free beta limit of ${max} ${max === 1 ? 'project' : 'projects'}. Delete a project to create a new one.`;
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The plan's limits (from PLAN_MAX_*), enforced and reported by the project, document and usage services. */
    plan: PlanLimits;
  }
}
