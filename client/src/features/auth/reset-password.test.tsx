import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth/auth-store';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderRoute } from '../../test/render';

type Routes = Parameters<typeof fakeFetch>[0];

function openReset(path: string, routes: Routes = {}) {
  setAuthState('signed-out');
  const fake = fakeFetch({ 'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: false } }), ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return { ...renderRoute(path), calls: fake.calls };
}

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('reset password dialog: request mode', () => {
  it("sends the link and shows the spec's success text with 'Return to login'", async () => {
    const shown = vi.spyOn(notifications, 'show');
    const { calls, router } = openReset('/reset-password', {
      'POST /api/auth/recover': () => jsonResponse({ status: 'success', message: 'sent' }),
    });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    type(/^Email/, 'ada@example.com');
    click('Send reset link');
    expect(await screen.findByText("We've sent a password reset link to your email address. Please check your inbox and follow the instructions.")).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/recover')?.body).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Password reset email sent' })));
    click('Return to login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('says so when the link could not be sent', async () => {
    openReset('/auth/reset-password', { 'POST /api/auth/recover': () => jsonResponse({}, 500) });
    await screen.findByRole('dialog');
    type(/^Email/, 'ada@example.com');
    click('Send reset link');
    expect(await screen.findByText('Could not send reset link. Please check your email and try again.')).toBeTruthy();
  });

  it("has a 'Back to login' button to /auth", async () => {
    const { router } = openReset('/reset-password');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});

describe('reset password dialog: reset mode', () => {
  it("refuses a confirmation that does not match: 'Passwords do not match.'", async () => {
    const { calls } = openReset('/reset-password?token=tok-1');
    expect(await screen.findByRole('button', { name: 'Reset password' })).toBeTruthy();
    expect(useAuthStore.getState().lastEvent).toBe('PASSWORD_RECOVERY');
    type(/^New password/, 'Secret123!');
    type(/^Confirm new password/, 'Secret123?');
    click('Reset password');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/auth/reset')).toBe(false);
  });

  it('shows the strength meter, resets, and shows the success view', async () => {
    const { calls } = openReset('/reset-password?token=tok-1', {
      'POST /api/auth/reset': () => jsonResponse({ status: 'success', message: 'done' }),
    });
    await screen.findByRole('button', { name: 'Reset password' });
    type(/^New password/, 'abcdefgH');
    expect(screen.getByText('Moderate password')).toBeTruthy();
    type(/^Confirm new password/, 'abcdefgH');
    click('Reset password');
    expect(await screen.findByText('Your password has been reset successfully. You can now log in with your new password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Return to login' })).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/auth/reset')?.body).toEqual({ token: 'tok-1', password: 'abcdefgH' });
  });

  it("says 'Could not reset password. The link may have expired.' when the token is refused", async () => {
    openReset('/auth/reset-password?token=used', {
      'POST /api/auth/reset': () => jsonResponse({ status: 'error', code: 'RESET_TOKEN_INVALID', message: 'Could not reset password. The link may have expired.' }, 400),
    });
    await screen.findByRole('button', { name: 'Reset password' });
    type(/^New password/, 'Secret123!');
    type(/^Confirm new password/, 'Secret123!');
    click('Reset password');
    expect(await screen.findByText('Could not reset password. The link may have expired.')).toBeTruthy();
  });
});
