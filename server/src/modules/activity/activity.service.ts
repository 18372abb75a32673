import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import type { AuthUser } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { Document } from '../documents/document.entity.js';
import { findProjectFor, requireRole } from '../projects/project-access.js';
import { User } from '../users/user.entity.js';
import { ActivityEvent, type ActivityType } from './activity-event.entity.js';
import { ACTIVITY_MESSAGES, TrackActivitySchema } from './activity.schemas.js';

/** The server-side flood guard: at most one event per type per user in this window. */
export const ACTIVITY_WINDOW_MS = 10_000;

/**
 * Stores an activity signal. A repeat of the same type within the window is answered
 * `recorded: false` instead of an error: the client ignores failures anyway, and a misbehaving
 * one must not fill the table. The check and the insert run under a per-(user, type) advisory
 * lock, so simultaneous requests cannot both pass the check.
 */
export async function trackActivity(ctx: ServiceContext, raw: unknown): Promise<{ recorded: boolean }> {
  const user = authorize(ctx, 'write');
  const input = parseInput(TrackActivitySchema, raw);
  const entityType = await checkEntity(ctx, user, input.activity_type, input.metadata?.entity_id ?? null, input.metadata?.entity_type ?? null);
  return ctx.em.transactional(async (em) => {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`activity:${user.id}:${input.activity_type}`]);
    const since = new Date(Date.now() - ACTIVITY_WINDOW_MS);
    const recent = await em.count(ActivityEvent, { user: user.id, activityType: input.activity_type, createdAt: { $gt: since } });
    if (recent > 0) return { recorded: false };
    const now = new Date();
    em.create(ActivityEvent, {
      user: user.id,
      activityType: input.activity_type,
      entityId: input.metadata?.entity_id ?? null,
      entityType,
      createdAt: now,
    });
    // The admin users table shows and sorts by this column: the same moment the activity log lists.
    await em.nativeUpdate(User, { id: user.id }, { lastActiveAt: now });
    return { recorded: true };
  });
}

/** What each signal is about: nothing, a project, or a document. */
const entityOf: Record<ActivityType, 'project' | 'document' | null> = { USER_ACTIVE: null, PROJECT_CREATE: 'project', DOCUMENT_CREATE: 'document' };

/**
 * The entity must fit the signal and belong to the caller: another user's project or document
 * answers 404 like a missing one, so the activity log cannot be used to probe or pollute ids.
 */
async function checkEntity(ctx: ServiceContext, user: AuthUser, type: ActivityType, entityId: string | null, entityType: 'project' | 'document' | null): Promise<'project' | 'document' | null> {
  const expected = entityOf[type];
  const refuse = (message: string, field: string) => new AppError('VALIDATION_FAILED', message, [{ field, message }]);
  if (expected === null) {
    if (entityId !== null || entityType !== null) throw refuse(ACTIVITY_MESSAGES.noEntity, 'metadata');
    return null;
  }
  if (entityType !== null && entityType !== expected) throw refuse(ACTIVITY_MESSAGES.entityTypeFor(type, expected), 'metadata.entity_type');
  if (entityId === null) return entityType;
  if (expected === 'project') await findProjectFor(ctx.em, user, entityId, 'viewer');
  else {
    const doc = await ctx.em.findOne(Document, { id: entityId }, { populate: ['project'] });
    if (!doc) throw new AppError('DOCUMENT_NOT_FOUND');
    await requireRole(ctx.em, user, doc.project, 'viewer', 'DOCUMENT_NOT_FOUND');
  }
  return expected;
}
