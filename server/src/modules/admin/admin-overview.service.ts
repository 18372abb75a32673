import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { parseInput } from '../../core/errors/index.js';
import { documentStatuses } from '../documents/document.entity.js';
import { overviewSchema } from './admin.schemas.js';

export interface DayCount {
  date: string;
  count: number;
}

export interface AdminOverview {
  users: number;
  admins: number;
  disabledUsers: number;
  activeUsers7d: number;
  activeUsers30d: number;
  projects: number;
  documents: number;
  jobsByStatus: { status: string; count: number }[];
  signupsPerDay: DayCount[];
  /** Distinct active users per day (from the activity log). */
  activeUsersPerDay: DayCount[];
  /** Activity events per day. */
  activityPerDay: DayCount[];
}

type Row = Record<string, number | string>;

/** The dashboard's figures: three statements whatever the period. */
export async function adminOverview(ctx: ServiceContext, raw: unknown = {}): Promise<AdminOverview> {
  authorize(ctx, 'admin');
  const { days } = parseInput(overviewSchema, raw ?? {});
  const [totals] = await ctx.em.execute<Row[]>(
    `select
       (select count(*) from app_user)::int as users,
       (select count(*) from app_user where role = 'admin')::int as admins,
       (select count(*) from app_user where disabled_at is not null)::int as disabled_users,
       (select count(distinct user_id) from activity_event where created_at > now() - interval '7 days')::int as active7,
       (select count(distinct user_id) from activity_event where created_at > now() - interval '30 days')::int as active30,
       (select count(*) from project)::int as projects,
       (select count(*) from document)::int as documents`,
  );
  const statusRows = await ctx.em.execute<{ status: string; n: number }[]>('select status, count(*)::int as n from document group by status');
  // One row per day of the period (UTC), zeros included, so the charts have no gaps.
  const dayRows = await ctx.em.execute<{ day: string; signups: number; events: number; active: number }[]>(
    `with days as (
       select generate_series((now() at time zone 'utc')::date - (?::int - 1), (now() at time zone 'utc')::date, interval '1 day')::date as day
     )
     select to_char(d.day, 'YYYY-MM-DD') as day,
       (select count(*) from app_user u where (u.created_at at time zone 'utc')::date = d.day)::int as signups,
       (select count(*) from activity_event e where (e.created_at at time zone 'utc')::date = d.day)::int as events,
       (select count(distinct e.user_id) from activity_event e where (e.created_at at time zone 'utc')::date = d.day)::int as active
     from days d order by d.day`,
    [days],
  );
  const byStatus = new Map(statusRows.map((r) => [r.status, Number(r.n)]));
  const t = totals ?? {};
  return {
    users: Number(t.users ?? 0),
    admins: Number(t.admins ?? 0),
    disabledUsers: Number(t.disabled_users ?? 0),
    activeUsers7d: Number(t.active7 ?? 0),
    activeUsers30d: Number(t.active30 ?? 0),
    projects: Number(t.projects ?? 0),
    documents: Number(t.documents ?? 0),
    jobsByStatus: documentStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    signupsPerDay: dayRows.map((r) => ({ date: r.day, count: Number(r.signups) })),
    activeUsersPerDay: dayRows.map((r) => ({ date: r.day, count: Number(r.active) })),
    activityPerDay: dayRows.map((r) => ({ date: r.day, count: Number(r.events) })),
  };
}
