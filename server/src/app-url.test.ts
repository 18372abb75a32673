import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenAddress } from './config/env.js';
import { postgresPidsUnder, spawnServer } from './test/spawn-server.js';

describe('development: mail links use the address the server prints', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-appurl-'));
  });
  afterAll(async () => {
    for (const pid of await postgresPidsUnder(dataDir)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the address it listens on (127.0.0.1, the real port) and a sign-up mail links there', async () => {
    // PORT=0: the port is only known once listening, so APP_URL must follow the printed address.
    const server = await spawnServer({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', APP_URL: '' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      const email = 'newcomer@example.com';
      const signup = await fetch(`${server.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'New Comer', email, password: 'Forge-ahead-2026!' }),
      });
      expect(signup.status).toBe(200);
      let links: string[] = [];
      for (let i = 0; i < 50 && links.length === 0; i++) {
        const box = (await (await fetch(`${server.url}/dev/mailbox`, { headers: { accept: 'application/json' } })).json()) as {
          messages: { to: string; links: string[] }[];
        };
        links = box.messages.find((m) => m.to === email)?.links ?? [];
        if (links.length === 0) await new Promise((r) => setTimeout(r, 100));
      }
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(new URL(link).origin).toBe(server.url);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);

  it('shows loopback and named hosts as they are, wildcard binds as localhost', () => {
    expect(listenAddress('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(listenAddress('::1', 3000)).toBe('http://[::1]:3000');
    expect(listenAddress('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenAddress('::', 3000)).toBe('http://localhost:3000');
    expect(listenAddress('localhost', 8080)).toBe('http://localhost:8080');
  });
});
