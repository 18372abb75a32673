import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { tokenView } from './token.presenter.js';
import { TOKEN_MESSAGES } from './token.schemas.js';
import { createToken, listTokens, revokeToken } from './token.service.js';
import { CreatedPersonalAccessToken, CreatePersonalAccessTokenInput, PersonalAccessToken } from './token.types.js';

@Resolver()
export class TokenResolver {
  @Authorized()
  @Query(() => [PersonalAccessToken], { description: "The caller's personal access tokens, newest first (session callers only)." })
  async personalAccessTokens(@Ctx() ctx: RequestContext): Promise<PersonalAccessToken[]> {
    return (await listTokens(ctx.service)).map(tokenView);
  }

  @Authorized()
  @Mutation(() => CreatedPersonalAccessToken, { description: 'Creates a personal access token; its secret is in this answer only.' })
  async createPersonalAccessToken(@Arg('input', () => CreatePersonalAccessTokenInput, { description: 'Name, scope and lifetime.' }) input: CreatePersonalAccessTokenInput, @Ctx() ctx: RequestContext): Promise<CreatedPersonalAccessToken> {
    const { secret, token } = await createToken(ctx.service, { name: input.name, expires_in_days: input.expiresInDays, scope: input.scope });
    return { token: secret, item: tokenView(token), message: TOKEN_MESSAGES.created };
  }

  @Authorized()
  @Mutation(() => PersonalAccessToken, { description: 'Revokes a token at once (repeating changes nothing).' })
  async revokePersonalAccessToken(@Arg('id', () => ID, { description: "The token's id." }) id: string, @Ctx() ctx: RequestContext): Promise<PersonalAccessToken> {
    return tokenView(await revokeToken(ctx.service, id));
  }
}
