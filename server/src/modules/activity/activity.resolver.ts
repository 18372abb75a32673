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
  async trackActivity(@Arg('input', () => TrackActivityInput, { description: 'The activity and what it is about.' }) input: TrackActivityInput, @Ctx() ctx: RequestContext): Promise<TrackActivityResult> {
    // The service reads the REST body (activity_type, metadata.entity_id/entity_type) and checks it.
    const { activityType, metadata } = input;
    return trackActivity(ctx.service, {
      activity_type: activityType,
      metadata: metadata ? { entity_id: metadata.entityId, entity_type: metadata.entityType } : metadata,
    });
  }

  @Authorized()
  @Query(() => UsageStats, { description: "The caller's usage of the free beta plan." })
  async usageStats(@Ctx() ctx: RequestContext): Promise<UsageStats> {
    return usageStats(ctx.service);
  }
}
