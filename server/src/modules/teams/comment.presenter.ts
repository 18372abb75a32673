import { displayName } from '../users/user.entity.js';
import type { Comment } from './comment.entity.js';

export function presentComment(c: Comment) {
  return {
    id: c.id,
    project_id: c.project.id,
    target: c.target,
    parent_id: c.parent?.id ?? null,
    author: { id: c.author.id, name: displayName(c.author) },
    body: c.body,
    resolved: c.resolved,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

export function presentCommentGraphql(c: Comment) {
  return {
    id: c.id,
    projectId: c.project.id,
    target: c.target,
    parentId: c.parent?.id ?? null,
    authorId: c.author.id,
    authorName: displayName(c.author),
    body: c.body,
    resolved: c.resolved,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
