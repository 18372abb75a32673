import type { Request } from 'express';
import type { Env } from '../../config/env.js';
import type { ServiceContext } from '../../core/context.js';

/** The free beta plan (README, Configuration: PLAN_MAX_PROJECTS, PLAN_MAX_DOCUMENTS). */
export interface PlanLimits {
  maxProjects: number;
  maxDocuments: number;
}

export function planLimits(env: Pick<Env, 'PLAN_MAX_PROJECTS' | 'PLAN_MAX_DOCUMENTS'>): PlanLimits {
  return { maxProjects: env.PLAN_MAX_PROJECTS, maxDocuments: env.PLAN_MAX_DOCUMENTS };
}

/** Services that enforce or report the plan receive its limits with the usual context. */
export type PlanContext = ServiceContext & { plan: PlanLimits };

export function projectLimitMessage(max: number): string {
  return `You have reached the free beta limit of ${max} ${max === 1 ? 'project' : 'projects'}. Delete a project to create a new one.`;
}

declare global {
  namespace Express {
    interface Locals {
      /** Set once by createApp (app.locals): both transports read the plan from their request. */
      plan?: PlanLimits;
    }
  }
}

/** The plan of the app serving this request (app.locals.plan, set by createApp). */
export function planOf(req: Request): PlanLimits {
  const plan = req.app.locals.plan;
  if (!plan) throw new Error('app.locals.plan is not set (createApp sets it)');
  return plan;
}
