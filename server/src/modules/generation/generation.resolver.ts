import { Arg, ID, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { findProjectFor } from '../projects/project-access.js';
import { projectEvents, type GenerationEvent } from './generation-events.js';
import { GenerationEventType } from './generation.types.js';
import { presentGenerationEventGraphql } from './generation-event.graphql-presenter.js';

/** Subscriptions need only the service part of the request context (graphql-ws builds it from connectionParams). */
type SubscriptionContext = { service: ServiceContext };

@Resolver()
export class GenerationResolver {
  @Subscription(() => GenerationEventType, {
    description: "Live progress of a project's generation (status, section, text delta, percent) over graphql-ws, from whichever server instance runs the job. NOT_FOUND for another user's project.",
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { projectId: string }, SubscriptionContext>) => {
      // The owner check runs once, when the subscription starts; events carry no one else's data.
      const project = await findProjectFor(context.service.em, authorize(context.service, 'read'), args.projectId, 'viewer');
      return projectEvents(project.id);
    },
  })
  generationProgress(@Arg('projectId', () => ID, { description: "The project's id." }) _projectId: string, @Root() event: GenerationEvent): GenerationEventType {
    return presentGenerationEventGraphql(event);
  }
}
