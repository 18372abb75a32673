import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp, type App } from '../../app.js';
import { createLogger } from '../../core/logger.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { documentClient } from '../documents/testing/document-client.js';
import { subscriberCount, type GenerationEvent } from './generation-events.js';

// Instance A (t) runs the jobs; instance B only serves the subscription: events cross over NOTIFY.
let t: TestApp;
let b: App;
let server: Server;
let url: string;
const clients: Client[] = [];
beforeAll(async () => {
  t = await createTestApp();
  b = await createApp({ env: t.env, logger: createLogger('silent', 'test'), orm: t.db.orm, runJobs: false });
  server = createServer(b.app);
  b.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await b.stop();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

const QUERY = `subscription($id: ID!) { generationProgress(projectId: $id) {
  event_id: eventId project_id: projectId document_id: documentId type status section delta percent version error } }`;

function subscribe(token: string | undefined, projectId: string) {
  const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: token ? { authorization: `Bearer ${token}` } : {}, retryAttempts: 0 });
  clients.push(client);
  const events: GenerationEvent[] = [];
  const errors: { message: string; extensions?: Record<string, unknown> }[] = [];
  const done = new Promise<void>((resolve) => {
    client.subscribe<{ generationProgress: GenerationEvent }>(
      { query: QUERY, variables: { id: projectId } },
      {
        next: (msg) => {
          if (msg.errors) errors.push(...(msg.errors as typeof errors));
          if (msg.data) events.push(msg.data.generationProgress);
        },
        error: (err) => {
          errors.push(...((Array.isArray(err) ? err : [{ message: String(err) }]) as typeof errors));
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { events, errors, done };
}

async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('a subscription on one instance streams the progress of a chain run by another', async () => {
  const { c } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await c.projectWithBrief();
  const sub = subscribe(c.token, id);
  await until(() => subscriberCount(id) > 0, 'the subscription');

  expect((await c.generateAll(id)).ok).toBe(true);
  await until(() => sub.events.filter((e) => e.status === 'ready').length === 6, 'six ready events');
  const docs = await c.settle(id);

  const order = ['prd', 'implementation_plan', 'feature_breakdown', 'user_flows', 'technical_architecture', 'roadmap'];
  for (const doc of docs) {
    const mine = sub.events.filter((e) => e.document_id === doc.id);
    expect(mine[0]).toMatchObject({ status: 'generating', percent: 0, project_id: id, type: doc.type });
    expect(mine.at(-1)).toMatchObject({ status: 'ready', percent: 100, version: 1, section: null, error: null });
    const percents = mine.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((x, y) => x - y));
    const text = mine.map((e) => e.delta).join('');
    expect(text.startsWith(`# ${doc.title as string}`)).toBe(true);
    const full = (await c.getDocument(doc.id as string)).data.content as string;
    for (const heading of full.match(/^## .+$/gm) ?? []) expect(text).toContain(heading);
    expect(mine.filter((e) => e.status === 'generating' && e.section).length).toBeGreaterThan(3);
  }
  // The PRD finishes before the plan starts, and the plan before the four that need it.
  const firstOf = (type: string) => sub.events.findIndex((e) => e.type === type);
  const readyOf = (type: string) => sub.events.findIndex((e) => e.type === type && e.status === 'ready');
  expect(readyOf('prd')).toBeLessThan(firstOf('implementation_plan'));
  for (const type of order.slice(2)) expect(readyOf('implementation_plan')).toBeLessThan(firstOf(type));
  expect(sub.errors).toEqual([]);
});

it("refuses another user's project (NOT_FOUND) and anonymous callers", async () => {
  const { c: owner } = await documentClient(t.app, t.db.orm, 'rest');
  const id = await owner.projectWithBrief();
  const { c: intruder } = await documentClient(t.app, t.db.orm, 'graphql');
  const stolen = subscribe(intruder.token, id);
  const anonymous = subscribe(undefined, id);
  await Promise.all([stolen.done, anonymous.done]);
  expect(stolen.errors).toEqual([expect.objectContaining({ message: 'Project not found', extensions: expect.objectContaining({ code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' }) })]);
  expect(anonymous.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) })]);
  expect(subscriberCount(id)).toBe(0);
});
