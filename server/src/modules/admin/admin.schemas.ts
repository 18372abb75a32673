import { z } from 'zod';
import '../../core/openapi/registry.js';
import { activityTypes } from '../activity/activity-event.entity.js';
import { documentStatuses } from '../documents/document.entity.js';
import { adminActions } from './admin-audit.entity.js';

export const ADMIN_MESSAGES = {
  disabled: 'User disabled',
  enabled: 'User enabled',
  roleChanged: 'Role updated',
  resetSent: 'Password reset e-mail sent',
  deleted: 'User deleted',
  retried: 'Generation restarted',
  cancelled: 'Generation cancelled',
} as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Page, size, sort and direction of every admin list (REST query strings arrive as text: coerced). */
function listSchema<S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    search: optional(z.string().trim().max(200, 'search must be at most 200 characters')),
    page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1, 'page must be at least 1').default(1)),
    pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1, 'pageSize must be between 1 and 100').max(100, 'pageSize must be between 1 and 100').default(20)),
    sort: z.preprocess(blankToUndefined, z.enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` }).default(defaultSort)),
    direction: z.preprocess(blankToUndefined, z.enum(['asc', 'desc'], { error: "direction must be 'asc' or 'desc'" }).default('desc')),
  });
}

export const userListSchema = listSchema(['createdAt', 'email', 'name', 'lastActiveAt', 'role'] as const, 'createdAt').extend({
  role: optional(z.enum(['user', 'admin'], { error: "role must be 'user' or 'admin'" })),
  status: optional(z.enum(['active', 'disabled'], { error: "status must be 'active' or 'disabled'" })),
});
export type UserListInput = z.output<typeof userListSchema>;

export const projectListSchema = listSchema(['createdAt', 'updatedAt', 'name'] as const, 'createdAt');
export type ProjectListInput = z.output<typeof projectListSchema>;

export const jobListSchema = listSchema(['updatedAt', 'createdAt', 'status', 'type'] as const, 'updatedAt').extend({
  status: optional(z.enum(documentStatuses, { error: `status must be one of ${documentStatuses.join(', ')}` })),
});
export type JobListInput = z.output<typeof jobListSchema>;

const dateFilter = (field: string) => optional(z.coerce.date({ error: `${field} must be a date` }));

export const activityListSchema = listSchema(['createdAt'] as const, 'createdAt').extend({
  type: optional(z.enum(activityTypes, { error: `type must be one of ${activityTypes.join(', ')}` })),
  userId: optional(z.uuid('userId must be a user id')),
  from: dateFilter('from'),
  to: dateFilter('to'),
});
export type ActivityListInput = z.output<typeof activityListSchema>;

export const auditListSchema = listSchema(['createdAt'] as const, 'createdAt').extend({
  action: optional(z.enum(adminActions, { error: `action must be one of ${adminActions.join(', ')}` })),
  targetId: optional(z.uuid('targetId must be an id')),
});
export type AuditListInput = z.output<typeof auditListSchema>;

export const idSchema = z.uuid('Not found');
export const roleSchema = z.object({ role: z.enum(['user', 'admin'], { error: "role must be 'user' or 'admin'" }) });
export const overviewSchema = z.object({
  days: z.preprocess(blankToUndefined, z.coerce.number().int().min(7, 'days must be between 7 and 90').max(90, 'days must be between 7 and 90').default(30)),
});
