import { createServer, type Server, type Socket } from 'node:net';
import { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import { requestLog } from '../core/http/request-log.js';
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiErrorHandler } from '../core/http/error-middleware.js';
import { createLogger } from '../core/logger.js';
import { ormConfig } from '../db/orm-config.js';
import { healthRouter } from '../modules/system/system.routes.js';

// The other failure mode of a database: not refusing, but hanging (a network partition, a host
// gone silent). Connections are accepted and never answered. Health must still answer 503 within
// 5 s (its own bound is 2 s), and a request must fail with 503, bounded by the pool's connect timeout.

let blackhole: Server;
const sockets = new Set<Socket>();
let orm: MikroORM;

beforeAll(async () => {
  blackhole = createServer((socket) => {
    sockets.add(socket); // held open, never answered
    socket.on('error', () => undefined);
  });
  const port = await new Promise<number>((resolve) => blackhole.listen(0, '127.0.0.1', () => resolve((blackhole.address() as { port: number }).port)));
  orm = await MikroORM.init(ormConfig({ url: `postgresql://postgres:secret@127.0.0.1:${port}/specforge`, poolMax: 2 }));
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await orm.close(true).catch(() => undefined);
  await new Promise((r) => blackhole.close(r));
});

function appOver(db: MikroORM) {
  const app = express();
  app.use(requestLog(app, createLogger('silent', 'test')));
  app.use(healthRouter(db));
  // A route like every /api one: a query through a request-scoped EntityManager, errors to the REST middleware.
  app.get('/api/probe', async (_req, res, next) => {
    try {
      await db.em.fork().getConnection().execute('select 1');
      res.json({ status: 'success' });
    } catch (error) {
      next(error);
    }
  });
  app.use(apiErrorHandler);
  return app;
}

it('answers /healthz 503 within 2.5 s and a query-backed request 503 DATABASE_UNAVAILABLE within 4 s when connects hang', async () => {
  const app = appOver(orm);
  let started = Date.now();
  const health = await request(app).get('/healthz');
  const healthMs = Date.now() - started;
  expect(health.status).toBe(503);
  expect(health.body).toEqual({ status: 'unavailable', code: 'DATABASE_UNAVAILABLE' });
  expect(healthMs).toBeLessThan(2_500);
  expect(sockets.size).toBeGreaterThan(0); // the connect really reached the silent server

  started = Date.now();
  const probe = await request(app).get('/api/probe');
  const probeMs = Date.now() - started;
  expect(probe.status).toBe(503);
  expect(probe.body).toMatchObject({ status: 'error', code: 'DATABASE_UNAVAILABLE' });
  expect(probe.headers['retry-after']).toBe('5');
  expect(probeMs).toBeLessThan(4_000);
  console.log(`[hanging-database] healthz 503 after ${healthMs} ms; a request 503 after ${probeMs} ms (connect bound 3 s)`);
}, 20_000);
