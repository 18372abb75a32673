import { currentUser } from '../../core/auth/authenticate.js';
import type { ServiceContext } from '../../core/context.js';
import { parseInput } from '../../core/errors/index.js';
import { ActivityEvent } from './activity-event.entity.js';
import { TrackActivitySchema } from './activity.schemas.js';

/** The server-side flood guard: at most one event per type per user in this window. */
export const ACTIVITY_WINDOW_MS = 10_000;

/**
 * Stores an activity signal (spec §7). A repeat of the same type within the window is answered
 * `recorded: false` instead of an error: the client ignores failures anyway, and a misbehaving
 * one must not fill the table. The check and the insert run under a per-(user, type) advisory
 * lock, so simultaneous requests cannot both pass the check.
 */
export async function trackActivity(ctx: ServiceContext, raw: unknown): Promise<{ recorded: boolean }> {
  const user = currentUser(ctx);
  const input = parseInput(TrackActivitySchema, raw);
  return ctx.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`activity:${user.id}:${input.activity_type}`]);
    const since = new Date(Date.now() - ACTIVITY_WINDOW_MS);
    const recent = await em.count(ActivityEvent, { user: user.id, activityType: input.activity_type, createdAt: { $gt: since } });
    if (recent > 0) return { recorded: false };
    em.create(ActivityEvent, {
      user: user.id,
      activityType: input.activity_type,
      entityId: input.metadata?.entity_id ?? null,
      entityType: input.metadata?.entity_type ?? null,
    });
    return { recorded: true };
  });
}
