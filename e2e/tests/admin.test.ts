import { describe, expect, inject, it } from 'vitest';
import { ADMIN_EMAIL } from '../support/admin.js';
import { screenshot, useBrowser } from '../support/browser.js';
import { createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';

const PASSWORD = 'Forge-ahead-2026!';

describe('admin area', () => {
  const adminBrowser = useBrowser();
  const userBrowser = useBrowser();
  const baseUrl = inject('baseUrl');

  it("an admin sees the overview charts, finds a user and disables them; the user's next request fails", async () => {
    // The user: signed in in their own browser, plus an access token held outside it.
    const { page: userPage } = userBrowser();
    const victim = await signedInUser(userPage, baseUrl, 'Victor Victim', PASSWORD);
    const login = await userPage.request.post(`${baseUrl}/api/auth/login`, { data: { email: victim.email, password: PASSWORD } });
    const token = ((await login.json()) as { token: string }).token;
    const profile = () => userPage.request.get(`${baseUrl}/api/users/profile`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await profile()).status()).toBe(200);
    // A regular user has no way in: no link, and /admin says so.
    expect(await userPage.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);
    await userPage.goto(`${baseUrl}/admin`);
    await userPage.getByRole('heading', { name: 'Not authorised' }).waitFor();

    // The administrator (ADMIN_EMAILS).
    const { page } = adminBrowser();
    await createVerifiedUser(page, baseUrl, 'Ada Admin', PASSWORD, ADMIN_EMAIL);
    await logIn(page, baseUrl, ADMIN_EMAIL, PASSWORD);
    await skipOnboarding(page);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await page.waitForURL(`${baseUrl}/admin`);
    for (const chart of ['chart-signups', 'chart-activity', 'chart-jobs']) {
      await page.getByTestId(chart).locator('svg.recharts-surface').first().waitFor();
    }
    await page.getByTestId('chart-signups').locator('.recharts-area-area').first().waitFor();
    // The demo account, the user and the admin at least.
    expect(Number(await page.getByTestId('stat-Users').textContent())).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'admin-overview');

    await page.getByRole('tab', { name: 'Users' }).click();
    await page.waitForURL(`${baseUrl}/admin/users`);
    await page.getByRole('textbox', { name: 'Search users' }).fill(victim.email);
    const row = page.getByRole('row').filter({ hasText: victim.email });
    await row.waitFor();
    // Once the (debounced) search has answered: the header and the one match.
    await expect.poll(() => page.getByRole('table', { name: 'Users' }).getByRole('row').count()).toBe(2);
    await row.click();
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByText('will be signed out everywhere').waitFor();
    await page.getByRole('button', { name: 'Disable user' }).click();
    await page.getByText('User disabled').waitFor();
    await page.getByRole('button', { name: 'Disable user' }).waitFor({ state: 'detached' });
    await page
      .getByRole('dialog')
      .getByText(/^Disabled /)
      .waitFor();
    await screenshot(page, 'admin-user-disabled');

    // The user's very next request fails, in the browser and with the other token.
    expect((await profile()).status()).toBe(401);
    await userPage.goto(`${baseUrl}/profile`);
    await userPage.waitForURL(/\/auth(\?|$)/);
    await userPage.getByRole('textbox', { name: 'Email' }).fill(victim.email);
    await userPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await userPage.getByRole('button', { name: 'Log In' }).click();
    await userPage.getByText('This account has been disabled. Contact support.').waitFor();

    // The action is in the audit log.
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'user.disable' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(ADMIN_EMAIL);
  });
});
