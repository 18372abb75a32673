import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { patchView } from './changes.presenter.js';
import { ChangeImpactType, PatchDecisionInput, PatchItemDecisionInput, RoadmapReplanType, SpecPatchType } from './changes.types.js';
import { changeImpact } from './impact.service.js';
import { decideUpdate, openPatch, prepareUpdate } from './patch.service.js';
import { replanRoadmap } from './replan.service.js';

/** Thin: the rules live in impact.service.ts and patch.service.ts. */
@Resolver()
export class ChangesResolver {
  @Authorized()
  @Query(() => ChangeImpactType, { description: 'What changed in the brief since the spec was generated, by item id; NOT_FOUND if not yours.' })
  async changeImpact(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<ChangeImpactType> {
    return changeImpact(ctx.service, projectId);
  }

  @Authorized()
  @Query(() => SpecPatchType, { nullable: true, description: 'The update waiting for review, or null.' })
  async specPatch(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<SpecPatchType | null> {
    try {
      return patchView(await openPatch(ctx.service, projectId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'PATCH_NOT_FOUND') return null;
      throw error;
    }
  }

  @Authorized()
  @Mutation(() => SpecPatchType, { description: 'Prepares the update of every document to the brief as it is now, section by section, for review.' })
  async preparePatch(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<SpecPatchType> {
    return patchView(await prepareUpdate(ctx.service, projectId));
  }

  @Authorized()
  @Mutation(() => SpecPatchType, { description: 'Accepts or rejects sections (hunks) or items of the open update; accepted ones become new document versions.' })
  async decidePatch(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('patchId', () => ID, { description: "The update's id." }) patchId: string,
    @Arg('decisions', () => [PatchDecisionInput], { nullable: true, description: 'Decisions per section (hunk).' }) decisions: PatchDecisionInput[] | null,
    @Arg('items', () => [PatchItemDecisionInput], { nullable: true, description: 'Decisions per item: every pending section the item reaches.' }) items: PatchItemDecisionInput[] | null,
    @Ctx() ctx: RequestContext,
  ): Promise<SpecPatchType> {
    return patchView(await decideUpdate(ctx.service, projectId, patchId, { decisions: decisions ?? [], items: items ?? [] }));
  }

  @Authorized()
  @Mutation(() => RoadmapReplanType, { description: 'Re-plans the remaining roadmap tasks from today; done tasks keep their dates. PREREQUISITE_MISSING before a roadmap exists.' })
  async replanRoadmap(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<RoadmapReplanType> {
    return replanRoadmap(ctx.service, projectId);
  }
}
