import { Arg, Authorized, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { listAudit } from './admin-audit.js';
import { getAnyProject, listActivity, listAllProjects, listJobs } from './admin-content.service.js';
import { adminOverview } from './admin-overview.service.js';
import { getUserDetail, listUsers } from './admin-users.service.js';
import { AdminActivityPage, AdminAuditPage, AdminJobPage, AdminListInput, AdminOverview, AdminProjectDetail, AdminProjectPage, AdminUserDetail, AdminUserPage } from './admin.types.js';

const plain = (input: AdminListInput | null) => ({ ...input });

/** The admin area's reads. Thin: every rule (and the admin check, again) lives in the services. */
@Resolver()
export class AdminResolver {
  @Authorized('admin')
  @Query(() => AdminOverview, { description: 'Admin: totals, jobs by status and per-day series over `days` (7–90, default 30).' })
  adminOverview(@Arg('days', () => Int, { nullable: true, description: 'How many days the per-day series cover (default 30).' }) days: number | null, @Ctx() ctx: RequestContext): Promise<AdminOverview> {
    return adminOverview(ctx.service, { days });
  }

  @Authorized('admin')
  @Query(() => AdminUserPage, { description: 'Admin: users, searched by e-mail or name. Sorts: createdAt, email, name, lastActiveAt, role.' })
  adminUsers(@Arg('input', () => AdminListInput, { nullable: true, description: 'Search, filters, sort and page.' }) input: AdminListInput | null, @Ctx() ctx: RequestContext): Promise<AdminUserPage> {
    return listUsers(ctx.service, plain(input));
  }

  @Authorized('admin')
  @Query(() => AdminUserDetail, { description: 'Admin: one user with their projects and sessions.' })
  adminUser(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AdminUserDetail> {
    return getUserDetail(ctx.service, id);
  }

  @Authorized('admin')
  @Query(() => AdminProjectPage, { description: "Admin: every user's projects, searched by name or owner e-mail. Sorts: createdAt, updatedAt, name." })
  adminProjects(@Arg('input', () => AdminListInput, { nullable: true, description: 'Search, filters, sort and page.' }) input: AdminListInput | null, @Ctx() ctx: RequestContext): Promise<AdminProjectPage> {
    return listAllProjects(ctx.service, plain(input));
  }

  @Authorized('admin')
  @Query(() => AdminProjectDetail, { description: "Admin: any user's project, read-only." })
  adminProject(@Arg('id', () => ID, { description: "The project's id." }) id: string, @Ctx() ctx: RequestContext): Promise<AdminProjectDetail> {
    return getAnyProject(ctx.service, id);
  }

  @Authorized('admin')
  @Query(() => AdminJobPage, { description: 'Admin: generation jobs (documents) by status. Sorts: updatedAt, createdAt, status, type.' })
  adminJobs(@Arg('input', () => AdminListInput, { nullable: true, description: 'Search, filters, sort and page.' }) input: AdminListInput | null, @Ctx() ctx: RequestContext): Promise<AdminJobPage> {
    return listJobs(ctx.service, plain(input));
  }

  @Authorized('admin')
  @Query(() => AdminActivityPage, { description: 'Admin: the activity log, filtered by type, user (or e-mail search) and period.' })
  adminActivity(@Arg('input', () => AdminListInput, { nullable: true, description: 'Search, filters, sort and page.' }) input: AdminListInput | null, @Ctx() ctx: RequestContext): Promise<AdminActivityPage> {
    return listActivity(ctx.service, plain(input));
  }

  @Authorized('admin')
  @Query(() => AdminAuditPage, { description: 'Admin: the audit log of admin actions (read-only), filtered by action, target or actor e-mail.' })
  adminAuditLog(@Arg('input', () => AdminListInput, { nullable: true, description: 'Search, filters, sort and page.' }) input: AdminListInput | null, @Ctx() ctx: RequestContext): Promise<AdminAuditPage> {
    return listAudit(ctx.service, plain(input));
  }
}
