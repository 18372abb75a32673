import { statSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';

describe('the built app in Chromium', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the server health on the status screen, fetched through GraphQL', async () => {
    const { page } = browser();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const graphql = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST');
    await page.goto(`${baseUrl}/status`);
    expect((await graphql).status()).toBe(200);
    const status = page.getByTestId('health-status');
    await status.waitFor();
    expect(await status.textContent()).toContain('ok');
    await page.getByText('All systems operational').waitFor();
    const file = await screenshot(page, 'status');
    expect(statSync(file).size).toBeGreaterThan(5_000);
    expect(errors).toEqual([]);
  });

  it('serves the single-page app for deep links and shows the not-found screen for unknown paths', async () => {
    const { page } = browser();
    const res = await page.goto(`${baseUrl}/this/does/not/exist`);
    expect(res?.status()).toBe(200);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    await screenshot(page, 'not-found');
  });
});
