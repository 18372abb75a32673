import type { Request } from 'express';
import type { ServiceContext } from '../../core/context.js';
import type { DocumentQueue } from '../generation/generation-worker.js';
import { planOf } from '../projects/plan.js';
import type { GenerationContext } from './document.service.js';

declare global {
  namespace Express {
    interface Locals {
      /** Set once by createApp: the generation queue both transports hand new jobs to. */
      generation?: DocumentQueue;
    }
  }
}

/** The service context of a generation request (either transport): plan limits and the queue. */
export function generationContext(req: Request, service: ServiceContext): GenerationContext {
  const queue = req.app.locals.generation;
  if (!queue) throw new Error('app.locals.generation is not set (createApp sets it)');
  return { ...service, plan: planOf(req), queue };
}
