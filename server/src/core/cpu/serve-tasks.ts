import { parentPort } from 'node:worker_threads';

/**
 * The worker side of WorkerPool: answers each `{ id, task, input }` with the handler's value, or
 * with the error's message and code (an AppError's code survives the thread boundary).
 */
export function serveTasks(handlers: Record<string, (input: never) => unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  port.on('message', (msg: { id: number; task: string; input: unknown }) => {
    try {
      const handler = handlers[msg.task];
      if (!handler) throw new Error(`unknown task ${msg.task}`);
      port.postMessage({ id: msg.id, ok: true, value: handler(msg.input as never) });
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      const raw = (e as { code?: unknown }).code;
      const code = typeof raw === 'string' ? raw : undefined;
      port.postMessage({ id: msg.id, ok: false, error: { name: e.name, message: e.message, code } });
    }
  });
}
