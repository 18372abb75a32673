import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentBriefGraphql, presentBriefVersionGraphql } from './brief.graphql-presenter.js';
import { getBrief, listBriefVersions, updateBrief } from './brief.service.js';
import { Brief, BriefInput, BriefVersion } from './brief.types.js';

/** The brief editor over GraphQL: thin, the rules live in brief.service.ts (the same as brief.routes.ts). */
@Resolver()
export class BriefResolver {
  @Authorized()
  @Query(() => Brief, { description: "The project's whole brief (the wizard's 24 fields) and its version." })
  async brief(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: RequestContext): Promise<Brief> {
    return presentBriefGraphql(await getBrief(ctx.service, projectId));
  }

  @Authorized()
  @Query(() => [BriefVersion], { description: 'The saved edits of the brief, newest first (version 0, the brief as created, is not listed).' })
  async briefVersions(@Arg('projectId', () => ID) projectId: string, @Ctx() ctx: RequestContext): Promise<BriefVersion[]> {
    return (await listBriefVersions(ctx.service, projectId)).map(presentBriefVersionGraphql);
  }

  @Authorized()
  @Mutation(() => Brief, {
    description:
      'Saves the whole brief in one transaction (the wizard rules apply; BAD_USER_INPUT names the field). With baseVersion no longer current: CONFLICT (BRIEF_CONFLICT, extensions.current_version) and nothing is saved. Nothing changed: no new version, changedFields [].',
  })
  async updateBrief(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('input', () => BriefInput) input: BriefInput,
    @Arg('baseVersion', () => Int, { nullable: true, description: 'The version the editor loaded.' }) baseVersion: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Brief> {
    return presentBriefGraphql(await updateBrief(ctx.service, projectId, { ...input, base_version: baseVersion }));
  }
}
