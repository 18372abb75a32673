import type { EntityManager } from '@mikro-orm/postgresql';
import { authorize } from '../../core/auth/policy.js';
import type { AuthUser, ServiceContext } from '../../core/context.js';
import { findProjectFor } from '../projects/project-access.js';
import { avatarPath } from '../users/user.presenter.js';
import { displayName } from '../users/user.entity.js';
import { liveStream } from './live-stream.js';
import type { PresenceHub } from './presence-hub.js';
import type { ProjectChange, ProjectChanges } from './project-changes.js';

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** This instance's share of live presence (rows, heartbeat, sweep). */
    presence: PresenceHub;
    /** Changes of projects heard from the database (presence, members, comments, document versions). */
    projectChanges: ProjectChanges;
  }
}

/** Someone who has the project open, on any instance (several tabs count once, since the first). */
export interface PresentMember {
  userId: string;
  name: string;
  initials: string;
  avatarUrl: string | null;
  since: Date;
}

interface PresenceRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  google_picture: string | null;
  avatar_uploaded_at: Date | null;
  since: Date;
}

export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!].map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/**
 * The project's present people: rows seen within the TTL, of people who may still read the
 * project (a removed member drops out at once, before their subscription notices), first come
 * first. The avatar follows the profile's rule: an uploaded image, else a linked Google picture.
 */
async function presentMembers(em: EntityManager, projectId: string, ttlMs: number): Promise<PresentMember[]> {
  const rows = await em.getConnection().execute<PresenceRow[]>(
    `select u.id as user_id, u.email, u.first_name, u.last_name,
            case when exists (select 1 from identity i where i.user_id = u.id and i.provider = 'google') then u.avatar_url end as google_picture,
            ua.updated_at as avatar_uploaded_at, min(pp.since) as since
       from project_presence pp
       join app_user u on u.id = pp.user_id
       join project on project.id = pp.project_id
       left join user_avatar ua on ua.user_id = u.id
      where pp.project_id = ? and pp.seen_at > now() - make_interval(secs => ?)
        and (project.user_id = pp.user_id or exists (select 1 from project_member m where m.project_id = pp.project_id and m.user_id = pp.user_id and m.accepted_at is not null))
      group by u.id, ua.updated_at
      order by min(pp.since), u.id`,
    [projectId, ttlMs / 1000],
  );
  return rows.map((r) => {
    const name = displayName({ firstName: r.first_name, lastName: r.last_name, email: r.email });
    const uploaded = r.avatar_uploaded_at ? avatarPath(r.user_id, new Date(r.avatar_uploaded_at)) : null;
    return { userId: r.user_id, name, initials: initialsOf(name), avatarUrl: uploaded ?? r.google_picture, since: new Date(r.since) };
  });
}

/** Who has the project open now (any member, any token). */
export async function listPresence(ctx: ServiceContext, projectId: unknown): Promise<PresentMember[]> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  return presentMembers(ctx.em, project.id, ctx.deps.presence.timing.ttlMs);
}

/** The caller may still read the project (their membership may have ended since they subscribed). */
async function stillMember(ctx: ServiceContext, caller: AuthUser, projectId: string): Promise<EntityManager> {
  // A fresh EntityManager each time: a subscription lives long, its identity map must not grow.
  const em = ctx.em.fork();
  await findProjectFor(em, caller, projectId, 'viewer');
  return em;
}

/**
 * Marks the caller present on the project while the returned stream is open, and sends the
 * present people at once and whenever they change. A person's session only: presence says a
 * person has the project open, which a token (an agent, a script) never means.
 */
export async function watchPresence(ctx: ServiceContext, projectId: unknown): Promise<AsyncIterableIterator<PresentMember[]>> {
  const caller = authorize(ctx, 'session');
  const project = await findProjectFor(ctx.em, caller, projectId, 'viewer');
  const { presence, projectChanges } = ctx.deps;
  let last = '';
  return liveStream<PresentMember[]>({
    initial: true,
    listen: (wake) =>
      projectChanges.on(project.id, (change) => {
        if (change.kind === 'presence' || change.kind === 'members') wake();
      }),
    start: () => presence.join(project.id, caller.id),
    stop: () => presence.leave(project.id, caller.id),
    read: async () => {
      const em = await stillMember(ctx, caller, project.id);
      const list = await presentMembers(em, project.id, presence.timing.ttlMs);
      const key = JSON.stringify(list);
      if (key === last) return undefined;
      last = key;
      return list;
    },
  });
}

/** Changes a subscriber may be told of; presence has its own subscription. */
export type ProjectChangeNotice = ProjectChange & { kind: 'members' | 'comments' | 'documents' };
// Distinct changes waiting for a slow subscriber: identical ones are merged, the oldest dropped past this.
const MAX_WAITING = 50;

/** Comments, document versions and members of the project as they change, for any member. */
export async function watchProjectChanges(ctx: ServiceContext, projectId: unknown): Promise<AsyncIterableIterator<ProjectChangeNotice>> {
  const caller = authorize(ctx, 'read');
  const project = await findProjectFor(ctx.em, caller, projectId, 'viewer');
  const waiting = new Map<string, ProjectChangeNotice>();
  return liveStream<ProjectChangeNotice>({
    listen: (wake) =>
      ctx.deps.projectChanges.on(project.id, (change) => {
        if (change.kind === 'presence') return;
        waiting.set(`${change.kind}:${change.documentId ?? ''}`, change as ProjectChangeNotice);
        if (waiting.size > MAX_WAITING) waiting.delete(waiting.keys().next().value as string);
        wake();
      }),
    more: () => waiting.size > 0,
    read: async () => {
      const [key, change] = waiting.entries().next().value ?? [];
      if (!key || !change) return undefined;
      waiting.delete(key);
      await stillMember(ctx, caller, project.id);
      return change;
    },
  });
}
