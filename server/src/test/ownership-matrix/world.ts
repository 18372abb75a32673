import sharp from 'sharp';
import request from 'supertest';
import { expect } from 'vitest';
import { Notification } from '../../modules/notifications/notification.entity.js';
import { editClient } from '../../modules/documents/testing/edit-client.js';
import { createUser, GOOD_PASSWORD } from '../account-factories.js';
import { AuthClient, type Transport } from '../auth-client.js';
import { createTestApp, type TestApp } from '../test-app.js';
import type { Ids } from './calls.js';

export const ADMIN_EMAIL = 'matrix-admin@example.test';
export const A_PROJECT = 'Atlas Secret 7f3';

/** A signed-in account; `as(transport)` gives a client carrying its token. */
export interface Actor {
  id: string;
  email: string;
  token: string;
  as(transport: Transport): AuthClient;
}

export interface World {
  t: TestApp;
  /** The victim: a project with the whole brief, six generated documents (the PRD edited once), an update under review, notifications, activity, an avatar. */
  a: Actor;
  ids: Ids;
  /** Strings only A's data contains: none may appear in anyone else's answer. */
  markers: string[];
  /** An ordinary user with a project of their own. */
  b: Actor & { projectId: string; /** B's read-write personal access token (sf_pat_…). */ patSecret: string };
  /** An administrator (ADMIN_EMAILS). */
  admin: Actor;
}

export function actorOf(t: TestApp, id: string, email: string, token: string): Actor {
  return {
    id,
    email,
    token,
    as: (transport) => {
      const c = new AuthClient(t.app, transport);
      c.token = token;
      return c;
    },
  };
}

/** A confirmed account signed in over REST. */
export async function signUpActor(t: TestApp, email?: string): Promise<Actor> {
  const { user, email: address } = await createUser(t.db.orm, email ? { email } : {});
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(address, GOOD_PASSWORD);
  return actorOf(t, user.id, address, c.token!);
}

export const matrixEnv = {
  ADMIN_EMAILS: ADMIN_EMAIL,
  // Self operations create projects as B and the administrator, on both transports.
  PLAN_MAX_PROJECTS: '20',
  // Enough for starting a Google link (the URL is built locally; Google is never called).
  GOOGLE_CLIENT_ID: 'matrix.apps.example',
  GOOGLE_CLIENT_SECRET: 'matrix-secret',
};

/** The app, A with everything the API can name, B, and an administrator: built once per file. */
export async function buildWorld(): Promise<World> {
  const t = await createTestApp(matrixEnv);
  try {
    return await populate(t);
  } catch (error) {
    // afterAll never sees a world that failed to build: drop its database here.
    await t.close();
    throw error;
  }
}

async function populate(t: TestApp): Promise<World> {
  const { c, userId } = await editClient(t.app, t.db.orm, 'rest');
  const projectId = await c.projectWithBrief(A_PROJECT);
  // One saved brief edit, so A has a brief version to protect too.
  const brief = await c.rest('get', `/projects/${projectId}/brief`);
  const briefEdit = await c.rest('put', `/projects/${projectId}/brief`, { ...(brief.body.data as { brief: object }).brief, additionalNotes: 'Edited once', base_version: 0 });
  expect((briefEdit.body.data as { version: number }).version).toBe(1);
  expect((await c.generateAll(projectId)).ok).toBe(true);
  const docs = await c.settle(projectId, 60_000);
  expect(docs.map((d) => d.status)).toEqual(Array(6).fill('ready'));
  const prd = docs.find((d) => d.type === 'prd')!;
  const roadmap = docs.find((d) => d.type === 'roadmap')!;
  const full = await c.getDocument(prd.id as string);
  const edited = await c.updateContent(prd.id as string, `${full.data.content as string}\n\nOwner's note.\n`, 1);
  expect(edited.data.version).toBe(2);
  const sectionId = (full.data.structured as { sections: { id: string }[] }).sections[0]!.id;
  // An update waiting for review, so A has one to protect (and the owner's read of it succeeds).
  expect((await c.rest('post', `/projects/${projectId}/patch`)).status).toBe(201);
  expect((await c.track({ activity_type: 'USER_ACTIVE' })).ok).toBe(true);
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  await request(t.app).post('/api/users/avatar').set('Authorization', `Bearer ${c.token}`).attach('avatar', png, { filename: 'a.png', contentType: 'image/png' }).expect(200);

  const notifications = await t.db.orm.em.fork().find(Notification, { user: userId, read: false });
  expect(notifications.length).toBeGreaterThan(1);
  const email = ((await c.whoAmI()).data.data as { user: { email: string } }).user.email;
  const aToken = await c.rest('post', '/users/tokens', { name: 'A agent', scope: 'read-write' });
  expect(aToken.status).toBe(201);
  const a = actorOf(t, userId, email, c.token!);

  const b = await signUpActor(t);
  const bProject = await b.as('rest').rest('post', '/projects', { name: 'B project' });
  expect(bProject.status).toBe(201);
  const bPat = await b.as('rest').rest('post', '/users/tokens', { name: 'B agent', scope: 'read-write' });
  expect(bPat.status).toBe(201);
  const admin = await signUpActor(t, ADMIN_EMAIL);
  expect(((await admin.as('rest').whoAmI()).data.data as { user: { role: string } }).user.role).toBe('admin');

  // A pending invitation and a share link, so A has members and links to protect too.
  const invited = await c.rest('post', `/projects/${projectId}/members`, { email: 'matrix-pending@example.test', role: 'editor' });
  expect(invited.status).toBe(201);
  const link = await c.rest('post', `/projects/${projectId}/share-links`);
  expect(link.status).toBe(201);
  const comment = await c.rest('post', `/projects/${projectId}/comments`, { target: 'FR-1', body: 'Owner comment' });
  expect(comment.status).toBe(201);

  const ids: Ids = {
    userId,
    projectId,
    documentId: prd.id as string,
    version: 2,
    roadmapId: roadmap.id as string,
    sectionId,
    notificationId: notifications[0]!.id,
    tokenId: (aToken.body.data as { item: { id: string } }).item.id,
    memberId: (invited.body.data as { id: string }).id,
    shareLinkId: (link.body.data as { id: string }).id,
    commentId: (comment.body.data as { id: string }).id,
  };
  const markers = [userId, email, projectId, A_PROJECT, ids.tokenId, ids.memberId, ids.shareLinkId, ids.commentId, ...docs.map((d) => d.id as string), ...notifications.map((n) => n.id)];
  return { t, a, ids, markers, b: { ...b, projectId: (bProject.body.data as { id: string }).id, patSecret: (bPat.body.data as { token: string }).token }, admin };
}
