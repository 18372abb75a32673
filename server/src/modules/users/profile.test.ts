import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../core/openapi/registry.js';
import { createUser, GOOD_PASSWORD } from '../../test/account-factories.js';
import { AuthClient, transports, USER_FIELDS, type Outcome, type Transport } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from './user.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PROFILE = USER_FIELDS;
type Vars = Record<string, unknown>;

class ProfileClient {
  constructor(readonly c: AuthClient) {}
  get transport(): Transport {
    return this.c.transport;
  }
  get(): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('get', '/users/profile') : this.c.gql(`{ profile { ${PROFILE} } }`);
  }
  update(input: Vars): Promise<Outcome> {
    return this.transport === 'rest' ? this.c.rest('put', '/users/profile', input) : this.c.gql(`mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { ${PROFILE} } }`, { i: input });
  }
  preferences(notificationPreferences: Vars): Promise<Outcome> {
    return this.transport === 'rest'
      ? this.c.rest('put', '/users/notifications', { notificationPreferences })
      : this.c.gql(`mutation($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { ${PROFILE} } }`, {
          i: notificationPreferences,
        });
  }
}

const userOf = (out: Outcome): Record<string, unknown> => {
  expect(out.ok, `${out.code}: ${out.message}`).toBe(true);
  return (out.body.status === 'success' ? out.body.data : out.data) as Record<string, unknown>;
};

async function signedIn(transport: Transport) {
  const account = await createUser(t.db.orm, { firstName: 'Ada', lastName: 'Lovelace' });
  const c = new AuthClient(t.app, transport);
  await c.signIn(account.email, GOOD_PASSWORD);
  return { ...account, p: new ProfileClient(c) };
}

const FULL = {
  firstName: '  Grace ',
  lastName: ' Hopper',
  jobTitle: ' Rear Admiral ',
  company: 'US Navy',
  location: ' Arlington, VA ',
  phoneNumber: ' (555) 123-4567 ',
  bio: '  Wrote the first compiler.  ',
};

describe('the REST profile', () => {
  it('names the fields as documented: snake_case but for the profile fields, the preferences and avatarUrl', async () => {
    const { p } = await signedIn('rest');
    const user = userOf(await p.get());
    const snake = ['avatar_url', 'created_at', 'email_confirmed_at', 'identities', 'last_sign_in_at', 'per_document_notices', 'two_factor_enabled', 'updated_at'];
    const camel = ['avatarUrl', 'bio', 'company', 'email', 'firstName', 'id', 'jobTitle', 'lastName', 'location', 'name', 'notificationPreferences', 'phoneNumber', 'role'];
    expect(Object.keys(user).sort()).toEqual([...camel, ...snake].sort());
    expect(Object.keys((user.identities as object[])[0]!).sort()).toEqual(['created_at', 'email', 'id', 'provider']);
    expect(Object.keys(user.notificationPreferences as object).sort()).toEqual(['email', 'marketingEmails', 'productNews', 'projectUpdates']);
  });
});

describe.each(transports)('profile over %s', (transport) => {
  it('reads the profile of the caller', async () => {
    const { p, user, email } = await signedIn(transport);
    const out = await p.get();
    expect(userOf(out)).toMatchObject({
      id: user.id,
      email,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '',
      avatarUrl: null,
      avatar_url: null,
      identities: [{ provider: 'email', email }],
      notificationPreferences: { email: true, projectUpdates: true, marketingEmails: false, productNews: true },
    });
    if (transport === 'rest') expect(out.body.status).toBe('success');
  });

  it('updates it with trimmed values, and the change survives a reload', async () => {
    const { p, user } = await signedIn(transport);
    const out = await p.update(FULL);
    const expected = {
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      jobTitle: 'Rear Admiral',
      company: 'US Navy',
      location: 'Arlington, VA',
      phoneNumber: '(555) 123-4567',
      bio: 'Wrote the first compiler.',
    };
    expect(userOf(out)).toMatchObject(expected);
    if (transport === 'rest') expect(out.body.message).toBe('Profile updated successfully');
    expect(userOf(await p.get())).toMatchObject(expected);
    const stored = await t.db.orm.em.fork().findOneOrFail(User, { id: user.id });
    expect(stored).toMatchObject({ firstName: 'Grace', phoneNumber: '(555) 123-4567' });

    // Left-out optional fields keep their value; blank ones are cleared.
    const again = userOf(await p.update({ firstName: 'Grace', lastName: 'Hopper', bio: '   ' }));
    expect(again).toMatchObject({ jobTitle: 'Rear Admiral', bio: '' });
  });

  it.each([
    [{ firstName: '   ', lastName: 'Hopper' }, [{ field: 'firstName', message: 'This field is required' }]],
    [{ firstName: 'Grace' }, [{ field: 'lastName', message: 'This field is required' }]],
    [{ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '12345' }, [{ field: 'phoneNumber', message: 'Please enter a valid phone number' }]],
    [{ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '555-123-45678901' }, [{ field: 'phoneNumber', message: 'Please enter a valid phone number' }]],
    // The separators are a dash, a space or a dot: not a tab.
    [{ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '555\t123\t4567' }, [{ field: 'phoneNumber', message: 'Please enter a valid phone number' }]],
    [
      { firstName: 'x'.repeat(101), lastName: 'Hopper', bio: 'b'.repeat(1001) },
      [
        { field: 'firstName', message: 'First name must be at most 100 characters' },
        { field: 'bio', message: 'Bio must be at most 1000 characters' },
      ],
    ],
  ])('refuses %j', async (input, errors) => {
    const { p, user } = await signedIn(transport);
    const out = await p.update(input);
    expect(out).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', message: errors[0]!.message });
    if (transport === 'rest') {
      expect(out.status).toBe(400);
      expect(out.body.errors).toEqual(errors);
    } else {
      expect(out.gqlCode).toBe('BAD_USER_INPUT');
      expect((out.body.errors as { extensions: { fields: unknown } }[])[0]!.extensions.fields).toEqual(errors);
    }
    expect(await t.db.orm.em.fork().findOneOrFail(User, { id: user.id })).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it.each(['555-123-4567', '(555) 123-4567', '+555.123.4567', '5551234567', '555 123 456789', ''])('accepts the phone number %j', async (phoneNumber) => {
    const { p } = await signedIn(transport);
    expect(userOf(await p.update({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber }))).toMatchObject({ phoneNumber });
  });

  it('saves notification preferences, alone or with the profile', async () => {
    const { p } = await signedIn(transport);
    const prefs = { email: false, projectUpdates: false, marketingEmails: true, productNews: false };
    const out = await p.preferences(prefs);
    expect(userOf(out).notificationPreferences).toEqual(prefs);
    if (transport === 'rest') expect(out.body.message).toBe('Notification preferences updated successfully');
    expect(userOf(await p.get()).notificationPreferences).toEqual(prefs);

    // The notifications tab may send them as a profile update carrying only them.
    const onlyPrefs = { email: true, projectUpdates: false, marketingEmails: false, productNews: false };
    const alone = userOf(await p.update({ notificationPreferences: onlyPrefs }));
    expect(alone).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', notificationPreferences: onlyPrefs });

    const back = { email: true, projectUpdates: true, marketingEmails: false, productNews: true };
    const viaProfile = await p.update({ firstName: 'Ada', lastName: 'Lovelace', notificationPreferences: back });
    expect(userOf(viaProfile).notificationPreferences).toEqual(back);
    expect(userOf(await p.get()).notificationPreferences).toEqual(back);
  });

  it('needs a signed-in caller', async () => {
    const p = new ProfileClient(new AuthClient(t.app, transport));
    for (const out of [await p.get(), await p.update({ firstName: 'A', lastName: 'B' })]) {
      expect(out).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
      if (transport === 'rest') expect(out.status).toBe(401);
    }
  });
});

describe('PUT /api/users/notifications', () => {
  it('refuses missing or non-boolean preferences', async () => {
    const { p } = await signedIn('rest');
    const missing = await p.c.rest('put', '/users/notifications', {});
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([400, 'VALIDATION_FAILED', 'Notification preferences must be true or false']);
    const wrong = await p.preferences({ email: 'yes', projectUpdates: true, marketingEmails: false, productNews: true });
    expect(wrong.body.errors).toEqual([{ field: 'notificationPreferences.email', message: 'Notification preferences must be true or false' }]);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, preferences and avatar paths', () => {
    const paths = buildOpenApiDocument('http://localhost').paths ?? {};
    expect(Object.keys(paths['/users/profile'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(paths['/users/notifications'] ?? {})).toEqual(['put']);
    expect(Object.keys(paths['/users/avatar'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(paths['/users/{id}/avatar'] ?? {})).toEqual(['get']);
  });
});
