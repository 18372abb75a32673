import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { MessageResult } from '../../core/graphql/message-result.js';
import { projectView } from '../projects/project.presenter.js';
import { Project } from '../projects/project.types.js';
import { presentMemberGraphql } from './member.presenter.js';
import { TEAM_MESSAGES } from './member.schemas.js';
import { acceptInvitation, inviteMember, listMembers, removeMember, updateMemberRole } from './member.service.js';
import { createShareLink, listShareLinks, openShareLink, revokeShareLink } from './share-link.service.js';
import { InviteMemberInput, ProjectMember, ShareLink, SharedProject } from './teams.types.js';

@Resolver()
export class TeamsResolver {
  @Authorized()
  @Query(() => [ProjectMember], { description: "The project's owner, members and pending invitations (any member may read them)." })
  async projectMembers(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<ProjectMember[]> {
    return (await listMembers(ctx.service, projectId)).map(presentMemberGraphql);
  }

  @Authorized()
  @Mutation(() => ProjectMember, { description: 'Invites an address as editor, reviewer or viewer (owner only); the mail links to /invitations/{token}.' })
  async inviteMember(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('input', () => InviteMemberInput, { description: 'Who to invite and as what.' }) input: InviteMemberInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ProjectMember> {
    return presentMemberGraphql(await inviteMember(ctx.service, projectId, { email: input.email, role: input.role }));
  }

  @Authorized()
  @Mutation(() => ProjectMember, { description: "Changes a member's role (owner only); userId is the account id, or the membership id of a pending invitation." })
  async updateMemberRole(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('userId', () => ID, { description: 'The account id, or the membership id of a pending invitation.' }) userId: string,
    @Arg('role', () => String, { description: 'editor, reviewer or viewer.' }) role: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ProjectMember> {
    return presentMemberGraphql(await updateMemberRole(ctx.service, projectId, userId, { role }));
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Removes a member or revokes an invitation (owner), or leaves the project (a member naming themselves).' })
  async removeMember(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('userId', () => ID, { description: 'The account id, or the membership id of a pending invitation.' }) userId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<MessageResult> {
    await removeMember(ctx.service, projectId, userId);
    return { message: TEAM_MESSAGES.removed };
  }

  @Authorized()
  @Mutation(() => Project, { description: 'Accepts an invitation for the signed-in account (which must have the invited address); works once.' })
  async acceptInvitation(@Arg('token', () => String, { description: 'The token from the invitation mail (/invitations/{token}).' }) token: string, @Ctx() ctx: RequestContext): Promise<Project> {
    return projectView((await acceptInvitation(ctx.service, token)).project);
  }

  @Authorized()
  @Query(() => [ShareLink], { description: "The project's read-only links, without their tokens (owner only)." })
  async shareLinks(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<ShareLink[]> {
    return (await listShareLinks(ctx.service, projectId)).map((l) => ({ id: l.id, url: null, createdAt: l.createdAt.toISOString() }));
  }

  @Authorized()
  @Mutation(() => ShareLink, { description: "Creates a read-only link to the project's documents (owner only)." })
  async createShareLink(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Ctx() ctx: RequestContext): Promise<ShareLink> {
    const { link, url } = await createShareLink(ctx.service, projectId);
    return { id: link.id, url, createdAt: link.createdAt.toISOString() };
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Revokes a read-only link at once (owner only).' })
  async revokeShareLink(@Arg('projectId', () => ID, { description: "The project's id." }) projectId: string, @Arg('linkId', () => ID, { description: "The share link's id." }) linkId: string, @Ctx() ctx: RequestContext): Promise<MessageResult> {
    await revokeShareLink(ctx.service, projectId, linkId);
    return { message: TEAM_MESSAGES.shareRevoked };
  }

  @Query(() => SharedProject, { description: "A shared project's name and documents, without signing in; a revoked or unknown token is NOT_FOUND." })
  async sharedProject(@Arg('token', () => String, { description: "The share link's token (/share/<token>)." }) token: string, @Ctx() ctx: RequestContext): Promise<SharedProject> {
    const shared = await openShareLink(ctx.service, token);
    return { name: shared.name, documents: shared.documents.map((d) => ({ ...d, updatedAt: d.updatedAt.toISOString() })) };
  }
}
