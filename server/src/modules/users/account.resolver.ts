import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import type { AuthContext } from '../auth/auth.context.js';
import { MessageResult } from '../auth/auth.types.js';
import { clearRefreshCookie } from '../auth/cookies.js';
import { changePassword, deleteAccount } from './account.service.js';

const ctxOf = (ctx: RequestContext): AuthContext => ({ ...ctx.service, auth: ctx.auth });

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => MessageResult, { description: "Changes the password; the user's other sessions end." })
  async changePassword(
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResult> {
    return changePassword(ctxOf(ctx), { currentPassword, newPassword });
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Deletes the account and all its data (password required).' })
  async deleteAccount(@Arg('password', () => String) password: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    const result = await deleteAccount(ctxOf(ctx), { password });
    clearRefreshCookie(ctx.http.res, ctx.auth.env);
    return result;
  }
}
