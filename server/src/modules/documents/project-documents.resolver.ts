import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { Project } from '../projects/project.types.js';
import { documentsReadyLoader } from './document-progress.js';

/** `Project.documents_ready`, batched per request (no N+1 on project lists). */
@Resolver(() => Project)
export class ProjectDocumentsResolver {
  @FieldResolver(() => Int, { description: 'How many of the six documents are generated (ready, or stale: generated from older inputs).' })
  documents_ready(@Root() project: Project & { documents_ready?: number }, @Ctx() ctx: RequestContext): number | Promise<number> {
    // A list resolver that already counted (see ProjectResolver.projects) leaves the count on
    // the node; anything else is batched per request.
    return project.documents_ready ?? documentsReadyLoader(ctx.service).load(project.id);
  }
}
