import { z } from 'zod';
import '../../core/openapi/registry.js';
import { memberRoles } from '../projects/project-member.entity.js';

export const TEAM_MESSAGES = {
  invited: 'Invitation sent',
  roleChanged: 'Role updated',
  removed: 'Member removed',
  accepted: 'Invitation accepted',
  shareCreated: 'Share link created. Anyone with the link can read the documents.',
  shareRevoked: 'Share link revoked',
} as const;

const ROLE_ERROR = "role must be 'editor', 'reviewer' or 'viewer' (a project has one owner)";

export const memberRoleSchema = z.enum(memberRoles, { error: ROLE_ERROR });

export const InviteMemberSchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(254, 'email must be 254 characters or fewer')
    .pipe(z.email({ error: 'email must be a valid e-mail address' })),
  role: memberRoleSchema,
});

export const UpdateMemberSchema = z.object({ role: memberRoleSchema });

/** A member (or the owner) as REST lists them. */
export const memberSchema = z
  .object({
    id: z.uuid().nullable().openapi({ description: "The membership's id; null for the owner" }),
    user_id: z.uuid().nullable().openapi({ description: 'Null while the invitation of an address without an account is pending' }),
    email: z.string(),
    name: z.string().nullable(),
    role: z.enum(['owner', 'editor', 'reviewer', 'viewer']),
    status: z.enum(['active', 'pending']),
    invited_at: z.string().nullable(),
    accepted_at: z.string().nullable(),
    expires_at: z.string().nullable().openapi({ description: 'When a pending invitation stops working' }),
  })
  .openapi('ProjectMember');
