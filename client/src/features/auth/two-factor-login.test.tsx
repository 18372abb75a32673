import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState, testSession } from '../../test/auth';
import { renderRoute } from '../../test/render';

type Routes = Parameters<typeof fakeFetch>[0];

// The routes load their screens lazily; loading them once up front keeps the first test's timing
// like the others' on a busy machine (the assertions are unchanged).
beforeAll(async () => {
  await Promise.all([import('./components/auth-page'), import('./components/auth-callback-page')]);
}, 30_000);

function openAuth(entry: Parameters<typeof renderRoute>[0], routes: Routes) {
  setAuthState('signed-out');
  const fake = fakeFetch({ 'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: true } }), ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { ...renderRoute(entry), calls: fake.calls };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const required = () => jsonResponse({ status: 'error', code: 'TWO_FACTOR_REQUIRED', message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.', challenge: 'ch-1' }, 401);
const signedIn = () => jsonResponse({ token: 't', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: testSession() });

async function logInWithPassword() {
  await screen.findByRole('tab', { name: 'Log In' });
  type(/^Email/, 'ada@example.com');
  type(/^Password/, 'Secret123!');
  submit('Log In');
  return screen.findByLabelText(/^Authentication code/, { selector: 'input' });
}

describe('log-in with two-factor authentication', () => {
  it('asks for the 6-digit code after TWO_FACTOR_REQUIRED, checks its shape, and signs in with the challenge and the code', async () => {
    const { calls, router } = openAuth({ pathname: '/auth', state: { from: '/help' } }, { 'POST /api/auth/login': required, 'POST /api/auth/2fa/verify': signedIn });
    await logInWithPassword();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
    type(/^Authentication code/, '12a');
    submit('Verify');
    expect(await screen.findByText('Enter the 6-digit code')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/2fa/verify')).toBe(false);
    type(/^Authentication code/, '123 456');
    submit('Verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'), { timeout: 5000 });
    expect(calls.find((c) => c.url === '/api/auth/2fa/verify')?.body).toEqual({ challenge: 'ch-1', code: '123456' });
  }, 15_000);

  it("takes a recovery code instead, and shows the server's refusal of a wrong one", async () => {
    let n = 0;
    const { calls } = openAuth('/auth', {
      'POST /api/auth/login': required,
      'POST /api/auth/2fa/verify': () => (++n === 1 ? jsonResponse({ status: 'error', code: 'TWO_FACTOR_CODE_INVALID', message: 'That code is not valid.' }, 400) : signedIn()),
    });
    await logInWithPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    type(/^Recovery code/, 'abcd-efgh-jkmn-pqrs');
    submit('Verify');
    expect(await screen.findByText('That code is not valid.')).toBeTruthy();
    type(/^Recovery code/, 'k7mq-x2pa-9rtd-hw4e');
    submit('Verify');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/auth/2fa/verify')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/auth/2fa/verify')[1]?.body).toEqual({ challenge: 'ch-1', recovery_code: 'k7mq-x2pa-9rtd-hw4e' });
  });

  it('goes back to the password with the message when the challenge is no longer valid', async () => {
    openAuth('/auth', {
      'POST /api/auth/login': required,
      'POST /api/auth/2fa/verify': () => jsonResponse({ status: 'error', code: 'TWO_FACTOR_CHALLENGE_INVALID', message: 'This sign-in attempt has expired or can no longer be used. Please log in again.' }, 401),
    });
    await logInWithPassword();
    type(/^Authentication code/, '123456');
    submit('Verify');
    expect(await screen.findByText('This sign-in attempt has expired or can no longer be used. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });

  it('after Google sign-in of a two-factor account, the callback leads to the code step with its challenge', async () => {
    const { calls, router } = openAuth('/auth/callback?two_factor=g-ch&redirect=%2Fprofile', {
      'POST /api/auth/refresh': () => jsonResponse({ status: 'error', code: 'INVALID_REFRESH_TOKEN', message: 'x' }, 401),
      'POST /api/auth/2fa/verify': signedIn,
    });
    setAuthState('loading');
    const input = await screen.findByLabelText(/^Authentication code/, { selector: 'input' });
    expect(router.state.location.pathname).toBe('/auth');
    fireEvent.change(input, { target: { value: '654321' } });
    submit('Verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'), { timeout: 5000 });
    expect(calls.find((c) => c.url === '/api/auth/2fa/verify')?.body).toEqual({ challenge: 'g-ch', code: '654321' });
  });
});
