import type { MikroORM } from '@mikro-orm/postgresql';
import { PgBoss } from 'pg-boss';
import { describeUnavailable, isDatabaseUnavailable } from '../../core/errors/index.js';
import type { Logger } from '../../core/logger.js';
import { CONNECT_TIMEOUT_MS } from '../../db/connect-timeout.js';
import type { Claim } from '../documents/document-chain.js';
import type { Env } from '../../config/env.js';
import type { Generator } from './llm/generator.js';
import { runDocumentJob, SHUTDOWN, type RunnerDeps } from './generation-runner.js';
import { type LlmGeneratorOptions, type RetryNotice, selectGenerator } from './llm/index.js';
import { recoverDocuments } from './recovery.js';

export const GENERATION_QUEUE = 'generate-document';
/** pg-boss keeps its tables in their own schema of the application's database. */
export const QUEUE_SCHEMA = 'pgboss';
const RECOVERY_INTERVAL_MS = 60_000;
const STOP_TIMEOUT_MS = 3_000;

interface DocumentJobData {
  documentId: string;
}

/** What the document service needs: send the jobs it claimed. */
export interface DocumentQueue {
  send(claims: Claim[]): Promise<void>;
}

declare module '../../core/context.js' {
  interface ServiceDeps {
    /** The generation queue (this app's GenerationWorker): starting, cancelling or retrying a document sends its chain's jobs. */
    queue: DocumentQueue;
  }
}

export interface GenerationWorkerOptions {
  url: string;
  orm: MikroORM;
  logger: Logger;
  concurrency: number;
  /** LLM_PROVIDER, LLM_BASE_URL, LLM_API_KEY, LLM_MODEL choose the generator (llm/README.md). */
  llm?: Pick<Env, 'LLM_PROVIDER' | 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'> & Partial<Pick<Env, 'GENERATION_STEP_DELAY_MS' | 'NODE_ENV' | 'SECRETS_KEY' | 'LLM_ALLOW_PRIVATE_URLS'>>;
  /** Overrides `llm` (tests). */
  generator?: Generator;
  /**
   * The generator of one project, given the server's: a project set to its owner's own model gets
   * that model (modules/models, wired by the composition root so generation does not import it).
   * Absent: every project uses the server's generator.
   */
  projectGenerators?: (fallback: Generator, options: LlmGeneratorOptions) => NonNullable<RunnerDeps['generatorFor']>;
  /** Mails approvers whose decision a regenerated version voids. */
  approvalMail?: RunnerDeps['approvalMail'];
}

/**
 * The durable generation queue (pg-boss on the application's PostgreSQL): one job per document,
 * `concurrency` jobs at a time in this process, any number of processes on one database. A job
 * of a killed process stops sending heartbeats and is retried; documents whose job is gone are
 * re-queued at start-up and every minute, so none stays `generating` forever.
 */
export class GenerationWorker implements DocumentQueue {
  private readonly boss: PgBoss;
  private readonly deps: RunnerDeps;
  private workerId?: string;
  private timer?: NodeJS.Timeout;
  private stopped = false;
  /** One per running job: aborted on stop, so provider requests end instead of holding shutdown. */
  private readonly running = new Set<AbortController>();

  constructor(private readonly options: GenerationWorkerOptions) {
    this.boss = new PgBoss({
      connectionString: options.url,
      schema: QUEUE_SCHEMA,
      max: 3,
      application_name: 'specforge-generation',
      // Like every pool of the server: fail fast while the database is away (pg-boss's default is 10 s).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // How often jobs of dead workers (no heartbeat) are failed over to a retry.
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
    });
    // Without this listener an 'error' event would be fatal. While the database is away pg-boss
    // reports every failed poll and keeps polling: one short line each, not the pg client it carries.
    this.boss.on('error', (err) => {
      if (isDatabaseUnavailable(err)) options.logger.warn(describeUnavailable(err), 'generation queue: database unavailable');
      else options.logger.error({ err }, 'generation queue error');
    });
    const llmOptions = {
      // Only the kind of failure and the delay: no prompt, key or response body in logs.
      onRetry: (n: RetryNotice & { sectionTitle: string }) => options.logger.warn({ attempt: n.attempt, delayMs: n.delayMs, status: n.status, section: n.sectionTitle }, 'AI provider call retried'),
    };
    const generator = options.generator ?? selectGenerator(options.llm ?? { LLM_PROVIDER: 'builtin' }, llmOptions);
    this.deps = {
      orm: options.orm,
      logger: options.logger,
      routineLevel: options.llm?.NODE_ENV === 'production' ? 'info' : 'debug',
      generator,
      generatorFor: options.projectGenerators?.(generator, llmOptions),
      send: (claims) => this.send(claims),
      approvalMail: options.approvalMail,
    };
  }

  /** `work: false` makes an instance that only sends jobs (e.g. an API-only replica). */
  async start({ work = true }: { work?: boolean } = {}): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(GENERATION_QUEUE, {
      // A crash mid-job is retried; expected failures never throw (they mark the document failed).
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      // Longer than the longest generation (LLM roadmaps take minutes); heartbeats catch dead workers sooner.
      expireInSeconds: 60 * 60,
      heartbeatSeconds: 15,
    });
    if (!work) return;
    this.workerId = await this.boss.work<DocumentJobData>(GENERATION_QUEUE, { localConcurrency: this.options.concurrency, batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) {
        const controller = new AbortController();
        this.running.add(controller);
        try {
          await runDocumentJob(this.deps, job.data.documentId, job.id, controller.signal);
        } finally {
          this.running.delete(controller);
        }
      }
    });
    await this.recover();
    this.timer = setInterval(() => void this.recover(), RECOVERY_INTERVAL_MS);
    this.timer.unref();
  }

  async send(claims: Claim[]): Promise<void> {
    if (this.stopped) return; // The next start-up recovery sends them.
    for (const c of claims) await this.boss.send(GENERATION_QUEUE, { documentId: c.documentId }, { id: c.jobId });
    if (claims.length && this.workerId) this.boss.notifyWorker(this.workerId);
  }

  /** Re-queues documents whose job is gone (see recovery.ts). */
  async recover(): Promise<void> {
    try {
      // The common idle case costs one query on the queue's own pool and none through the ORM.
      const { rows } = await this.boss.getDb().executeSql("select 1 from document where status in ('queued', 'generating') limit 1");
      if (!rows.length) return;
      await recoverDocuments(this.options.orm.em.fork(), {
        jobState: async (id) => (await this.boss.findJobs(GENERATION_QUEUE, { id }))[0]?.state ?? null,
        send: (claims) => this.send(claims),
      });
    } catch (err) {
      if (!this.stopped) this.options.logger.error({ err }, 'document recovery failed');
    }
  }

  /**
   * Aborts running jobs and stops the queue before the database closes (≤ 3 s, inside the 10 s a
   * graceful stop may take). Aborted jobs fail with "interrupted by shutdown" and are retried by
   * the queue; their documents stay `generating` until then.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    for (const controller of this.running) controller.abort(SHUTDOWN);
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }
}
