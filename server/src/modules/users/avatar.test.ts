import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { AuthClient } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UserAvatar } from './user-avatar.entity.js';
import { User } from './user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const GOOGLE_PICTURE = 'https://lh3.googleusercontent.test/a/ada.png';

async function signedIn(seed: Parameters<typeof createUser>[1] = {}) {
  const account = await createUser(t.db.orm, seed);
  const c = new AuthClient(t.app, 'rest');
  await c.signIn(account.email, GOOD_PASSWORD);
  return { ...account, token: c.token!, c };
}

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

function upload(token: string | undefined, file: Buffer, filename = 'me.png', contentType = 'image/png', field = 'avatar') {
  const req = request(t.app).post('/api/users/avatar');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.attach(field, file, { filename, contentType });
}

const profileOf = async (token: string) =>
  (await request(t.app).get('/api/users/profile').set('Authorization', `Bearer ${token}`)).body.data as {
    avatarUrl: string | null;
    avatar_url: string | null;
  };

describe('avatar upload', () => {
  it.each([
    ['PNG', 'me.png', 'image/png', () => image(640, 480).png().toBuffer()],
    ['JPEG', 'me.jpg', 'image/jpeg', () => image(300, 900).jpeg().toBuffer()],
    ['WebP', 'me.webp', 'image/webp', () => image(256, 256).webp().toBuffer()],
  ])('stores a %s re-encoded as a 256×256 WebP and serves it with caching headers', async (_kind, filename, type, make) => {
    const { token, user } = await signedIn();
    const original = await make();
    const res = await upload(token, original, filename, type);
    expect(res.status).toBe(200);
    const url = res.body.data.avatarUrl as string;
    expect(url).toMatch(new RegExp(`^/api/users/${user.id}/avatar\\?v=\\d+$`));
    expect(res.body).toMatchObject({ status: 'success', data: { id: user.id, avatar_url: url } });
    expect((await profileOf(token)).avatarUrl).toBe(url);

    // Public: an <img> sends no token.
    const served = await request(t.app).get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const body = served.body as Buffer;
    expect(body.equals(original)).toBe(false);
    expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const unversioned = await request(t.app).get(`/api/users/${user.id}/avatar`);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const again = await request(t.app)
      .get(url)
      .set('If-None-Match', served.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('trusts the bytes, not the declared type', async () => {
    const { token } = await signedIn();
    const png = await image(64, 64).png().toBuffer();
    expect((await upload(token, png, 'photo.gif', 'image/gif')).status).toBe(200);

    const gif = await image(64, 64).gif().toBuffer();
    const asPng = await upload(token, gif, 'photo.png', 'image/png');
    expect([asPng.status, asPng.body]).toEqual([400, { status: 'error', code: 'AVATAR_UNSUPPORTED', message: 'Please upload a PNG, JPEG or WebP image' }]);
    const text = await upload(token, Buffer.from('hello, I am not an image'), 'me.jpg', 'image/jpeg');
    expect([text.status, text.body.code]).toEqual([400, 'AVATAR_UNSUPPORTED']);
    // The right magic bytes in front of garbage.
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    expect((await upload(token, broken)).body.code).toBe('AVATAR_UNSUPPORTED');
  });

  it('refuses a file over 2 MB with 413, and keeps the previous avatar', async () => {
    const { token, user } = await signedIn();
    const before = (await upload(token, await image(32, 32).png().toBuffer())).body.data.avatarUrl as string;
    const png = await image(32, 32).png().toBuffer();
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1 - png.length, 1)]);
    const res = await upload(token, huge);
    expect([res.status, res.body]).toEqual([413, { status: 'error', code: 'AVATAR_TOO_LARGE', message: 'The image must be 2 MB or smaller' }]);
    expect((await profileOf(token)).avatarUrl).toBe(before);
    expect(await t.db.orm.em.fork().count(UserAvatar, { user: user.id })).toBe(1);
  });

  it('asks for a file when none (or another form field) came', async () => {
    const { token } = await signedIn();
    const none = await request(t.app).post('/api/users/avatar').set('Authorization', `Bearer ${token}`).send({});
    const missing = { status: 'error', code: 'AVATAR_MISSING', message: 'Please choose an image to upload (form field "avatar")' };
    expect([none.status, none.body]).toEqual([400, missing]);
    const wrongField = await upload(token, await image(16, 16).png().toBuffer(), 'me.png', 'image/png', 'photo');
    expect([wrongField.status, wrongField.body]).toEqual([400, missing]);
  });

  it('needs a signed-in caller to upload or remove', async () => {
    const res = await upload(undefined, await image(16, 16).png().toBuffer());
    expect([res.status, res.body.code]).toEqual([401, 'UNAUTHENTICATED']);
    const del = await request(t.app).delete('/api/users/avatar');
    expect([del.status, del.body.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('answers 404 for a user without an uploaded avatar', async () => {
    const { user } = await signedIn();
    for (const id of [user.id, 'not-a-uuid']) {
      const res = await request(t.app).get(`/api/users/${id}/avatar`);
      expect([res.status, res.body.code]).toEqual([404, 'AVATAR_NOT_FOUND']);
    }
  });
});

describe('avatar removal and the Google picture', () => {
  it('removes the upload over REST and GraphQL; a linked Google picture shows again', async () => {
    const { token, user, c } = await signedIn({ google: true });
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { avatarUrl: GOOGLE_PICTURE });
    expect(await profileOf(token)).toMatchObject({ avatarUrl: GOOGLE_PICTURE, avatar_url: GOOGLE_PICTURE });

    const uploaded = (await upload(token, await image(64, 64).png().toBuffer())).body.data.avatarUrl as string;
    expect(uploaded).toMatch(/^\/api\/users\//);
    const removed = await request(t.app).delete('/api/users/avatar').set('Authorization', `Bearer ${token}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.avatarUrl).toBe(GOOGLE_PICTURE);
    expect((await request(t.app).get(uploaded)).status).toBe(404);

    await upload(token, await image(64, 64).png().toBuffer());
    const gql = await c.gql('mutation { removeAvatar { avatarUrl } }');
    expect(gql.data).toEqual({ avatarUrl: GOOGLE_PICTURE });
    expect(await t.db.orm.em.fork().count(UserAvatar, { user: user.id })).toBe(0);
  });

  it('shows no Google picture once Google is not linked, and letters (null) without any', async () => {
    const { token, user } = await signedIn();
    expect((await profileOf(token)).avatarUrl).toBeNull();
    await t.db.orm.em.fork().nativeUpdate(User, { id: user.id }, { avatarUrl: GOOGLE_PICTURE });
    expect((await profileOf(token)).avatarUrl).toBeNull();
  });

  it('shows the uploaded avatar in the GraphQL profile and at log-in', async () => {
    const { token, email } = await signedIn();
    const url = (await upload(token, await image(64, 64).jpeg().toBuffer(), 'a.jpg', 'image/jpeg')).body.data.avatarUrl;
    const gqlClient = new AuthClient(t.app, 'graphql');
    const login = await gqlClient.signIn(email, GOOD_PASSWORD);
    expect((login.data.session as { user: { avatar_url: string } }).user.avatar_url).toBe(url);
    expect((await gqlClient.gql('{ profile { avatarUrl } }')).data).toEqual({ avatarUrl: url });
  });
});
