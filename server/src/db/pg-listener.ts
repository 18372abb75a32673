import pg from 'pg';
import { describeUnavailable } from '../core/errors/index.js';
import type { Logger } from '../core/logger.js';
import { CONNECT_TIMEOUT_MS } from './connect-timeout.js';

/** What to do with the payload of a NOTIFY on one channel. */
export type NotificationHandlers = Record<string, (payload: string) => void>;

/**
 * One LISTEN connection per app instance for every channel the app follows (generation
 * progress, ended sessions). A lost connection (the database restarting or away) is replaced,
 * retrying with a capped backoff for as long as it takes: what was missed meanwhile is covered by
 * the clients' polling query and the periodic session re-check, and no error here may reach the
 * process.
 */
export class PgListener {
  private client?: pg.Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  private attempts = 0;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly handlers: NotificationHandlers,
  ) {}

  /** The first connection must succeed (start-up fails otherwise); later ones are retried. */
  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'specforge-events',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('notification', (msg) => {
      const handler = this.handlers[msg.channel];
      if (!handler || !msg.payload) return;
      try {
        handler(msg.payload);
      } catch (err) {
        this.logger.warn({ err, channel: msg.channel }, 'notification handler failed');
      }
    });
    // pg may report one loss twice (the server's shutdown notice, then the socket's end): act once.
    let lost = false;
    const drop = () => {
      lost = true;
      if (this.client === client) this.client = undefined;
      void client.end().catch(() => undefined);
    };
    client.on('error', (err) => {
      if (lost || this.stopped) return;
      drop();
      this.logger.warn(describeUnavailable(err), 'event connection lost; reconnecting');
      this.reconnectLater();
    });
    try {
      await client.connect();
      // Channel names are our own constants, never input.
      for (const channel of Object.keys(this.handlers)) await client.query(`listen ${channel}`);
    } catch (error) {
      drop();
      throw error;
    }
    if (this.stopped || lost) {
      drop();
      return;
    }
    this.client = client;
    if (this.attempts > 0) this.logger.info('event connection restored');
    this.attempts = 0;
  }

  private reconnectLater(): void {
    if (this.stopped || this.retry) return;
    const delay = Math.min(4_000, 250 * 2 ** this.attempts);
    this.attempts += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch((err: unknown) => {
        if (this.stopped) return;
        this.logger.warn({ ...describeUnavailable(err), attempt: this.attempts }, 'reconnecting the event connection failed; retrying');
        this.reconnectLater();
      });
    }, delay);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}
