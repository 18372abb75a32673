import { z } from 'zod';
import '../../core/openapi/registry.js';

/** The longest comment: a few screens of text; longer is refused, not cut. */
export const COMMENT_MAX_CHARS = 10_000;

const body = z
  .string({ error: 'body is required' })
  .trim()
  .min(1, 'body is required')
  .max(COMMENT_MAX_CHARS, `body must be ${COMMENT_MAX_CHARS.toLocaleString('en-US')} characters or fewer`);

export const CreateCommentSchema = z.object({
  target: z.string({ error: 'target is required' }).trim().min(1, 'target is required').max(300, 'target must be 300 characters or fewer'),
  body,
  parent_id: z.uuid({ error: 'parent_id must be a comment id' }).nullish(),
});

export const UpdateCommentSchema = z.object({ body: body.optional(), resolved: z.boolean({ error: 'resolved must be true or false' }).optional() }).refine((v) => v.body !== undefined || v.resolved !== undefined, { message: 'Send a new body or resolved' });

export const CommentsQuerySchema = z.object({ target: z.string().max(300).optional() });

export const commentSchema = z
  .object({
    id: z.uuid(),
    project_id: z.uuid(),
    target: z.string(),
    parent_id: z.uuid().nullable(),
    author: z.object({ id: z.uuid(), name: z.string() }),
    body: z.string(),
    resolved: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Comment');
