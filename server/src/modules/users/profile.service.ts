import { authorize, type Need } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { User } from './user.entity.js';
import type { UserRecord } from './user.presenter.js';
import { loadUserRecord } from './user-view.js';
import { updateNotificationsSchema, updateProfileSchema, type UpdateNotificationsInput, type UpdateProfileInput } from './profile.schemas.js';

export const PROFILE_RESULT_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  preferencesUpdated: 'Notification preferences updated successfully',
} as const;

/** The signed-in caller's account row (a deleted account reads as signed out). */
export async function loadCaller(ctx: ServiceContext, need: Need): Promise<User> {
  const caller = authorize(ctx, need);
  const user = await ctx.em.findOne(User, { id: caller.id });
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** GET /api/users/profile, `profile`: the user view (profile fields, preferences, identities, avatar). */
export async function getProfile(ctx: ServiceContext): Promise<UserRecord> {
  return loadUserRecord(ctx.em, await loadCaller(ctx, 'read'));
}

/** PUT /api/users/profile, `updateProfile`: the profile rules of profile.schemas.ts, values trimmed; absent optional fields keep their value. */
export async function updateProfile(ctx: ServiceContext, raw: UpdateProfileInput): Promise<UserRecord> {
  const user = await loadCaller(ctx, 'session');
  const input = parseInput(updateProfileSchema, raw);
  if (input.firstName !== undefined) user.firstName = input.firstName;
  if (input.lastName !== undefined) user.lastName = input.lastName;
  if (input.jobTitle !== undefined) user.jobTitle = input.jobTitle;
  if (input.company !== undefined) user.company = input.company;
  if (input.location !== undefined) user.location = input.location;
  if (input.phoneNumber !== undefined) user.phoneNumber = input.phoneNumber;
  if (input.bio !== undefined) user.bio = input.bio;
  if (input.notificationPreferences) user.notificationPreferences = { ...input.notificationPreferences };
  await ctx.em.flush();
  return loadUserRecord(ctx.em, user);
}

/** PUT /api/users/notifications, `updateNotificationPreferences`: all four booleans required; `perDocumentNotices` optional. */
export async function updateNotificationPreferences(ctx: ServiceContext, raw: UpdateNotificationsInput): Promise<UserRecord> {
  const user = await loadCaller(ctx, 'session');
  const input = parseInput(updateNotificationsSchema, raw);
  const p = input.notificationPreferences;
  // A fresh object: MikroORM compares JSON properties by value, a new object is always noticed.
  user.notificationPreferences = {
    email: p.email,
    projectUpdates: p.projectUpdates,
    marketingEmails: p.marketingEmails,
    productNews: p.productNews,
  };
  if (input.perDocumentNotices !== undefined) user.perDocumentNotices = input.perDocumentNotices;
  await ctx.em.flush();
  return loadUserRecord(ctx.em, user);
}
