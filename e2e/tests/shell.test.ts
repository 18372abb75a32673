import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { screenshot, useBrowser } from '../support/browser.js';
import { checkPage, createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';

const welcome = /Welcome to Specforge, your AI-powered product development partner/;

describe('app shell, onboarding, policy and not-found pages', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows onboarding once per user, restarts it from the top bar, and shows it to the next user', async () => {
    const { page } = browser();
    const password = 'Forge-ahead-2026!';
    const first = await createVerifiedUser(page, baseUrl, 'Ada Lovelace', password);
    const second = await createVerifiedUser(page, baseUrl, 'Grace Hopper', password);

    await logIn(page, baseUrl, first, password);
    await page.getByText(welcome).waitFor();
    expect(await checkPage(page, 'shell-onboarding')).toBe('');
    await skipOnboarding(page);

    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(welcome).count()).toBe(0);

    await page.getByRole('button', { name: 'Restart onboarding' }).click();
    await page.getByText(welcome).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(welcome).count()).toBe(0);

    // Get Started leads to the wizard (and also marks it seen) for the second user.
    await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await logIn(page, baseUrl, second, password);
    await page.getByText(welcome).waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(`${baseUrl}/create-project`);
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText(welcome).count()).toBe(0);
  });

  it('collapses the sidebar (remembered), opens the user menu, and becomes a drawer on a phone', async () => {
    const { page } = browser();
    // Its own account, so the test does not lean on the one before it.
    await page.context().clearCookies();
    await signedInUser(page, baseUrl, 'Ken Thompson');
    await page.goto(`${baseUrl}/help`);
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    expect(await checkPage(page, 'shell-wide')).toBe('');

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    const width = await page.locator('nav[aria-label="Main navigation"]').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(80);
    expect(await checkPage(page, 'shell-narrow')).toBe('');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    // Keyboard: the user menu opens from the keyboard and shows Profile and Sign Out.
    await page.getByRole('button', { name: /^Account menu for / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await screenshot(page, 'shell-user-menu');
    expect((await seriousViolations(page)).join('\n')).toBe('');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('link', { name: 'Help & Support' }).waitFor();
    expect(await checkPage(page, 'shell-phone-drawer')).toBe('');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it.each([
    ['privacy-policy', 'Privacy Policy'],
    ['terms-of-service', 'Terms of Service'],
    ['cookie-policy', 'Cookie Policy'],
  ])('/%s shows %s, effective 5/1/2025, with no serious accessibility problems', async (path, title) => {
    const { page } = browser();
    await page.goto(`${baseUrl}/${path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Effective date: 5/1/2025').waitFor();
    expect(await checkPage(page, `policy-${path}`)).toBe('');
  });

  it('shows the not-found screen and logs the attempted path as an error', async () => {
    const { page } = browser();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404' }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    expect(errors.some((text) => text.includes('/no/such/page'))).toBe(true);
    expect(await checkPage(page, 'not-found')).toBe('');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
});
