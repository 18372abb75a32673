import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { documentSummaryView, documentView, generationStatusView } from './document.presenter.js';
import { generateAllDocuments, generateDocument, generationStatus, getDocument, listDocuments } from './document.service.js';
import { DocumentDetail, DocumentSummary, GenerationStatus } from './document.types.js';

/** Thin: the rules live in document.service.ts; the presenter is shared with REST. */
@Resolver()
export class DocumentResolver {
  @Authorized()
  @Query(() => [DocumentDetail], { description: "A project's documents in chain order (PRD first)." })
  async documents(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<DocumentDetail[]> {
    return (await listDocuments(ctx.service, projectId)).map(documentView);
  }

  @Authorized()
  @Query(() => DocumentDetail, { description: 'One document with its content; NOT_FOUND (DOCUMENT_NOT_FOUND) if not yours.' })
  async document(@Arg('id', () => ID, { description: "The document's id." }) id: string, @Ctx() ctx: RequestContext): Promise<DocumentDetail> {
    return documentView(await getDocument(ctx.service, id));
  }

  @Authorized()
  @Query(() => GenerationStatus, { description: "A project's generation progress (the polling twin of a subscription)." })
  async generationStatus(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<GenerationStatus> {
    return generationStatusView(await generationStatus(ctx.service, projectId));
  }

  @Authorized()
  @Mutation(() => DocumentSummary, { description: 'Queues (re)generation of one type; CONFLICT (PREREQUISITE_MISSING) names missing inputs, CONFLICT (GENERATION_IN_PROGRESS) while it or a document built from it is being generated.' })
  async generateDocument(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('type', () => String, { description: 'prd, implementation_plan, feature_breakdown, user_flows, technical_architecture or roadmap.' }) type: string,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentSummary> {
    return documentSummaryView(await generateDocument(ctx.service, projectId, type));
  }

  @Authorized()
  @Mutation(() => [DocumentSummary], { description: 'Queues the chain (PRD, plan, then the other four) for the documents that are missing, failed, cancelled or stale, and those built from them; ready ones are kept. Returns every document of the project.' })
  async generateAllDocuments(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<DocumentSummary[]> {
    return (await generateAllDocuments(ctx.service, projectId)).map(documentSummaryView);
  }
}
