import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { modelBodyOf, presentModelConnectionGraphql } from './model-connection.presenter.js';
import { deleteModelConnection, getModelConnection, saveModelConnection, testModelConnection } from './model-connection.service.js';
import { ModelConnection, ModelConnectionInput, ModelConnectionTestResult } from './model-connection.types.js';

/** Thin: the rules live in model-connection.service.ts. Session callers only (core/auth/policy.ts). */
@Resolver()
export class ModelConnectionResolver {
  @Authorized()
  @Query(() => ModelConnection, { nullable: true, description: "The caller's own model, or null (projects then use the server's)." })
  async modelConnection(@Ctx() ctx: RequestContext): Promise<ModelConnection | null> {
    const connection = await getModelConnection(ctx.service);
    return connection && presentModelConnectionGraphql(connection);
  }

  @Authorized()
  @Mutation(() => ModelConnection, { description: 'Saves (creates or replaces) your own model; the key is stored encrypted.' })
  async saveModelConnection(@Arg('input', () => ModelConnectionInput, { description: 'Provider, base URL, model and (to change it) the API key.' }) input: ModelConnectionInput, @Ctx() ctx: RequestContext): Promise<ModelConnection> {
    return presentModelConnectionGraphql(await saveModelConnection(ctx.service, modelBodyOf(input)));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes your own model and its key.' })
  async deleteModelConnection(@Ctx() ctx: RequestContext): Promise<boolean> {
    return deleteModelConnection(ctx.service);
  }

  @Authorized()
  @Mutation(() => ModelConnectionTestResult, {
    description: 'Sends a tiny prompt to the model: the given values (an empty apiKey uses the stored key only for the stored baseUrl and kind), else the saved connection. Redirects are not followed; at most 10 tests a minute (RATE_LIMITED).',
  })
  async testModelConnection(@Arg('input', () => ModelConnectionInput, { nullable: true, description: 'Settings to test; absent: the saved ones.' }) input: ModelConnectionInput | null, @Ctx() ctx: RequestContext): Promise<ModelConnectionTestResult> {
    const r = await testModelConnection(ctx.service, input ? modelBodyOf(input) : undefined);
    return { ok: r.ok, message: r.message, latencyMs: r.latencyMs };
  }
}
