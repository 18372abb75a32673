import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { documentSummaryView } from '../documents/document.presenter.js';
import { DocumentSummary } from '../documents/document.types.js';
import { cancelGeneration, retryGeneration } from './generation-control.js';

/** Stopping and restarting a document's generation: thin, the rules live in generation-control.ts. */
@Resolver()
export class GenerationControlResolver {
  @Authorized()
  @Mutation(() => DocumentSummary, { description: 'Cancels a queued or generating document (status cancelled); CONFLICT (GENERATION_NOT_ACTIVE) otherwise.' })
  async cancelGeneration(@Arg('documentId', () => ID, { description: "The document's id." }) documentId: string, @Ctx() ctx: RequestContext): Promise<DocumentSummary> {
    return documentSummaryView(await cancelGeneration({ ...ctx.service, logger: ctx.logger }, documentId));
  }

  @Authorized()
  @Mutation(() => DocumentSummary, { description: 'Generates a failed or cancelled document again; CONFLICT (GENERATION_NOT_RETRYABLE) otherwise.' })
  async retryGeneration(@Arg('documentId', () => ID, { description: "The document's id." }) documentId: string, @Ctx() ctx: RequestContext): Promise<DocumentSummary> {
    return documentSummaryView(await retryGeneration(ctx.service, documentId));
  }
}
