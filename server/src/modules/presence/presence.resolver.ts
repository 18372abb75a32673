import { Arg, Authorized, Ctx, ID, Query, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { RequestContext, ServiceContext } from '../../core/context.js';
import { listPresence, watchPresence, watchProjectChanges, type PresentMember as PresentRecord, type ProjectChangeNotice } from './presence.service.js';
import { PresentMember, ProjectChange } from './presence.types.js';

/** Subscriptions need only the service part of the request context (graphql-ws builds it from connectionParams). */
type SubscriptionContext = { service: ServiceContext };

const presentMember = (m: PresentRecord): PresentMember => ({ userId: m.userId, name: m.name, initials: m.initials, avatarUrl: m.avatarUrl, since: m.since.toISOString() });

@Resolver()
export class PresenceResolver {
  @Authorized()
  @Query(() => [PresentMember], { description: 'Who has the project open now, first come first (any member).' })
  async projectPresence(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<PresentMember[]> {
    return (await listPresence(ctx.service, projectId)).map(presentMember);
  }

  @Subscription(() => [PresentMember], {
    name: 'projectPresence',
    description:
      "Marks the caller present on the project while open and sends who has it open, at once and on every arrival or departure, across server instances. Any member's session (tokens get TOKEN_NOT_ALLOWED); NOT_FOUND for a project the caller is not a member of.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { projectId: string }, SubscriptionContext>) => watchPresence(context.service, args.projectId),
  })
  projectPresenceChanged(@Arg('projectId', () => ID, { description: "The project's id." }) _projectId: string, @Root() list: PresentRecord[]): PresentMember[] {
    return list.map(presentMember);
  }

  @Subscription(() => ProjectChange, {
    description: "Tells a member that the project's comments, document versions or members changed, so open screens read them again. NOT_FOUND for a project the caller is not a member of.",
    subscribe: ({ args, context }: SubscribeResolverData<unknown, { projectId: string }, SubscriptionContext>) => watchProjectChanges(context.service, args.projectId),
  })
  projectChanged(@Arg('projectId', () => ID, { description: "The project's id." }) _projectId: string, @Root() change: ProjectChangeNotice): ProjectChange {
    return { projectId: change.projectId, kind: change.kind, documentId: change.documentId };
  }
}
