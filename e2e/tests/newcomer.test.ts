import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { checkPage, logIn, useOwnClientAddress } from '../support/signed-in-user.js';

// The demo account the server prints (development, embedded database): an administrator with a sample project.
const DEMO = { email: 'demo@specforge.local', password: 'Specforge-demo-1' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** Both widths, both schemes, axe in both: the violations, '' when there are none. */
async function checkBothWidths(page: Page, name: string, ready: () => Promise<unknown>): Promise<string> {
  const found: string[] = [];
  for (const [label, size] of [
    ['390', PHONE],
    ['1366', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await ready();
    const problems = await checkPage(page, `newcomer-${name}-${label}`);
    if (problems) found.push(`[${label}] ${problems}`);
  }
  await page.setViewportSize(DESKTOP);
  return found.join('\n');
}

describe('a newcomer on the demo account', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('is an administrator with a generated sample project, and every screen passes axe in light and dark at 390 and 1366 px', async () => {
    const { page } = browser();
    await useOwnClientAddress(page);
    await page.setViewportSize(DESKTOP);
    await logIn(page, baseUrl, DEMO.email, DEMO.password);
    const skip = page.getByRole('button', { name: 'Skip' });
    if (await skip.isVisible().catch(() => false)) await skip.click();

    // Mission Control of the seeded project: its six documents get generated at start-up.
    await page
      .getByRole('link', { name: /MealMate/ })
      .first()
      .click();
    await page.waitForURL(/\/project\/[^/]+\/mission-control/);
    const projectId = /\/project\/([^/]+)\//.exec(page.url())![1]!;
    expect(
      await checkBothWidths(page, 'mission-control', () =>
        page
          .getByRole('link', { name: /MealMate/ })
          .first()
          .waitFor(),
      ),
    ).toBe('');
    // The roadmap, the chain's last document: its timeline bars in both schemes.
    const timeline = page.getByTestId('roadmap-timeline');
    for (let i = 0; i < 30 && !(await timeline.isVisible().catch(() => false)); i++) {
      await page.goto(`${baseUrl}/project/${projectId}/documents/roadmap`);
      await timeline.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await timeline.getByRole('button').first().waitFor();
    expect(await checkBothWidths(page, 'roadmap', () => timeline.getByRole('button').first().waitFor())).toBe('');

    // The PRD: on a phone its contents are a menu above the text.
    await page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
    await page.getByTestId('document-content').waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Contents \(\d+ sections\)$/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Table of contents' }).count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Table of contents' }).waitFor();
    expect(await checkBothWidths(page, 'prd', () => page.getByTestId('document-content').waitFor())).toBe('');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Contents/ }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Table of contents' }).waitFor();
    expect(await checkPage(page, 'newcomer-prd-contents-menu-390')).toBe('');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);

    // Notifications: the Unread badge shows the whole count.
    await page.goto(`${baseUrl}/notifications`);
    const badge = page.getByRole('tab', { name: /Unread/ }).getByLabel(/^\d+ unread$/);
    await badge.waitFor();
    const label = (await badge.getAttribute('aria-label'))!;
    const count = Number(label.split(' ')[0]);
    expect(await badge.textContent()).toBe(count > 99 ? '99+' : String(count));
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await checkBothWidths(page, 'notifications', () => badge.waitFor())).toBe('');

    // Profile, Security: Google is not configured on this server, so Connect is disabled with a reason.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const connect = page.getByRole('button', { name: 'Connect Google account' });
    await page.getByText('Google sign-in is not configured on this server.').waitFor();
    expect(await connect.isDisabled()).toBe(true);
    expect(await checkBothWidths(page, 'profile-security', () => connect.waitFor())).toBe('');

    // The wizard keeps its step over a reload; tips fold on a phone.
    await page.goto(`${baseUrl}/create-project`);
    await page.getByRole('textbox', { name: /Project Name/ }).fill('Second idea');
    await page.getByRole('textbox', { name: /One-Sentence Description/ }).fill('Something small');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/step=2/);
    await page.reload();
    await page.getByText('Step 2 of 6').waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Tips/ }).first().waitFor();
    expect(await checkBothWidths(page, 'wizard-step-2', () => page.getByText('Step 2 of 6').waitFor())).toBe('');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Tips/ }).first().click();
    expect(await checkPage(page, 'newcomer-wizard-tips-open-390')).toBe('');
    await page.setViewportSize(DESKTOP);

    // The admin area opens for the demo account: charts in dark too, and 'Last active' is filled.
    await page.goto(`${baseUrl}/admin`);
    await page.getByTestId('chart-signups').locator('svg.recharts-surface').first().waitFor();
    expect(await checkBothWidths(page, 'admin-overview', () => page.getByTestId('chart-activity').locator('svg.recharts-surface').first().waitFor())).toBe('');
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('textbox', { name: 'Search users' }).fill(DEMO.email);
    const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: DEMO.email });
    await row.waitFor();
    const lastActive = row.getByRole('cell').nth(5);
    await expect.poll(() => lastActive.textContent()).not.toBe('—');
    expect(await checkBothWidths(page, 'admin-users', () => row.waitFor())).toBe('');
  }, 240_000);
});
