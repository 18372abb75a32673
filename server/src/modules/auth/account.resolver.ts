import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { httpExchange } from '../../core/graphql/http-exchange.js';
import { MessageResult } from '../../core/graphql/message-result.js';
import { clearRefreshCookie } from './cookies.js';
import { changePassword, deleteAccount } from './account.service.js';

@Resolver()
export class AccountResolver {
  @Authorized()
  @Mutation(() => MessageResult, { description: "Changes the password; the user's other sessions end." })
  async changePassword(
    @Arg('currentPassword', () => String, { description: 'The password now.' }) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'At least 8 characters.' }) newPassword: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResult> {
    return changePassword(ctx.service, { currentPassword, newPassword });
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Deletes the account and all its data (password required).' })
  async deleteAccount(@Arg('password', () => String, { description: 'The password, to confirm.' }) password: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    const http = httpExchange(ctx);
    const result = await deleteAccount(ctx.service, { password });
    clearRefreshCookie(http.res, ctx.service.deps.auth.env);
    return result;
  }
}
