import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Worker threads for CPU-heavy pure work (the quality analyzer, composing an update), so a big
 * input costs its caller time but never holds the event loop: other requests and /healthz go on.
 * A job runs at most `timeoutMs` from the moment it is queued; past that its worker is ended (the
 * only way to stop synchronous work) and replaced, and the job fails with `onTimeout()`.
 */
export interface WorkerPoolOptions {
  /** The worker's module: it answers `{ id, task, input }` messages (see `serveTasks`). */
  entry: URL;
  size?: number;
  timeoutMs: number;
  onTimeout: () => Error;
}

interface Job {
  id: number;
  task: string;
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string; code?: string } };

/** A failure thrown inside a worker, with the code it carried (AppError's), rebuilt here. */
export class WorkerTaskError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly size: number;

  constructor(private readonly options: WorkerPoolOptions) {
    // One thread per spare core, at least one: the main thread keeps a core for requests.
    this.size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  }

  run<T>(task: string, input: unknown): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = { id: this.nextId++, task, input, resolve: resolve as (v: unknown) => void, reject, timer: setTimeout(() => this.expire(job), this.options.timeoutMs) };
      job.timer.unref();
      this.queue.push(job);
      this.pump();
    });
  }

  /** Ends every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) this.fail(job, new Error('worker pool closed'));
    await Promise.all(
      this.slots.splice(0).map((s) => {
        if (s.job) this.fail(s.job, new Error('worker pool closed'));
        return s.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, task: job.task, input: job.input });
    }
  }

  private spawn(): Slot {
    const ts = this.options.entry.pathname.endsWith('.ts');
    // In development and tests the entry is TypeScript: the worker loads it through tsx.
    const worker = new Worker(this.options.entry, ts ? { execArgv: ['--import', 'tsx'] } : {});
    worker.unref();
    const slot: Slot = { worker, job: null };
    worker.on('message', (reply: Reply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      clearTimeout(job.timer);
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new WorkerTaskError(reply.error.message, reply.error.code));
      this.pump();
    });
    const lost = (error: Error) => {
      this.remove(slot);
      if (slot.job) this.fail(slot.job, error);
      slot.job = null;
      this.pump();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private remove(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
  }

  private fail(job: Job, error: Error): void {
    clearTimeout(job.timer);
    job.reject(error);
  }

  private expire(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    const slot = this.slots.find((s) => s.job === job);
    if (slot) {
      slot.job = null;
      this.remove(slot);
      void slot.worker.terminate();
    }
    job.reject(this.options.onTimeout());
    this.pump();
  }
}
