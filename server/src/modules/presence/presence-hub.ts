import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describeUnavailable } from '../../core/errors/index.js';
import type { Logger } from '../../core/logger.js';

export interface PresenceTiming {
  /** How often this instance refreshes its rows and sweeps expired ones (ms). */
  heartbeatMs: number;
  /** A row not refreshed for this long is an instance's that died: not shown, then swept (ms). */
  ttlMs: number;
}

/** A PostgreSQL array literal of uuids (ids checked as uuids before they get here). */
const pgArray = (ids: string[]) => `{${ids.join(',')}}`;

export const DEFAULT_PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 10_000, ttlMs: 30_000 };

/**
 * This instance's share of live presence. Open presence subscriptions are counted per project and
 * user in memory (so memory grows with open subscriptions only, and several tabs make one row);
 * the first one writes the row, the last one to close deletes it. Writes run one at a time and
 * each writes the state the counts have then, so a quick leave-and-join always ends right.
 * Rows of an instance that died without deleting them stop being shown after `ttlMs` and are
 * swept by the next heartbeat of any instance; the table's triggers announce every change.
 */
export class PresenceHub {
  readonly instanceId = randomUUID();
  private readonly open = new Map<string, { projectId: string; userId: string; count: number }>();
  private writes: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    readonly timing: PresenceTiming = DEFAULT_PRESENCE_TIMING,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.heartbeat(), this.timing.heartbeatMs);
    this.timer.unref();
  }

  /** Deletes this instance's rows, so the people here leave at once rather than after the TTL. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.open.clear();
    await this.writes;
    await this.orm.em
      .fork()
      .execute('delete from project_presence where instance_id = ?', [this.instanceId])
      .catch((err: unknown) => this.logger.warn(describeUnavailable(err), 'could not clear presence on stop'));
  }

  /** One more subscription of `userId` on `projectId` here; resolves once the row is written. */
  join(projectId: string, userId: string): Promise<void> {
    const key = `${projectId}:${userId}`;
    const entry = this.open.get(key) ?? { projectId, userId, count: 0 };
    entry.count += 1;
    this.open.set(key, entry);
    return this.write(projectId, userId);
  }

  /** One subscription fewer; the last one deletes the row. */
  leave(projectId: string, userId: string): Promise<void> {
    const key = `${projectId}:${userId}`;
    const entry = this.open.get(key);
    if (!entry) return this.writes;
    entry.count -= 1;
    if (entry.count <= 0) this.open.delete(key);
    return this.write(projectId, userId);
  }

  /** Open presence subscriptions here (tests). */
  openCount(): number {
    return [...this.open.values()].reduce((n, e) => n + e.count, 0);
  }

  private write(projectId: string, userId: string): Promise<void> {
    const step = async () => {
      if (this.stopped) return;
      const em = this.orm.em.fork();
      if (this.open.has(`${projectId}:${userId}`)) {
        await em.execute('insert into project_presence (project_id, user_id, instance_id, since, seen_at) values (?, ?, ?, now(), now()) on conflict (project_id, user_id, instance_id) do update set seen_at = now()', [projectId, userId, this.instanceId]);
      } else {
        await em.execute('delete from project_presence where project_id = ? and user_id = ? and instance_id = ?', [projectId, userId, this.instanceId]);
      }
    };
    const done = this.writes.then(step);
    // The chain goes on after a failed write; the caller still learns of the failure.
    this.writes = done.catch((err: unknown) => this.logger.warn(describeUnavailable(err), 'could not write presence'));
    return done;
  }

  /**
   * Refreshes this instance's rows (re-inserting any swept while this instance was paused or the
   * database away) and deletes rows past the TTL, whichever instance they belonged to.
   */
  async heartbeat(): Promise<void> {
    if (this.stopped) return;
    const entries = [...this.open.values()];
    const em = this.orm.em.fork();
    try {
      if (entries.length) {
        await em.execute(
          `insert into project_presence (project_id, user_id, instance_id, since, seen_at)
           select p, u, ?, now(), now() from unnest(?::uuid[], ?::uuid[]) as t(p, u)
           on conflict (project_id, user_id, instance_id) do update set seen_at = now()`,
          [this.instanceId, pgArray(entries.map((e) => e.projectId)), pgArray(entries.map((e) => e.userId))],
        );
      }
      await em.execute(`delete from project_presence where seen_at < now() - make_interval(secs => ?)`, [this.timing.ttlMs / 1000]);
    } catch (err) {
      this.logger.warn(describeUnavailable(err), 'presence heartbeat failed');
    }
  }
}
