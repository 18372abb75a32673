import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { artifactsDir, screenshot, useBrowser } from '../support/browser.js';
import { actionsUnder, checkBothWidths, cutBadges, cutSelects, DESKTOP, PHONE } from '../support/layout-checks.js';
import { logIn, signedInUser, uniqueEmail, useOwnClientAddress } from '../support/signed-in-user.js';

const DEMO = { email: 'demo@specforge.local', password: 'Specforge-demo-1' };

/** The wizard's shortest path (step 1's two answers, then Continue to the end); the brief check's badges are checked on step 6. */
async function createProject(page: Page, baseUrl: string, name: string): Promise<string> {
  await page.goto(`${baseUrl}/create-project`);
  await page.getByText('Step 1 of 6').waitFor();
  await page.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await page.getByRole('textbox', { name: 'One-Sentence Description' }).fill('A mobile app that helps busy parents plan healthy weekly meals in minutes.');
  for (let step = 2; step <= 6; step += 1) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`Step ${step} of 6`).waitFor();
  }
  const top = page.getByRole('region', { name: 'Top findings' });
  await top.waitFor();
  const badges = await cutBadges(page);
  await top.screenshot({ path: `${artifactsDir}/first-hour-brief-check-badges-${page.viewportSize()?.width ?? 0}.png` });
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/project\/[^/]+\/mission-control$/);
  return badges;
}

/** Scrolls every diagram into view (they draw when near the screen) and waits until all are drawn. */
async function drawDiagrams(page: Page): Promise<number> {
  const blocks = page.getByTestId('mermaid-block');
  const count = await blocks.count();
  for (let i = 0; i < count; i++) {
    await blocks.nth(i).scrollIntoViewIfNeeded();
    // Drawn for the scheme on screen (a switch of scheme draws it again).
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="mermaid-block"]')[n]?.getAttribute('data-drawn-scheme') === document.documentElement.getAttribute('data-mantine-color-scheme'), i);
  }
  return count;
}

describe('first hour: sign-up, toasts, selects, badges, diagrams', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('the sign-up success box is one message, in both schemes and widths', async () => {
    const { page } = browser();
    await useOwnClientAddress(page);
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/auth?signup=true`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('signup'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Forge-ahead-2026!');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const box = page.getByRole('status').filter({ hasText: 'Success!' });
    await box.waitFor();
    expect((await box.textContent())?.match(/check your email/gi)).toHaveLength(1);
    expect(await page.getByTestId('signup-success').count()).toBe(1);
    expect(await checkBothWidths(page, 'first-hour-signup-success', () => box.waitFor())).toBe('');
  });

  it("the toast after creating a project covers none of the header's actions, at 1366 and 390 px", { timeout: 300_000 }, async () => {
    const { page } = browser();
    await page.context().clearCookies();
    await page.setViewportSize(DESKTOP);
    await signedInUser(page, baseUrl, 'Grace Hopper');
    for (const [label, size] of [
      ['1366', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      const badges = await createProject(page, baseUrl, `HarborX ${label}`);
      expect(badges, 'brief check badges').toBe('');
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Project Created!' });
      await toast.waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `first-hour-toast-after-create-${label}`);
      expect(await actionsUnder(page, toast), `actions under the toast at ${label}`).toBe('');
      // The page header's action (top right on a desktop, where toasts used to land) stays free.
      await page.getByRole('link', { name: 'Project Settings' }).waitFor();
      await toast.getByRole('button', { name: 'Close notification' }).click();
    }
  });

  it('on the demo project: task status selects fit "In progress", severity badges are whole, and diagrams are readable in dark mode', { timeout: 480_000 }, async () => {
    const { page } = browser();
    await page.context().clearCookies();
    await useOwnClientAddress(page);
    await page.setViewportSize(DESKTOP);
    await logIn(page, baseUrl, DEMO.email, DEMO.password);
    const skip = page.getByRole('button', { name: 'Skip' });
    if (await skip.isVisible().catch(() => false)) await skip.click();
    await page
      .getByRole('link', { name: /MealMate/ })
      .first()
      .click();
    await page.waitForURL(/\/project\/[^/]+\/mission-control/);
    const projectId = /\/project\/([^/]+)\//.exec(page.url())![1]!;

    // Mission Control's quality findings: badges whole at 390.
    await page.setViewportSize(PHONE);
    await page
      .getByTestId(/^findings-/)
      .first()
      .waitFor();
    expect(await cutBadges(page)).toBe('');
    const findings = page.getByRole('region', { name: 'Findings by severity' }).or(page.locator('[aria-label="Findings by severity"]')).first();
    await findings.scrollIntoViewIfNeeded();
    await findings.screenshot({ path: `${artifactsDir}/first-hour-findings-390-light.png` });
    expect(
      await checkBothWidths(page, 'first-hour-mission-control', () =>
        page
          .getByTestId(/^findings-/)
          .first()
          .waitFor(),
      ),
    ).toBe('');

    // The roadmap's task list: every status select shows "In progress" whole, at both widths.
    const timeline = page.getByTestId('roadmap-timeline');
    for (let i = 0; i < 30 && !(await timeline.isVisible().catch(() => false)); i++) {
      await page.goto(`${baseUrl}/project/${projectId}/documents/roadmap`);
      await timeline.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    await page.locator('label', { hasText: /^List$/ }).click();
    const list = page.getByTestId('roadmap-list');
    await list.waitFor();
    await page
      .getByLabel(/^Status of T-/)
      .first()
      .selectOption('in_progress');
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page
        .getByLabel(/^Status of T-/)
        .first()
        .waitFor();
      expect(await cutSelects(page), `selects at ${size.width}`).toBe('');
      expect(await cutBadges(page), `badges at ${size.width}`).toBe('');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
        // The status column in view (on a phone the table scrolls sideways to it); the viewport only.
        await page
          .getByLabel(/^Status of T-/)
          .first()
          .scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${artifactsDir}/first-hour-roadmap-status-${size.width}-${scheme}.png` });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await checkBothWidths(page, 'first-hour-roadmap-list', () => list.waitFor())).toBe('');
    expect(await cutSelects(page)).toBe('');

    // The technical architecture's diagrams (the ER diagram among them), drawn in each scheme.
    await page.goto(`${baseUrl}/project/${projectId}/documents/technical_architecture`);
    await page.getByTestId('document-content').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        expect(await drawDiagrams(page)).toBeGreaterThan(0);
        // Text never drawn smaller than 11 px, however wide the diagram.
        const smallest = await page.evaluate(() => Math.min(...[...document.querySelectorAll('[data-testid="mermaid-block"] svg text, [data-testid="mermaid-block"] svg foreignObject span')].map((t) => t.getBoundingClientRect().height).filter((h) => h > 0)));
        expect(smallest, `smallest diagram text at ${size.width} ${scheme}`).toBeGreaterThanOrEqual(11);
        const blocks = page.getByTestId('mermaid-block');
        for (let i = 0; i < (await blocks.count()); i++) {
          await blocks.nth(i).scrollIntoViewIfNeeded();
          await blocks.nth(i).screenshot({ path: `${artifactsDir}/first-hour-diagram-${i + 1}-${size.width}-${scheme}.png` });
        }
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await checkBothWidths(page, 'first-hour-technical-architecture', () => drawDiagrams(page))).toBe('');
  });
});
