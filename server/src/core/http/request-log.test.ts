import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLog } from './request-log.js';

/** One JSON log line, as far as these tests look into it. */
interface LogLine {
  msg?: string;
  req?: { id?: string };
  [field: string]: unknown;
}

/** The app's request logging over an in-memory pino stream, read back line by line. */
const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
// Redaction as in core/logger.ts (one of its paths): lines logged through req.log keep it.
const logger = pino({ level: 'info', redact: { paths: ['*.email'], censor: '[redacted]' } }, sink);

let hung: (() => void) | undefined;
const app = express();
app.use(requestLog(app, logger));
app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/ok', (req, res) => {
  req.log.info({ extra: 1, user: { email: 'someone@example.test' } }, 'inside');
  res.status(201).json({ id: req.id });
});
app.get('/boom', (_req, res) => {
  res.status(503).json({ status: 'error' });
});
app.get('/hang', (_req, res) => {
  hung = () => res.end();
});

const settled = async (predicate: () => boolean) => {
  for (let i = 0; i < 100 && !predicate(); i += 1) await new Promise((r) => setTimeout(r, 10));
};
const lineFor = (id: string, msg?: string) => lines.find((l) => l.req?.id === id && (msg === undefined || l.msg === msg));

describe('requestLog', () => {
  let server: ReturnType<typeof app.listen>;
  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
  });
  afterAll(async () => {
    hung?.();
    await new Promise((r) => server.close(r));
  });

  it('gives every request an id (a well-formed given one is kept) and ends it in one line', async () => {
    const res = await supertest(server).get('/ok?token=secret-value&page=2').set('X-Request-Id', 'req-42').expect(201);
    expect(res.headers['x-request-id']).toBe('req-42');
    expect(res.body).toEqual({ id: 'req-42' });
    await settled(() => Boolean(lineFor('req-42', 'request completed')));
    const done = lineFor('req-42', 'request completed');
    expect(done).toMatchObject({
      level: 30,
      req: { id: 'req-42', method: 'GET', url: '/ok?token=[redacted]&page=2' },
      res: { statusCode: 201 },
    });
    expect(typeof done?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    // What a handler logs through req.log carries the same request.
    expect(lineFor('req-42', 'inside')).toMatchObject({
      extra: 1,
      user: { email: '[redacted]' },
      req: { id: 'req-42', url: '/ok?token=[redacted]&page=2' },
    });
    expect(JSON.stringify(lines)).not.toContain('someone@example.test');
    expect(lines.filter((l) => l.req?.id === 'req-42')).toHaveLength(2);
  });

  it('invents an id for a missing or malformed one', async () => {
    const res = await supertest(server).get('/ok').set('X-Request-Id', 'bad id <x>').expect(201);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).toBe(res.headers['x-request-id']);
  });

  it('marks 5xx answers as errored', async () => {
    const res = await supertest(server).get('/boom').expect(503);
    const id = res.headers['x-request-id'] as string;
    await settled(() => Boolean(lineFor(id)));
    expect(lineFor(id)).toMatchObject({ msg: 'request errored', res: { statusCode: 503 }, err: { message: 'failed with status code 503' } });
  });

  it('does not log health probes', async () => {
    const res = await supertest(server).get('/healthz').expect(200);
    expect(res.headers['x-request-id']).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(lineFor(res.headers['x-request-id'] as string)).toBeUndefined();
  });

  it('req.log is one logger per request, and each app keeps its own (the getter lives on app.request)', async () => {
    const otherLines: LogLine[] = [];
    const otherSink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) otherLines.push(JSON.parse(line));
        done();
      },
    });
    const other = express();
    other.use(requestLog(other, pino({ level: 'info' }, otherSink)));
    other.get('/twice', (req, res) => {
      const first = req.log;
      first.info('first');
      req.log.info('second');
      res.json({ same: first === req.log });
    });
    const res = await supertest(other).get('/twice').set('X-Request-Id', 'other-app').expect(200);
    expect(res.body).toEqual({ same: true });
    await settled(() => otherLines.some((l) => l.msg === 'request completed'));
    expect(otherLines.filter((l) => l.req?.id === 'other-app').map((l) => l.msg)).toEqual(['first', 'second', 'request completed']);
    expect(lineFor('other-app')).toBeUndefined();
    // A request object of neither app has no such getter.
    expect('log' in express.request).toBe(false);
  });

  it('at the debug level (development), a quiet info terminal shows failures but not routine requests', async () => {
    const seen: LogLine[] = [];
    const sinkAt = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) seen.push(JSON.parse(line));
        done();
      },
    });
    const quiet = express();
    quiet.use(requestLog(quiet, pino({ level: 'info' }, sinkAt), { level: 'debug' }));
    quiet.get('/fine', (_req, res) => void res.json({}));
    quiet.get('/broken', (_req, res) => void res.status(500).json({}));
    await supertest(quiet).get('/fine').set('X-Request-Id', 'quiet-fine').expect(200);
    await supertest(quiet).get('/broken').set('X-Request-Id', 'quiet-broken').expect(500);
    await settled(() => seen.some((l) => l.req?.id === 'quiet-broken'));
    await new Promise((r) => setTimeout(r, 30));
    expect(seen.map((l) => [l.req?.id, l.msg])).toEqual([['quiet-broken', 'request errored']]);

    // With the logger at debug the routine line is there, at level 20.
    const verbose: LogLine[] = [];
    const loud = express();
    loud.use(
      requestLog(
        loud,
        pino(
          { level: 'debug' },
          new Writable({
            write(chunk: Buffer, _e, done) {
              for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) verbose.push(JSON.parse(line));
              done();
            },
          }),
        ),
        { level: 'debug' },
      ),
    );
    loud.get('/fine', (_req, res) => void res.json({}));
    await supertest(loud).get('/fine').set('X-Request-Id', 'loud-fine').expect(200);
    await settled(() => verbose.length > 0);
    expect(verbose[0]).toMatchObject({ level: 20, msg: 'request completed', req: { id: 'loud-fine' } });
  });

  it('logs a request whose client left before the answer as aborted', async () => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, path: '/hang', headers: { 'X-Request-Id': 'left-early' } });
    req.on('error', () => undefined);
    req.end();
    await settled(() => hung !== undefined);
    req.destroy();
    await settled(() => Boolean(lineFor('left-early')));
    expect(lineFor('left-early')).toMatchObject({ msg: 'request aborted', req: { id: 'left-early', url: '/hang' } });
  });
});
