import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/** One request the proxy forwarded: which backend (index into the list) served it. */
export interface Forwarded {
  backend: number;
  kind: 'http' | 'ws';
  method: string;
  path: string;
}

export interface RoundRobinProxy {
  url: string;
  /** Every forwarded request, in arrival order. */
  log: Forwarded[];
  /** The backend index the next request or upgrade goes to. */
  next(): number;
  close(): Promise<void>;
}

// Hop-by-hop headers belong to one connection: a proxy must not pass them on (RFC 9110 §7.6.1).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade'];

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out = { ...headers };
  for (const name of HOP_BY_HOP) delete out[name];
  return out;
}

function forwardedFor(headers: IncomingHttpHeaders, remote: string | undefined): string {
  const prior = headers['x-forwarded-for'];
  return [prior, remote ?? 'unknown'].filter(Boolean).join(', ');
}

/**
 * A load balancer as a deployment would put in front of several instances, reduced to what the
 * cluster test needs: every HTTP request and every websocket upgrade goes to the next backend in
 * turn (per request, not per client connection: each is forwarded on a fresh connection), so
 * consecutive calls of one client land on different instances. Like a real proxy it appends
 * the client's address to X-Forwarded-For (the cluster test sets TRUST_PROXY=loopback).
 */
export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((b) => new URL(b));
  const log: Forwarded[] = [];
  const sockets = new Set<Socket>();
  let turn = 0;
  const pick = (kind: Forwarded['kind'], method: string, path: string) => {
    const backend = turn % targets.length;
    turn += 1;
    log.push({ backend, kind, method, path });
    return { backend, target: targets[backend] as URL };
  };

  const server: Server = createServer((req, res) => {
    const { target } = pick('http', req.method ?? 'GET', req.url ?? '/');
    const upstream = request(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...endToEnd(req.headers), 'x-forwarded-for': forwardedFor(req.headers, req.socket.remoteAddress) },
        // No pooling: a kept-alive backend connection would pin later requests to one instance.
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(upstream);
  });

  // A websocket upgrade is forwarded as raw bytes after replaying the request head.
  server.on('upgrade', (req, client: Socket, head: Buffer) => {
    const { target } = pick('ws', req.method ?? 'GET', req.url ?? '/');
    const backend = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] as string;
        if (name.toLowerCase() !== 'x-forwarded-for') lines.push(`${name}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`X-Forwarded-For: ${forwardedFor(req.headers, req.socket.remoteAddress)}`);
      backend.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) backend.write(head);
      backend.pipe(client);
      client.pipe(backend);
    });
    for (const s of [client, backend]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    }
    backend.on('error', () => client.destroy());
    client.on('error', () => backend.destroy());
    backend.on('close', () => client.destroy());
    client.on('close', () => backend.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    next: () => turn % targets.length,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
