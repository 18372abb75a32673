import type { ServiceContext } from '../../core/context.js';
import { databaseUnavailable } from '../../core/errors/index.js';

export interface HealthReport {
  status: 'ok';
  database: { serverVersion: string; installedAt: Date | null };
  serverTime: Date;
}

const INSTALLED_AT = 'installed_at';
// A health probe must answer promptly even when the database hangs instead of refusing: well
// inside the 5 s within which /healthz must report an outage, and below the pool's connect bound.
const HEALTH_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Records the moment this installation first started; later starts keep the first value. */
export async function recordInstallation(ctx: Pick<ServiceContext, 'em'>): Promise<void> {
  await ctx.em.getConnection().execute(`insert into system_setting (key, value, updated_at) values (?, ?, now()) on conflict (key) do nothing`, [INSTALLED_AT, JSON.stringify(new Date().toISOString())]);
}

/** Asks the database a real question; any failure means the service is not healthy. */
export async function checkHealth(ctx: Pick<ServiceContext, 'em'>): Promise<HealthReport> {
  try {
    const rows = await withTimeout(
      ctx.em.getConnection().execute<{ version: string; installed_at: string | null }[]>(
        `select current_setting('server_version') as version,
                  (select value #>> '{}' from system_setting where key = ?) as installed_at`,
        [INSTALLED_AT],
      ),
      HEALTH_TIMEOUT_MS,
    );
    const row = rows[0];
    return {
      status: 'ok',
      database: {
        serverVersion: row?.version ?? 'unknown',
        installedAt: row?.installed_at ? new Date(row.installed_at) : null,
      },
      serverTime: new Date(),
    };
  } catch (cause) {
    throw databaseUnavailable(cause);
  }
}
