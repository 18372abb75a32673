import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EdgeProxy {
  url: string;
  close(): Promise<void>;
}

export interface EdgeProxyOptions {
  /** The proxy's own address towards the app (nginx's container address in docker-compose). */
  localAddress: string;
  /**
   * `replace`: X-Forwarded-For is the client's address only (deploy/nginx.conf, `$remote_addr`);
   * `append`: nginx's `$proxy_add_x_forwarded_for`, the client's header plus its address.
   */
  forwardedFor: 'replace' | 'append';
}

/**
 * A reverse proxy in front of one app, as docker-compose's nginx is: it talks to the app from
 * its own (non-loopback) address and names the client in X-Forwarded-For.
 */
export async function startEdgeProxy(target: string, options: EdgeProxyOptions): Promise<EdgeProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const client = req.socket.remoteAddress ?? 'unknown';
    const prior = req.headers['x-forwarded-for'];
    const headers: IncomingHttpHeaders = { ...req.headers, 'x-forwarded-for': options.forwardedFor === 'append' && prior ? `${String(prior)}, ${client}` : client };
    delete headers.connection;
    const out = request({ hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, localAddress: options.localAddress, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One JSON request from a chosen local address (a distinct client: 127.0.0.2, 127.0.0.3, …). */
export function send(url: string, method: string, body: unknown, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  const target = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        agent: false,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          let parsed: Record<string, unknown>;
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
