import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { isAppError } from '../../core/errors/index.js';
import { httpExchange } from '../../core/graphql/http-exchange.js';
import { loginView, userView } from '../users/user.presenter.js';
import { User } from '../users/user.types.js';
import { MessageResult } from '../../core/graphql/message-result.js';
import { AuthPayload, AuthProviders, LogInInput, SignUpInput, SignUpResult } from './auth.types.js';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookies.js';
import { authProviders, findCurrentUser, logIn, logOut, refresh } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { resendVerification, signUp } from './signup.service.js';

/**
 * The GraphQL twin of auth.routes.ts: same services, same presenter, same cookie. (The cookie's
 * path is /api/auth, so browsers do not send it here; API clients may, or pass the token.)
 */
@Resolver()
export class AuthResolver {
  @Mutation(() => SignUpResult, { description: 'Creates an account and mails a verification link.' })
  async signUp(@Arg('input', () => SignUpInput, { description: 'Name, e-mail and password.' }) input: SignUpInput, @Ctx() ctx: RequestContext): Promise<SignUpResult> {
    return signUp(ctx.service, { ...input });
  }

  @Mutation(() => AuthPayload, { description: 'E-mail + password log-in; also sets the sf_refresh cookie.' })
  async logIn(@Arg('input', () => LogInInput, { description: 'E-mail (or phone) and password.' }) input: LogInInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const http = httpExchange(ctx);
    const { issued, user } = await logIn(ctx.service, { ...input });
    setRefreshCookie(http.res, ctx.service.deps.auth.env, issued.refreshToken);
    return loginView(issued, user);
  }

  @Mutation(() => AuthPayload, { description: 'Rotates a refresh token (argument, else the sf_refresh cookie).' })
  async refreshSession(@Arg('refreshToken', () => String, { nullable: true, description: 'The refresh token; absent: the sf_refresh cookie.' }) refreshToken: string | null | undefined, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    const http = httpExchange(ctx);
    const given = refreshToken?.trim();
    try {
      const { issued, user } = await refresh(ctx.service, given || readRefreshCookie(http.req));
      setRefreshCookie(http.res, ctx.service.deps.auth.env, issued.refreshToken);
      return loginView(issued, user);
    } catch (error) {
      if (isAppError(error) && error.code === 'INVALID_REFRESH_TOKEN' && !given) clearRefreshCookie(http.res, ctx.service.deps.auth.env);
      throw error;
    }
  }

  @Mutation(() => Boolean, { description: "Ends the bearer's session (and the cookie's); clears the cookie." })
  async logOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    const http = httpExchange(ctx);
    await logOut(ctx.service, readRefreshCookie(http.req));
    clearRefreshCookie(http.res, ctx.service.deps.auth.env);
    return true;
  }

  @Mutation(() => MessageResult, { description: 'Mails a password reset link; the same answer for unknown e-mails.' })
  async requestPasswordReset(@Arg('email', () => String, { description: 'The e-mail of the account (the answer is the same for unknown ones).' }) email: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    return requestPasswordReset(ctx.service, { email });
  }

  @Mutation(() => MessageResult, { description: 'Sets a new password with the token from the reset mail.' })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token of the reset link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password, at least 8 characters.' }) password: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResult> {
    return resetPassword(ctx.service, { token, password });
  }

  @Mutation(() => MessageResult, { description: 'Mails a new verification link if the account still needs one.' })
  async resendVerification(@Arg('email', () => String, { description: 'The e-mail to confirm.' }) email: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    return resendVerification(ctx.service, { email });
  }

  @Query(() => User, { nullable: true, description: 'The signed-in user; null when signed out.' })
  async me(@Ctx() ctx: RequestContext): Promise<User | null> {
    const user = await findCurrentUser(ctx.service);
    return user && userView(user);
  }

  @Query(() => AuthProviders, { description: 'Which sign-in methods besides e-mail are available.' })
  authProviders(@Ctx() ctx: RequestContext): AuthProviders {
    return authProviders(ctx.service);
  }
}
