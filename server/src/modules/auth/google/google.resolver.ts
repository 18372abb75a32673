import { Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../core/context.js';
import { httpExchange } from '../../../core/graphql/http-exchange.js';
import { setFlowCookie } from './google.flow.js';
import { startGoogleLink } from './google.service.js';
import { LinkGoogleResult } from './google.types.js';

@Resolver()
export class GoogleAuthResolver {
  @Authorized()
  @Mutation(() => LinkGoogleResult, {
    description: 'Starts connecting Google to the signed-in account (same as POST /api/auth/google/link): navigate to the url; Google returns to /profile?linked=google.',
  })
  linkGoogleAccount(@Ctx() ctx: RequestContext): LinkGoogleResult {
    const http = httpExchange(ctx);
    const config = ctx.service.deps.google;
    const { url, sealedFlow } = startGoogleLink(ctx.service, { config });
    setFlowCookie(http.res, config.cookieEnv, sealedFlow);
    return { url };
  }
}
