import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { MessageResult } from '../../core/graphql/message-result.js';
import { decideApproval, listApprovals, presentApproval } from './approval.service.js';
import { presentCommentGraphql } from './comment.presenter.js';
import { addComment, commentCounts, deleteComment, listComments, updateComment } from './comment.service.js';
import { ApprovalInput, Comment, CommentCount, CommentInput, DocumentApproval } from './collaboration.types.js';

const approvalGraphql = (a: Parameters<typeof presentApproval>[0]): DocumentApproval => {
  const v = presentApproval(a);
  return { id: v.id, version: v.version, decision: v.decision, note: v.note, userId: v.user.id, userName: v.user.name, createdAt: v.created_at };
};

@Resolver()
export class CollaborationResolver {
  @Authorized()
  @Query(() => [Comment], { description: "The project's comments, oldest first; one target's when `target` is given (any member)." })
  async comments(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('target', () => String, { nullable: true, description: 'Only the comments on this target: FR-3, or document:<type>#<section title>.' }) target: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Comment[]> {
    return (await listComments(ctx.service, projectId, target ? { target } : {})).map(presentCommentGraphql);
  }

  @Authorized()
  @Query(() => [CommentCount], { description: 'Every commented target of the project with its open and total comment counts, in one answer (any member).' })
  async commentCounts(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<CommentCount[]> {
    return commentCounts(ctx.service, projectId);
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'Comments on a spec item or document section (reviewer and up); @mentions of members notify them.' })
  async addComment(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('input', () => CommentInput, { description: 'The target, text and, for a reply, the thread.' }) input: CommentInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Comment> {
    return presentCommentGraphql(await addComment(ctx.service, projectId, { target: input.target, body: input.body, parent_id: input.parentId }));
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'A new body (the author) and/or resolved (an editor or the owner).' })
  async updateComment(
    @Arg('id', () => ID, { description: "The comment's id." }) id: string,
    @Arg('body', () => String, { nullable: true, description: 'The new text (the author only).' }) body: string | null,
    @Arg('resolved', () => Boolean, { nullable: true, description: 'Resolves or reopens the thread (an editor or the owner).' }) resolved: boolean | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Comment> {
    return presentCommentGraphql(await updateComment(ctx.service, id, { ...(body === null ? {} : { body }), ...(resolved === null ? {} : { resolved }) }));
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Deletes a comment and its replies (its author or the owner).' })
  async deleteComment(@Arg('id', () => ID, { description: "The comment's id." }) id: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    await deleteComment(ctx.service, id);
    return { message: 'Comment deleted' };
  }

  @Authorized()
  @Query(() => [DocumentApproval], { description: "The decisions on the document's current version." })
  async documentApprovals(@Arg('documentId', () => ID, { description: "The document's id." }) documentId: string, @Ctx() ctx: RequestContext): Promise<DocumentApproval[]> {
    return (await listApprovals(ctx.service, documentId)).approvals.map(approvalGraphql);
  }

  @Authorized()
  @Mutation(() => [DocumentApproval], { description: "Approves the current version or requests changes (reviewer and up); answers the version's decisions." })
  async decideDocumentApproval(
    @Arg('documentId', () => ID, { description: "The document's id." }) documentId: string,
    @Arg('input', () => ApprovalInput, { description: 'The version reviewed, the decision and a note.' }) input: ApprovalInput,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentApproval[]> {
    const { approvals } = await decideApproval(ctx.service, documentId, { version: input.version, decision: input.decision, note: input.note ?? undefined });
    return approvals.map(approvalGraphql);
  }
}
