import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ADMIN_EMAIL } from './admin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Serves the production build (`pnpm build`, as `pnpm start` does) from one process with its
 * own embedded PostgreSQL in a temporary DATA_DIR, exactly as a user would run it.
 */
export default async function setup(project: TestProject) {
  const entry = path.join(root, 'server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'client/dist/index.html'))) {
    throw new Error('No production build found: run `pnpm build` first (`pnpm test` does).');
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-e2e-'));
  // A fixed, free port: links in mails use the address the server prints (APP_URL's default).
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    // The same environment as `pnpm start` on a fresh machine: a port and a data dir, plus
    // ADMIN_EMAILS (the documented way to get a first administrator; the admin journey signs up
    // as it) and a test-only pause between composed sections so live progress can be observed (README).
    // Only mission-control's live-progress check needs the pause, and every chain any journey
    // generates pays it (~70 sections for "Generate all"): 25 ms still holds a document in
    // 'generating' for hundreds of ms, against the check's 50 ms polling.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ADMIN_EMAIL,
      GENERATION_STEP_DELAY_MS: process.env.GENERATION_STEP_DELAY_MS ?? '25',
      // The journeys stand where a local proxy would and name their own client address in
      // X-Forwarded-For (support/signed-in-user.ts), so each gets its own rate-limit buckets.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in time:\n${out}`)), 90_000);
    child.stdout.on('data', () => {
      const m = /Specforge is running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  project.provide('baseUrl', baseUrl);
  return async () => {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
