import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HttpDrain, KEEP_ALIVE_TIMEOUT_MS } from './graceful-drain.js';

/** One GET on a keep-alive agent; resolves with the status, the Keep-Alive header and the socket. */
function get(port: number, agent: import('node:http').Agent) {
  return new Promise<{ status: number; keepAlive: string; socket: object }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, keepAlive: String(res.headers['keep-alive'] ?? ''), socket: req.socket as object }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTP server keep-alive', () => {
  it('keeps an idle connection open longer than Node’s 5 s default, so a client reusing it is not reset', async () => {
    const drain = new HttpDrain();
    const server = drain.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const port = (server.address() as AddressInfo).port;
      const first = await get(port, agent);
      expect(first.status).toBe(200);
      expect(first.keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
      // Idle past Node's default (5 s): the same connection still answers.
      await new Promise((r) => setTimeout(r, 5_500));
      const second = await get(port, agent);
      expect(second.status).toBe(200);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
      await drain.close(server, 1_000);
    }
  }, 15_000);
});
