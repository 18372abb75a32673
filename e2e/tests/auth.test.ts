import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { openMailLink } from '../support/mailbox.js';

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

describe('accounts in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('signs up, verifies from the mail, logs in to the page first asked for, and logs out', async () => {
    const { page } = browser();
    const email = uniqueEmail('ada');
    const password = 'Forge-ahead-2026!';

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByText('Very strong password').waitFor();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Account created successfully. Please check your email to verify your account before logging in.').waitFor();
    await screenshot(page, 'auth-signed-up');

    // Logging in before verifying is refused with a way to get a new link.
    await page.getByRole('tab', { name: 'Log In' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(/verify your email address/i).waitFor();
    await page.getByRole('button', { name: /resend verification/i }).waitFor();

    const verifyLink = await openMailLink(page, baseUrl, email, /verify/i, '/api/auth/verify?token=');
    await page.goto(verifyLink);
    await page.waitForURL(/\/auth\?verified=1$/);
    await page.getByText('Your email has been verified. You can now log in.').waitFor();

    await page.goto(`${baseUrl}/profile`);
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    // A first sign-in shows the onboarding dialog; dismiss it.
    await page.getByRole('button', { name: 'Skip' }).click();

    // The session survives a reload (refresh cookie), then signing out ends it.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await screenshot(page, 'auth-signed-in');
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.goto(`${baseUrl}/help`);
    await page.waitForURL(`${baseUrl}/auth`);
  });

  it('resets a forgotten password from the mail and logs in with the new one', async () => {
    const { page } = browser();
    const email = uniqueEmail('grace');
    const res = await page.request.post(`${baseUrl}/api/auth/signup`, {
      data: { name: 'Grace Hopper', email, password: 'First-password-1' },
    });
    expect(res.status()).toBe(200);
    await page.goto(await openMailLink(page, baseUrl, email, /verify/i, '/api/auth/verify?token='));
    await page.waitForURL(/verified=1/);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl}/reset-password`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText("We've sent a password reset link to your email address. Please check your inbox and follow the instructions.").waitFor();

    const resetLink = await openMailLink(page, baseUrl, email, /reset/i, '/reset-password?token=');
    await page.goto(resetLink);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Second-password-2');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Second-password-X');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Second-password-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset successfully. You can now log in with your new password.').waitFor();
    await screenshot(page, 'auth-password-reset');
    await page.getByRole('button', { name: 'Return to login' }).click();
    await page.waitForURL(`${baseUrl}/auth`);

    // The link was single use.
    await page.goto(resetLink);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Third-password-3');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Third-password-3');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Could not reset password. The link may have expired.').waitFor();

    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Second-password-2');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
  });
});
