import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentSpecGraph, presentTraceabilityGraphql } from './spec.presenter.js';
import { getSpecGraph, getTraceability } from './spec.service.js';
import { SpecGraphType, TraceabilityType } from './spec.types.js';

/** Thin: the rules live in spec.service.ts; the presenter is shared with REST. */
@Resolver()
export class SpecResolver {
  @Authorized()
  @Query(() => SpecGraphType, { description: "A project's spec graph (items with their links); NOT_FOUND (PROJECT_NOT_FOUND) if not yours." })
  async specGraph(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('kind', () => String, { nullable: true, description: 'Only items of this kind (requirement, task, …).' }) kind: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecGraphType> {
    return presentSpecGraph(await getSpecGraph(ctx.service, projectId, kind ?? undefined));
  }

  @Authorized()
  @Query(() => TraceabilityType, { description: 'The traceability matrix with coverage figures; NOT_FOUND (PROJECT_NOT_FOUND) if not yours.' })
  async traceability(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: RequestContext): Promise<TraceabilityType> {
    return presentTraceabilityGraphql(await getTraceability(ctx.service, projectId));
  }
}
