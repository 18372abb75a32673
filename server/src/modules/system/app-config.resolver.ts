import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { AppConfig } from './app-config.types.js';

@Resolver()
export class AppConfigResolver {
  @Query(() => AppConfig, { description: 'Public settings (no sign-in needed).' })
  appConfig(@Ctx() ctx: RequestContext): AppConfig {
    return ctx.service.deps.appConfig;
  }
}
