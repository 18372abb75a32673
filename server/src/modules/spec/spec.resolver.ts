import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentSpecGraphGraphql, presentSpecItemGraphql, presentTraceabilityGraphql } from './spec.presenter.js';
import { updateTaskStatus } from './task-progress.service.js';
import { getSpecGraph, getTraceability } from './spec.service.js';
import { SpecGraphType, SpecItemType, TraceabilityType } from './spec.types.js';

/** Thin: the rules live in spec.service.ts; the presenter is shared with REST. */
@Resolver()
export class SpecResolver {
  @Authorized()
  @Query(() => SpecGraphType, { description: "A project's spec graph (items with their links); NOT_FOUND (PROJECT_NOT_FOUND) if not yours." })
  async specGraph(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('kind', () => String, { nullable: true, description: 'Only items of this kind (requirement, task, …).' }) kind: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecGraphType> {
    return presentSpecGraphGraphql(await getSpecGraph(ctx.service, projectId, kind ?? undefined));
  }

  @Authorized()
  @Query(() => TraceabilityType, { description: 'The traceability matrix with coverage figures; NOT_FOUND (PROJECT_NOT_FOUND) if not yours.' })
  async traceability(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<TraceabilityType> {
    return presentTraceabilityGraphql(await getTraceability(ctx.service, projectId));
  }

  @Authorized()
  @Mutation(() => SpecItemType, {
    description:
      "Sets a task's progress (todo, in_progress, done, blocked) and note; note absent keeps it, null clears it. TASK_NOT_FOUND for an unknown task. With the project's require_evidence setting on, done answers CONFLICT (EVIDENCE_MISSING) while its criteria are not verified, unless overrideNote is given (kept in fields.evidenceOverride).",
  })
  async updateTaskStatus(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('taskId', () => String, { description: 'The task id, e.g. T-4.' }) taskId: string,
    @Arg('status', () => String, { description: 'todo, in_progress, done or blocked.' }) status: string,
    @Arg('note', () => String, { nullable: true, description: 'What was done, or what blocks it; null clears it, absent keeps it.' }) note: string | null | undefined,
    @Arg('overrideNote', () => String, { nullable: true, description: 'Why the task is done without verified criteria.' }) overrideNote: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecItemType> {
    return presentSpecItemGraphql(await updateTaskStatus(ctx.service, projectId, taskId, { status, note, override_note: overrideNote }));
  }
}
