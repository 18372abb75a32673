import { z } from 'zod';
import { ErrorResponse, openApiRegistry, publicAccess } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { ProjectSchema } from '../projects/project.openapi.js';
import { InviteMemberSchema, memberSchema, TEAM_MESSAGES, UpdateMemberSchema } from './member.schemas.js';

// Registered on import (teams.routes.ts imports this file).
const tags = ['Teams'];
const id = z.string().openapi({ format: 'uuid' });
const conflict = (what: string) => ({ 409: { description: what, ...jsonBody(ErrorResponse) } });
const notFound = (what: string) => ({ 404: { description: what, ...jsonBody(ErrorResponse) } });

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/members',
  summary: "The project's owner, members and pending invitations (any member may read them)",
  tags,
  security,
  request: { params: z.object({ id }) },
  responses: { 200: { description: 'The members', ...jsonBody(successOf(z.array(memberSchema))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/members',
  summary: 'Invites an address as editor, reviewer or viewer (owner only); the mail links to /invitations/{token}, valid 7 days',
  tags,
  security,
  request: { params: z.object({ id }), body: jsonBody(InviteMemberSchema) },
  responses: {
    201: { description: 'The pending member', ...jsonBody(successOf(memberSchema, TEAM_MESSAGES.invited)) },
    ...errorResponses(400, 401, 403, 404),
    ...conflict('MEMBER_ALREADY_INVITED (the address is a member or invited) or MEMBER_IS_OWNER'),
  },
});

openApiRegistry.registerPath({
  method: 'put',
  path: '/projects/{id}/members/{userId}',
  summary: "Changes a member's role (owner only); {userId} is the member's account id, or the membership id of a pending invitation",
  tags,
  security,
  request: { params: z.object({ id, userId: id }), body: jsonBody(UpdateMemberSchema) },
  responses: {
    200: { description: 'The member', ...jsonBody(successOf(memberSchema, TEAM_MESSAGES.roleChanged)) },
    ...errorResponses(400, 401, 403),
    ...notFound('PROJECT_NOT_FOUND or MEMBER_NOT_FOUND'),
    ...conflict('MEMBER_IS_OWNER: the owner keeps their role'),
  },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/projects/{id}/members/{userId}',
  summary: 'Removes a member or revokes a pending invitation (owner), or leaves the project (a member naming themselves)',
  tags,
  security,
  request: { params: z.object({ id, userId: id }) },
  responses: {
    200: { description: 'Removed', ...jsonBody(z.object({ status: z.literal('success'), message: z.literal(TEAM_MESSAGES.removed) })) },
    ...errorResponses(401, 403),
    ...notFound('PROJECT_NOT_FOUND or MEMBER_NOT_FOUND'),
    ...conflict('MEMBER_IS_OWNER: the owner cannot be removed'),
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/invitations/{token}/accept',
  summary: 'Accepts an invitation for the signed-in account, which must have the invited address; works once',
  tags,
  security,
  request: { params: z.object({ token: z.string() }) },
  responses: {
    200: { description: 'The project, with the new role', ...jsonBody(successOf(ProjectSchema, TEAM_MESSAGES.accepted)) },
    ...errorResponses(401),
    403: { description: 'INVITATION_OTHER_ACCOUNT', ...jsonBody(ErrorResponse) },
    ...notFound('INVITATION_NOT_FOUND: unknown or revoked'),
    ...conflict('INVITATION_USED or MEMBER_ALREADY_INVITED'),
    410: { description: 'INVITATION_EXPIRED (after 7 days)', ...jsonBody(ErrorResponse) },
  },
});

const shareLinkSchema = z.object({ id: z.uuid(), url: z.string().openapi({ description: '`${APP_URL}/share/<token>`, shown this once' }) }).openapi('ShareLink');
const sharedSchema = z
  .object({
    name: z.string(),
    documents: z.array(z.object({ id: z.uuid(), type: z.string(), title: z.string(), version: z.number().int(), content: z.string(), updated_at: z.string() })),
  })
  .openapi('SharedProject');

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/share-links',
  summary: "The project's read-only links, newest first, without their tokens (owner only)",
  tags,
  security,
  request: { params: z.object({ id }) },
  responses: {
    200: { description: 'The links', ...jsonBody(successOf(z.array(z.object({ id: z.uuid(), created_at: z.string() })))) },
    ...errorResponses(401, 403, 404),
  },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/share-links',
  summary: "Creates a read-only link to the project's documents (owner only)",
  tags,
  security,
  request: { params: z.object({ id }) },
  responses: { 201: { description: 'The link', ...jsonBody(successOf(shareLinkSchema, TEAM_MESSAGES.shareCreated)) }, ...errorResponses(401, 403, 404) },
});

openApiRegistry.registerPath({
  method: 'delete',
  path: '/projects/{id}/share-links/{linkId}',
  summary: 'Revokes a read-only link at once (owner only)',
  tags,
  security,
  request: { params: z.object({ id, linkId: id }) },
  responses: {
    200: { description: 'Revoked', ...jsonBody(z.object({ status: z.literal('success'), message: z.literal(TEAM_MESSAGES.shareRevoked) })) },
    ...errorResponses(401, 403),
    ...notFound('PROJECT_NOT_FOUND or SHARE_LINK_NOT_FOUND'),
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/share/{token}',
  summary: "A shared project's name and documents, without signing in (no brief, members or comments)",
  tags,
  security: publicAccess,
  request: { params: z.object({ token: z.string() }) },
  responses: { 200: { description: 'The project', ...jsonBody(successOf(sharedSchema)) }, ...notFound('SHARE_LINK_NOT_FOUND: unknown or revoked') },
});
