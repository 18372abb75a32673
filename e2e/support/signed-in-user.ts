import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe.js';
import { screenshot } from './browser.js';
import { useOwnClientAddress } from './client-address.js';
import { openMailLink } from './mailbox.js';

export const uniqueEmail = (tag: string): string => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

export { useOwnClientAddress } from './client-address.js';

/** Signs up through the API and verifies from the dev mailbox, as a real user would. */
export async function createVerifiedUser(page: Page, baseUrl: string, name: string, password: string, email = uniqueEmail('user')): Promise<string> {
  await useOwnClientAddress(page);
  const res = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { name, email, password } });
  if (res.status() !== 200) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  await page.goto(await openMailLink(page, baseUrl, email, /verify/i, '/api/auth/verify?token='));
  await page.waitForURL(/verified=1/);
  return email;
}

/** Logs in on /auth and waits for the signed-in shell. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: /^Account menu for / }).waitFor();
}

/** A new account's first visit shows the onboarding dialog: dismiss it. */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Skip' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A fresh verified user, logged in, onboarding dismissed. */
export async function signedInUser(page: Page, baseUrl: string, name: string, password = 'Forge-ahead-2026!'): Promise<{ email: string; password: string }> {
  const email = await createVerifiedUser(page, baseUrl, name, password);
  await logIn(page, baseUrl, email, password);
  await skipOnboarding(page);
  return { email, password };
}

/** Full-page screenshots in light and dark mode (the app follows the OS scheme until the user picks one). */
export async function screenshotBothSchemes(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await screenshot(page, `${name}-${scheme}`);
  }
  await setScheme(page, 'light');
}

/** Switches the OS scheme and waits until the app has followed it and its transitions ended. */
async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
  await page.waitForTimeout(400);
}

/**
 * Screenshots the page in light and dark mode and runs axe in both; returns the serious and
 * critical violations, one per line with the scheme in front ('' when there are none).
 */
export async function checkPage(page: Page, name: string): Promise<string> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await setScheme(page, scheme);
    await screenshot(page, `${name}-${scheme}`);
    found.push(...(await seriousViolations(page)).map((v) => `[${scheme}] ${v}`));
  }
  await setScheme(page, 'light');
  return found.join('\n');
}
