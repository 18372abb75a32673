import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../core/logger.js';

/**
 * Sessions that ended (log-out, password change or reset, refresh-token reuse, an account
 * disabled or deleted), told to every instance through PostgreSQL NOTIFY on the same LISTEN
 * connection that carries generation progress, so each closes the WebSocket connections opened
 * with those sessions at once (modules/generation/subscriptions-server.ts).
 */
export const SESSION_CHANNEL = 'specforge_sessions';

export interface SessionEnded {
  /** These sessions ended. */
  sessionIds?: string[];
  /** Every session of this user ended (but `exceptSessionId`, the caller's own on a password change). */
  userId?: string;
  exceptSessionId?: string;
}

/**
 * Sends the notice in `em`'s connection: inside a transaction PostgreSQL delivers it on commit
 * only, so a revocation that rolls back closes nothing. Ids only: no personal data on the wire.
 */
export async function publishSessionEnded(em: EntityManager, ended: SessionEnded): Promise<void> {
  await em.execute('select pg_notify(?, ?)', [SESSION_CHANNEL, JSON.stringify(ended)]);
}

/** True when `ended` covers the session `sessionId` of user `userId`. */
export function endsSession(ended: SessionEnded, sessionId: string, userId: string): boolean {
  if (ended.sessionIds?.includes(sessionId)) return true;
  return ended.userId === userId && ended.exceptSessionId !== sessionId;
}

/** One app's listeners for ended sessions, fed by its LISTEN connection (app.ts). */
export class SessionEndedEvents {
  private readonly listeners = new Set<(ended: SessionEnded) => void>();

  constructor(private readonly logger: Logger) {}

  on(listener: (ended: SessionEnded) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A NOTIFY payload from SESSION_CHANNEL. */
  deliver(payload: string): void {
    let ended: SessionEnded;
    try {
      ended = JSON.parse(payload) as SessionEnded;
    } catch (err) {
      this.logger.warn({ err }, 'unreadable session event');
      return;
    }
    for (const listener of this.listeners) listener(ended);
  }
}
