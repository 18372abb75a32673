import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPidsUnder, spawnServer, spawnServerExpectingFailure } from './test/spawn-server.js';
import { createEmptyDatabase } from './test/test-database.js';

async function health(url: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ health { status database { installedAt } } }' }),
  });
  return (await res.json()) as { data: { health: { status: string; database: { installedAt: string } } } };
}

describe('server process lifecycle with embedded PostgreSQL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-life-'));
  });
  afterAll(async () => {
    for (const pid of await postgresPidsUnder(dataDir)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, answers, and on SIGTERM leaves no postgres process behind; a restart reuses the data', async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    const installedAt = (await health(first.url)).data.health.database.installedAt;
    // The local default seeds a confirmed demo account and prints it with the URL.
    expect(first.output()).toContain('Demo account: demo@specforge.local / Specforge-demo-1');
    const demo = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@specforge.local', password: 'Specforge-demo-1' }),
    });
    expect(demo.status).toBe(200);
    expect(await postgresPidsUnder(dataDir)).not.toHaveLength(0);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(await postgresPidsUnder(dataDir)).toEqual([]);

    const second = await spawnServer({ DATA_DIR: dataDir });
    expect((await health(second.url)).data.health.database.installedAt).toBe(installedAt);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(await postgresPidsUnder(dataDir)).toEqual([]);
  });

  it('reclaims the database from a server that was killed without warning', async () => {
    const crashed = await spawnServer({ DATA_DIR: dataDir });
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    expect(await postgresPidsUnder(dataDir)).not.toHaveLength(0); // the orphan

    const next = await spawnServer({ DATA_DIR: dataDir });
    expect((await fetch(`${next.url}/healthz`)).status).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    expect(await postgresPidsUnder(dataDir)).toEqual([]);
  });

  it('stops the embedded PostgreSQL again when start-up fails half way (port taken)', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as { port: number }).port;
    const failed = await spawnServerExpectingFailure({ DATA_DIR: dataDir, PORT: String(port) });
    blocker.close();
    expect(failed.code, failed.out).toBe(1);
    expect(failed.out).toContain('EADDRINUSE');
    expect(await postgresPidsUnder(dataDir)).toEqual([]);
  });

  it('refuses to start with an invalid configuration, listing every problem', async () => {
    const failed = await spawnServerExpectingFailure({ DATA_DIR: dataDir, PORT: 'x', LLM_PROVIDER: 'nope' });
    expect(failed.code, failed.out).toBe(1);
    expect(failed.out).toContain('PORT');
    expect(failed.out).toContain('LLM_PROVIDER');
  });
});

describe('server process with DATABASE_URL', () => {
  it('uses the given PostgreSQL (here: a second embedded instance) and starts none of its own', async () => {
    const db = await createEmptyDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-ext-'));
    try {
      const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: db.url });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await health(server.url)).data.health.status).toBe('ok');
      expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
      expect(server.output()).toContain('"database":"external"');
      expect(server.output()).not.toContain('Demo account');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
