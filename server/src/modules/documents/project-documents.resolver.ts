import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Project } from '../projects/project.types.js';
import { documentsReadyLoader } from './document-progress.js';

/** `Project.documents_ready`, batched per request (no N+1 on project lists). */
@Resolver(() => Project)
export class ProjectDocumentsResolver {
  @FieldResolver(() => Int, { description: 'How many of the six documents are generated (ready, or stale: generated from older inputs).' })
  async documents_ready(@Root() project: Project, @Ctx() ctx: RequestContext): Promise<number> {
    return documentsReadyLoader(ctx.service).load(project.id);
  }
}
