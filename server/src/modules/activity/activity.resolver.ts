import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { trackActivity } from './activity.service.js';
import { TrackActivityInput, TrackActivityResult, UsageStats } from './activity.types.js';
import { usageStats } from './usage.service.js';

/** Thin: the rules live in activity.service.ts and usage.service.ts. */
@Resolver()
export class ActivityResolver {
  @Authorized()
  @Mutation(() => TrackActivityResult, { description: 'Records an activity signal (at most one per type per 10 s).' })
  async trackActivity(@Arg('input', () => TrackActivityInput) input: TrackActivityInput, @Ctx() ctx: RequestContext): Promise<TrackActivityResult> {
    return trackActivity(ctx.service, { ...input, metadata: input.metadata ? { ...input.metadata } : input.metadata });
  }

  @Authorized()
  @Query(() => UsageStats, { description: "The caller's usage of the free beta plan." })
  async usageStats(@Ctx() ctx: RequestContext): Promise<UsageStats> {
    return usageStats(ctx.service);
  }
}
