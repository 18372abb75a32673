import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { printForPerson } from './logger.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/**
 * The start-up's last lines (the address, the demo log-in) are printed while the log's
 * asynchronous destination still has a write under way: CI once saw "demo project created" land
 * below the demo log-in, because a flush writes the queue but not the write already handed to the
 * operating system. Here the destination is a pipe whose reader (a real process) waits half a
 * second before it reads, as a busy terminal does, so the first write is still under way when the
 * text is printed. The text must come out after every line logged before it.
 */
it('prints text for a person below every log line logged before it, with a write under way', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'specforge-log-'));
  dirs.push(dir);
  const fifo = path.join(dir, 'pipe');
  const out = path.join(dir, 'out.log');
  await new Promise<void>((resolve, reject) => spawn('mkfifo', [fifo]).once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`mkfifo ${code}`)))));
  const reader = spawn('sh', ['-c', 'exec 3<"$1"; sleep 0.5; cat <&3 > "$2"', 'reader', fifo, out]);
  const readerDone = new Promise<void>((resolve) => reader.once('exit', () => resolve()));
  const destination = pino.destination({ dest: fifo, sync: false });
  await new Promise<void>((resolve) => destination.once('ready', () => resolve()));
  const logger = pino({ level: 'info' }, destination);
  // One line larger than a pipe's buffer: its write blocks until the reader reads.
  logger.info({ filler: 'x'.repeat(200_000) }, 'a long line');
  for (let i = 0; i < 500; i += 1) logger.info({ i }, 'a line before');
  printForPerson(logger, '  Specforge is running at http://127.0.0.1:1');
  printForPerson(logger, '  Demo account: demo@specforge.local');
  const closed = new Promise<void>((resolve) => destination.once('close', () => resolve()));
  destination.end();
  await closed;
  await readerDone;
  const lines = (await readFile(out, 'utf8')).trimEnd().split('\n');
  expect(lines).toHaveLength(503);
  expect(lines.slice(-2)).toEqual(['  Specforge is running at http://127.0.0.1:1', '  Demo account: demo@specforge.local']);
  expect((JSON.parse(lines[0] ?? '') as { msg: string }).msg).toBe('a long line');
  expect(lines.slice(1, -2).map((l) => (JSON.parse(l) as { i: number }).i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
});
