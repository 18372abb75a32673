import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadAuthProviders } from '../../lib/auth';
import { browser } from '../../lib/browser';
import { fakeFetch, jsonResponse, setAuthState, testSession } from '../../test/auth';
import { renderRoute } from '../../test/render';

type Routes = Parameters<typeof fakeFetch>[0];

const providers = (google: boolean) => () => jsonResponse({ status: 'success', data: { google } });

/** A signed-out visitor at `entry`, the server answering `routes` (providers: Google on). */
function openAuth(entry: Parameters<typeof renderRoute>[0], routes: Routes = {}) {
  setAuthState('signed-out');
  const fake = fakeFetch({ 'GET /api/auth/providers': providers(true), ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { ...renderRoute(entry), calls: fake.calls };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('auth page: tabs', () => {
  it('opens on Log In, with the footer policy links opening in new tabs', async () => {
    openAuth('/auth');
    expect((await screen.findByRole('tab', { name: 'Log In' })).getAttribute('aria-selected')).toBe('true');
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
  });

  it('preselects Sign Up with ?signup=true or navigation state tab=signup', async () => {
    openAuth('/auth?signup=true');
    expect((await screen.findByRole('tab', { name: 'Sign Up' })).getAttribute('aria-selected')).toBe('true');
  });

  it('preselects Sign Up from navigation state', async () => {
    openAuth({ pathname: '/auth', state: { tab: 'signup' } });
    expect((await screen.findByRole('tab', { name: 'Sign Up' })).getAttribute('aria-selected')).toBe('true');
    expect(field(/^Name/)).toBeTruthy();
  });

  it('shows an error handed over by the auth callback', async () => {
    openAuth({ pathname: '/auth', state: { error: true, message: 'Authentication failed. Please try again.' } });
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeTruthy();
  });

  it('sends a signed-in visitor on at once', async () => {
    setAuthState('signed-in');
    const { router } = renderRoute({ pathname: '/auth', state: { from: { pathname: '/help', search: '', hash: '' } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
  });
});

describe('auth page: sign up', () => {
  it('validates the fields with the spec messages', async () => {
    const { calls } = openAuth('/auth?signup=true');
    await screen.findByRole('tab', { name: 'Sign Up' });
    submit('Sign Up');
    expect(await screen.findByText('Email and password are required')).toBeTruthy();

    type(/^Name/, 'Ada');
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Ab1!');
    submit('Sign Up');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/auth/signup')).toHaveLength(0);
  });

  it("shows the green 'Success!' alert and clears the fields", async () => {
    const { calls } = openAuth('/auth?signup=true', {
      'POST /api/auth/signup': () => jsonResponse({ success: true, message: 'Account created successfully. Please check your email to verify your account before logging in.' }),
    });
    await screen.findByRole('tab', { name: 'Sign Up' });
    type(/^Name/, 'Ada Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Secret123!');
    expect(screen.getByText('Very strong password')).toBeTruthy();
    submit('Sign Up');

    expect(await screen.findByText('Success!')).toBeTruthy();
    // One message in the box, not two paragraphs that both say "check your email": the spec's
    // success text, and what an existing account does instead (sign-up answers alike for both).
    const alert = screen.getByRole('status');
    expect(alert.querySelectorAll('p')).toHaveLength(import.meta.env.DEV ? 2 : 1);
    expect(screen.getByTestId('signup-success').textContent).toBe('Account created successfully. Please check your email to verify your account before logging in. If you already have an account, log in or reset your password instead.');
    expect(alert.textContent?.match(/check your email/gi)).toHaveLength(1);
    expect((field(/^Name/) as HTMLInputElement).value).toBe('');
    expect((field(/^Email/) as HTMLInputElement).value).toBe('');
    expect((field(/^Password/) as HTMLInputElement).value).toBe('');
    expect(calls.find((c) => c.url === '/api/auth/signup')?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret123!' });
  });

  it("shows the server's message, else 'Signup failed. Please try again.'", async () => {
    let n = 0;
    openAuth('/auth?signup=true', {
      'POST /api/auth/signup': () => (++n === 1 ? jsonResponse({ status: 'error', code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' }, 400) : new Response('oops', { status: 500 })),
    });
    await screen.findByRole('tab', { name: 'Sign Up' });
    type(/^Name/, 'Ada');
    type(/^Email/, 'ada@');
    type(/^Password/, 'Secret123!');
    submit('Sign Up');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    submit('Sign Up');
    expect(await screen.findByText('Signup failed. Please try again.')).toBeTruthy();
  });
});

describe('auth page: log in', () => {
  it("shows the server's message, else 'Invalid email or password. Please try again.'", async () => {
    let n = 0;
    openAuth('/auth', {
      'POST /api/auth/login': () => (++n === 1 ? jsonResponse({ status: 'error', code: 'INVALID_CREDENTIALS', message: 'Wrong e-mail or password (server).' }, 401) : jsonResponse({}, 500)),
    });
    await screen.findByRole('tab', { name: 'Log In' });
    submit('Log In');
    expect(await screen.findByText('Email and password are required')).toBeTruthy();

    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'nope-nope');
    submit('Log In');
    expect(await screen.findByText('Wrong e-mail or password (server).')).toBeTruthy();
    submit('Log In');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();
  });

  it('offers a new verification mail when the e-mail is not confirmed', async () => {
    const { calls } = openAuth('/auth', {
      'POST /api/auth/login': () => jsonResponse({ status: 'error', code: 'EMAIL_NOT_CONFIRMED', message: 'Please verify your email address before logging in.' }, 403),
      'POST /api/auth/verify/resend': () => jsonResponse({ status: 'success', message: 'If an account needs verifying, we have sent a new link.' }),
    });
    await screen.findByRole('tab', { name: 'Log In' });
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Secret123!');
    submit('Log In');
    expect(await screen.findByText('Please verify your email address before logging in.')).toBeTruthy();
    submit('Resend verification email');
    expect(await screen.findByText('If an account needs verifying, we have sent a new link.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/verify/resend')?.body).toEqual({ email: 'ada@example.com' });
  });

  it('returns to the originally requested location, replacing the history entry', async () => {
    const { router } = openAuth(
      { pathname: '/auth', state: { from: { pathname: '/help', search: '?q=export', hash: '' } } },
      { 'POST /api/auth/login': () => jsonResponse({ token: 't', user: { id: 'u1', email: 'ada@example.com', name: 'Ada' }, session: testSession() }) },
    );
    await screen.findByRole('tab', { name: 'Log In' });
    type(/^Email/, 'ada@example.com');
    type(/^Password/, 'Secret123!');
    submit('Log In');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/help?q=export'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('auth page: e-mail verification landing', () => {
  it('confirms ?verified=1', async () => {
    openAuth('/auth?verified=1');
    expect(await screen.findByText('Your email has been verified. You can now log in.')).toBeTruthy();
  });

  it('explains ?verify_error=expired and resends the link', async () => {
    const { calls } = openAuth('/auth?verify_error=expired', {
      'POST /api/auth/verify/resend': () => jsonResponse({ status: 'success', message: 'If an account needs verifying, we have sent a new link.' }),
    });
    expect(await screen.findByText(/This verification link has expired/)).toBeTruthy();
    const alert = screen.getByText(/This verification link has expired/).closest('[role="alert"]') as HTMLElement;
    fireEvent.change(alert.querySelector('input') as HTMLInputElement, { target: { value: 'ada@example.com' } });
    submit('Resend verification email');
    expect(await screen.findByText('If an account needs verifying, we have sent a new link.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/verify/resend')?.body).toEqual({ email: 'ada@example.com' });
  });

  it.each([
    ['used', /already been used/],
    ['invalid', /not valid/],
  ])('explains ?verify_error=%s', async (reason, text) => {
    openAuth(`/auth?verify_error=${reason}`);
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('auth page: Google', () => {
  it('starts Google sign-in by itself with ?provider=google, returning to the requested page', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    openAuth({ pathname: '/auth', search: '?provider=google', state: { from: { pathname: '/profile', search: '', hash: '' } } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2Fprofile'));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('navigates to Google from the button', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    openAuth('/auth');
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2F');
  });

  it('paints the answer the page’s head script asked for in its first render, and does not ask again', async () => {
    // The build's head script asked before any module loaded; main.tsx took the answer (vite.config.ts).
    window.__specforgeAuthProviders = Promise.resolve({ data: { google: false } });
    await loadAuthProviders();
    // The server would never answer a second question: the notice can only come from the early answer.
    const { calls } = openAuth('/auth', { 'GET /api/auth/providers': () => new Promise<Response>(() => undefined) });
    const button = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByText(/Google sign-in isn't set up on this server/)).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(calls.filter((c) => c.url.includes('/auth/providers'))).toEqual([]);
  });

  it('disables the button with an explanation when the server has no Google sign-in', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    openAuth('/auth?provider=google', { 'GET /api/auth/providers': providers(false) });
    expect(await screen.findByText(/Google sign-in isn't set up on this server/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' }).hasAttribute('disabled')).toBe(true);
    expect(await screen.findByText('Could not authenticate with Google. Please try again.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
