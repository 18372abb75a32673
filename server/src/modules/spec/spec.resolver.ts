import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentSpecGraphGraphql, presentSpecItemGraphql, presentTraceabilityGraphql } from './spec.presenter.js';
import { updateTaskStatus } from './task-progress.service.js';
import { getSpecGraph, getTraceability } from './spec.service.js';
import { confirmSpecItem, confirmSpecItems, editSpecItemText, unconfirmSpecItem } from './suggestion.service.js';
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

  @Authorized()
  @Mutation(() => SpecItemType, {
    description:
      "Confirms an item the capability catalogue suggested (source pattern:<capability>): fields.confirmed, confirmedBy, confirmedAt; the PRD's line follows. Editor or owner; FORBIDDEN below, TOKEN_READ_ONLY for a read-only token; SPEC_ITEM_NOT_FOUND; CONFLICT (NOT_A_SUGGESTION) for an item the catalogue did not suggest.",
  })
  async confirmSpecItem(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Arg('itemId', () => String, { description: 'The suggested item, e.g. AC-3.2.' }) itemId: string, @Ctx() ctx: RequestContext): Promise<SpecItemType> {
    return presentSpecItemGraphql(await confirmSpecItem(ctx.service, projectId, itemId));
  }

  @Authorized()
  @Mutation(() => [SpecItemType], { description: "Confirms several suggested items at once (a requirement's criteria): all or none; the same rules as confirmSpecItem." })
  async confirmSpecItems(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('itemIds', () => [String], { description: 'The suggested items, e.g. AC-3.1, AC-3.2.' }) itemIds: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<SpecItemType[]> {
    return (await confirmSpecItems(ctx.service, projectId, { item_ids: itemIds })).map(presentSpecItemGraphql);
  }

  @Authorized()
  @Mutation(() => SpecItemType, {
    description:
      "Rewrites a suggested item in the caller's words (a criterion as given, when, then; another item as statement). An edited suggestion counts as confirmed and keeps its text through regenerations; the catalogue's text stays in fields.suggestedStatement … for undo. Same rules as confirmSpecItem; BAD_USER_INPUT for missing parts.",
  })
  async editSpecItemText(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('itemId', () => String, { description: 'The suggested item, e.g. AC-3.2.' }) itemId: string,
    @Arg('given', () => String, { nullable: true, description: "A criterion's situation (Given …)." }) given: string | null,
    @Arg('when', () => String, { nullable: true, description: "A criterion's action (when …)." }) when: string | null,
    @Arg('then', () => String, { nullable: true, description: "A criterion's outcome (then …)." }) then: string | null,
    @Arg('statement', () => String, { nullable: true, description: 'The whole statement of an item that is not a criterion.' }) statement: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecItemType> {
    const input = { given: given ?? undefined, when: when ?? undefined, then: then ?? undefined, statement: statement ?? undefined };
    return presentSpecItemGraphql(await editSpecItemText(ctx.service, projectId, itemId, input));
  }

  @Authorized()
  @Mutation(() => SpecItemType, { description: "Takes a confirmation back: the item is a suggestion again, in the catalogue's words if it was edited. Same rules as confirmSpecItem." })
  async unconfirmSpecItem(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('itemId', () => String, { description: 'The suggested item, e.g. AC-3.2.' }) itemId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecItemType> {
    return presentSpecItemGraphql(await unconfirmSpecItem(ctx.service, projectId, itemId));
  }
}
