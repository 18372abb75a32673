import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { removeAvatar } from './avatar.service.js';
import { getProfile, updateNotificationPreferences, updateProfile } from './profile.service.js';
import { NotificationPreferencesInput, UpdateProfileInput } from './profile.types.js';
import { userView } from './user.presenter.js';
import { Profile } from './user.types.js';

/** GraphQL null means "left out", as an absent JSON key does on REST. */
function withoutNulls<T extends object>(input: T): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
}

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Query(() => Profile, { description: "The caller's profile." })
  async profile(@Ctx() ctx: RequestContext): Promise<Profile> {
    return userView(await getProfile(ctx.service));
  }

  @Authorized()
  @Mutation(() => Profile, { description: "Updates the caller's profile (REST: 'Profile updated successfully')." })
  async updateProfile(@Arg('input', () => UpdateProfileInput, { description: 'The profile fields; absent ones stay unchanged.' }) input: UpdateProfileInput, @Ctx() ctx: RequestContext): Promise<Profile> {
    return userView(await updateProfile(ctx.service, withoutNulls(input)));
  }

  @Authorized()
  @Mutation(() => Profile, { description: 'Saves the four e-mail preferences and, when given, whether in-app notices come per document or per generation run.' })
  async updateNotificationPreferences(
    @Arg('input', () => NotificationPreferencesInput, { description: 'Which e-mails the user wants.' }) input: NotificationPreferencesInput,
    @Ctx() ctx: RequestContext,
    @Arg('perDocumentNotices', () => Boolean, { nullable: true, description: 'true: one notice per finished document; false: one per generation run. Left out: unchanged.' })
    perDocumentNotices?: boolean | null,
  ): Promise<Profile> {
    return userView(await updateNotificationPreferences(ctx.service, { notificationPreferences: { ...input }, ...(perDocumentNotices == null ? {} : { perDocumentNotices }) }));
  }

  @Authorized()
  @Mutation(() => Profile, {
    description: 'Removes the uploaded avatar (uploading is REST only: POST /api/users/avatar, multipart).',
  })
  async removeAvatar(@Ctx() ctx: RequestContext): Promise<Profile> {
    return userView(await removeAvatar(ctx.service));
  }
}
