import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { cancelJob, retryJob, type JobActionContext } from './admin-content.service.js';
import { deleteUser, sendPasswordReset, setUserDisabled, setUserRole } from './admin-users.service.js';
import { AdminJob, AdminMessage, AdminUser } from './admin.types.js';

const jobContext = (ctx: RequestContext): JobActionContext => ({ ...ctx.service, logger: ctx.logger });

/** The admin area's actions; each one writes an audit entry (in the services). */
@Resolver()
export class AdminActionsResolver {
  @Authorized('admin')
  @Mutation(() => AdminUser, { description: 'Admin: disables (sessions end, log-in refused) or enables an account. Not yourself, not the last admin.' })
  adminSetUserDisabled(
    @Arg('id', () => ID, { description: 'The user id.' }) id: string,
    @Arg('disabled', () => Boolean, { description: 'True to disable (sessions end at once), false to enable.' }) disabled: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminUser> {
    return setUserDisabled(ctx.service, id, disabled);
  }

  @Authorized('admin')
  @Mutation(() => AdminUser, { description: 'Admin: makes a user "user" or "admin" (the last admin cannot be demoted).' })
  adminSetUserRole(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Arg('role', () => String, { description: 'user or admin.' }) role: string, @Ctx() ctx: RequestContext): Promise<AdminUser> {
    return setUserRole(ctx.service, id, { role });
  }

  @Authorized('admin')
  @Mutation(() => AdminMessage, { description: 'Admin: e-mails the user a password-reset link.' })
  adminSendPasswordReset(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AdminMessage> {
    return sendPasswordReset(ctx.service, id);
  }

  @Authorized('admin')
  @Mutation(() => AdminMessage, { description: 'Admin: deletes an account and everything it owns. Not yourself, not the last admin.' })
  adminDeleteUser(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AdminMessage> {
    return deleteUser(ctx.service, id);
  }

  @Authorized('admin')
  @Mutation(() => AdminJob, { description: "Admin: generates a failed or cancelled document again (the owner's retry rules)." })
  adminRetryJob(@Arg('id', () => ID, { description: 'The job (document) id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AdminJob> {
    return retryJob(jobContext(ctx), id);
  }

  @Authorized('admin')
  @Mutation(() => AdminJob, { description: "Admin: cancels a queued or generating document (the owner's cancel rules)." })
  adminCancelJob(@Arg('id', () => ID, { description: 'The job (document) id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AdminJob> {
    return cancelJob(jobContext(ctx), id);
  }
}
