import { randomBytes } from 'node:crypto';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { appLink } from '../auth/auth-links.js';
import { Document, documentTypes } from '../documents/document.entity.js';
import { isUuid } from '../../core/input/uuid.js';
import { findProjectFor } from '../projects/project-access.js';
import { Project } from '../projects/project.entity.js';
import { hashSecret } from './member.service.js';
import { ShareLink } from './share-link.entity.js';

export interface CreatedShareLink {
  link: ShareLink;
  url: string;
}

/** A new read-only link (owner only); its URL carries the token, shown this once. */
export async function createShareLink(ctx: ServiceContext, projectId: unknown): Promise<CreatedShareLink> {
  const caller = authorize(ctx, 'write');
  const project = await findProjectFor(ctx.em, caller, projectId, 'owner');
  const secret = randomBytes(32).toString('base64url');
  const link = ctx.em.create(ShareLink, { project: project.id, tokenHash: hashSecret(secret), createdBy: caller.id });
  await ctx.em.flush();
  return { link, url: appLink(ctx.deps.auth, `share/${secret}`) };
}

/** The project's links (never their tokens), newest first; owner only. */
export async function listShareLinks(ctx: ServiceContext, projectId: unknown): Promise<ShareLink[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'owner');
  return ctx.em.find(ShareLink, { project: project.id }, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** Revokes a link: the row goes, so its token answers like one never issued. */
export async function revokeShareLink(ctx: ServiceContext, projectId: unknown, linkId: unknown): Promise<void> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'write'), projectId, 'owner');
  const removed = isUuid(linkId) ? await ctx.em.nativeDelete(ShareLink, { id: linkId, project: project.id }) : 0;
  if (!removed) throw new AppError('SHARE_LINK_NOT_FOUND');
}

export interface SharedDocument {
  id: string;
  type: string;
  title: string;
  version: number;
  content: string;
  updatedAt: Date;
}

export interface SharedProject {
  name: string;
  documents: SharedDocument[];
}

/**
 * What a share link shows, without signing in: the project's name and its generated documents.
 * Nothing else (no brief, members, comments or owner) leaves through it.
 */
export async function openShareLink(ctx: ServiceContext, token: unknown): Promise<SharedProject> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) throw new AppError('SHARE_LINK_NOT_FOUND');
  const link = await ctx.em.findOne(ShareLink, { tokenHash: hashSecret(token) });
  if (!link) throw new AppError('SHARE_LINK_NOT_FOUND');
  const project = await ctx.em.findOneOrFail(Project, { id: link.project.id }, { fields: ['name'] });
  const docs = await ctx.em.find(Document, { project: project.id, version: { $gt: 0 } });
  return {
    name: project.name,
    documents: docs.sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type)).map((d) => ({ id: d.id, type: d.type, title: d.title, version: d.version, content: d.content, updatedAt: d.updatedAt })),
  };
}
