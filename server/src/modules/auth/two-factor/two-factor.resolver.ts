import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context.js';
import { httpExchange } from '../../../core/graphql/http-exchange.js';
import { loginView } from '../../users/user.presenter.js';
import { MessageResult } from '../../../core/graphql/message-result.js';
import { AuthPayload } from '../auth.types.js';
import { setRefreshCookie } from '../cookies.js';
import { verifyTwoFactorLogIn } from '../login.service.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service.js';
import { TwoFactorRecoveryCodes, TwoFactorSetup } from './two-factor.types.js';

/** The GraphQL twin of two-factor.routes.ts: same services, same presenters, same cookie. */
@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Mutation(() => TwoFactorSetup, { description: 'Starts two-factor set-up: a new secret for the authenticator app (session only).' })
  async setupTwoFactor(@Ctx() ctx: RequestContext): Promise<TwoFactorSetup> {
    return setupTwoFactor(ctx.service);
  }

  @Authorized()
  @Mutation(() => TwoFactorRecoveryCodes, { description: 'Turns two-factor on with the first code from the app; answers ten recovery codes, once.' })
  async enableTwoFactor(@Arg('code', () => String, { description: 'A current code from the authenticator, to prove it is set up.' }) code: string, @Ctx() ctx: RequestContext): Promise<TwoFactorRecoveryCodes> {
    return enableTwoFactor(ctx.service, { code });
  }

  @Mutation(() => AuthPayload, {
    description: 'Completes a log-in that answered TWO_FACTOR_REQUIRED (extensions.challenge) with a code or a recovery code; sets the sf_refresh cookie.',
  })
  async verifyTwoFactor(
    @Arg('challenge', () => String, { description: 'The challenge of the TWO_FACTOR_REQUIRED answer.' }) challenge: string,
    @Arg('code', () => String, { nullable: true, description: 'A current code from the authenticator.' }) code: string | null | undefined,
    @Arg('recoveryCode', () => String, { nullable: true, description: 'A recovery code instead of a code.' }) recoveryCode: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    const http = httpExchange(ctx);
    const { issued, user } = await verifyTwoFactorLogIn(ctx.service, { challenge, code, recoveryCode });
    setRefreshCookie(http.res, ctx.service.deps.auth.env, issued.refreshToken);
    return loginView(issued, user);
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Turns two-factor off: the password and a code (authenticator or recovery code).' })
  async disableTwoFactor(
    @Arg('password', () => String, { description: 'The password, to confirm.' }) password: string,
    @Arg('code', () => String, { description: 'A current code from the authenticator.' }) code: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResult> {
    return disableTwoFactor(ctx.service, { password, code });
  }
}
