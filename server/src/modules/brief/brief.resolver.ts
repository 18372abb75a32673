import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { briefGraphqlView, briefVersionView } from './brief.presenter.js';
import { getBrief, listBriefVersions, updateBrief } from './brief.service.js';
import { Brief, BriefInput, BriefVersion } from './brief.types.js';
import { briefUnderstanding, draftUnderstanding } from './understanding.service.js';
import { BriefUnderstanding } from './understanding.types.js';
import { GraphQLJSONObject } from 'graphql-scalars';

/** The brief editor over GraphQL: thin, the rules live in brief.service.ts (the same as brief.routes.ts). */
@Resolver()
export class BriefResolver {
  @Authorized()
  @Query(() => Brief, { description: "The project's whole brief (the wizard's 24 fields) and its version." })
  async brief(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<Brief> {
    return briefGraphqlView(await getBrief(ctx.service, projectId));
  }

  @Authorized()
  @Query(() => [BriefVersion], { description: 'The saved edits of the brief, newest first (version 0, the brief as created, is not listed).' })
  async briefVersions(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<BriefVersion[]> {
    return (await listBriefVersions(ctx.service, projectId)).map(briefVersionView);
  }

  @Authorized()
  @Query(() => BriefUnderstanding, {
    description:
      '"Here is what I understood": the saved brief read back as generation would use it (who does each key feature, which integration serves which, team size, constraints, metric targets), each line with its source and correction choices. NOT_FOUND if not yours.',
  })
  async briefUnderstanding(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<BriefUnderstanding> {
    return briefUnderstanding(ctx.service, projectId);
  }

  @Authorized()
  @Query(() => BriefUnderstanding, { description: 'The same for a wizard draft or unsaved edits (the wizard field names); stores nothing.' })
  async briefUnderstandingPreview(
    @Arg('brief', () => GraphQLJSONObject, {
      description:
        "The brief fields, as the wizard holds them. Free-form by design: a draft being typed (any subset of the brief's fields, contracts BriefDraft), read leniently so a half-written draft is still analysed; a typed input would refuse it before the analyzer could say what is missing.",
    })
    brief: Record<string, unknown>,
    @Ctx() ctx: RequestContext,
  ): Promise<BriefUnderstanding> {
    return draftUnderstanding(ctx.service, brief);
  }

  @Authorized()
  @Mutation(() => Brief, {
    description:
      'Saves the whole brief in one transaction (the wizard rules apply; BAD_USER_INPUT names the field). With baseVersion no longer current: CONFLICT (BRIEF_CONFLICT, extensions.current_version) and nothing is saved. Nothing changed: no new version, changedFields [].',
  })
  async updateBrief(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('input', () => BriefInput, { description: 'The brief fields; absent ones stay unchanged.' }) input: BriefInput,
    @Arg('baseVersion', () => Int, { nullable: true, description: 'The version the editor loaded.' }) baseVersion: number | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<Brief> {
    return briefGraphqlView(await updateBrief(ctx.service, projectId, { ...input, base_version: baseVersion }));
  }
}
