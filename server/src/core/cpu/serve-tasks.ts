import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

/**
 * Byte arrays in the answer (its own values, or one level down) move to the other thread
 * instead of being copied: megabytes of text travel as UTF-8 in no time, where cloning the
 * strings takes hundreds of milliseconds on the receiving event loop.
 */
function transferables(value: unknown): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const visit = (v: unknown, depth: number) => {
    if (v instanceof Uint8Array && v.buffer instanceof ArrayBuffer && v.byteLength === v.buffer.byteLength) out.push(v.buffer);
    else if (depth < 2 && v && typeof v === 'object' && !Array.isArray(v)) for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(value, 0);
  return out;
}

/**
 * The worker side of WorkerPool: answers each `{ id, task, input }` with the handler's value, or
 * with the error's message and code (an AppError's code survives the thread boundary).
 */
export function serveTasks(handlers: Record<string, (input: never) => unknown>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  // A lower CPU priority for this thread only (Linux sets it per thread): when the cores are busy,
  // the event loop that answers every other request gets them first.
  try {
    setPriority(0, 10);
  } catch {
    // Not permitted or not supported here: the thread keeps the process's priority.
  }
  port.on('message', (msg: { id: number; task: string; input: unknown }) => {
    try {
      const handler = handlers[msg.task];
      if (!handler) throw new Error(`unknown task ${msg.task}`);
      const value = handler(msg.input as never);
      port.postMessage({ id: msg.id, ok: true, value }, transferables(value));
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      const raw = (e as { code?: unknown }).code;
      const code = typeof raw === 'string' ? raw : undefined;
      port.postMessage({ id: msg.id, ok: false, error: { name: e.name, message: e.message, code } });
    }
  });
}
