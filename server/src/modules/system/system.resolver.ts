import { Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { presentHealth } from './system.presenter.js';
import { checkHealth } from './system.service.js';
import { Health } from './system.types.js';

@Resolver()
export class SystemResolver {
  @Query(() => Health, { description: 'Whether the API and its database are up.' })
  async health(@Ctx() ctx: RequestContext): Promise<Health> {
    return presentHealth(await checkHealth(ctx.service));
  }
}
