import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.js';
import { screenshot, useBrowser } from '../support/browser.js';
import { signedInUser } from '../support/signed-in-user.js';

/** A beekeeping co-op's brief: one feature nobody is shown doing, one integration nobody says a use for. */
const brief = {
  projectName: 'Hivekeeper Co-op',
  projectDescription: 'A shared app for a beekeeping co-operative: hive records, the extraction room and honey sales.',
  keyFeatures: ['Log a hive inspection with photos', 'Book the extraction room for a half day', 'Honey buyers order jars and pay by card'],
  userPersonas: ['Hobby beekeeper — keeps two to ten hives and inspects them weekly', 'Co-op coordinator — runs the shared extraction room', 'Honey buyer — a local shop ordering jars'],
  userJourneys: 'Hobby beekeeper: opens the app at the apiary → logs a hive inspection with photos → sees the varroa count',
  platforms: ['iOS', 'Android'],
  integrations: ['Stripe', 'Pollen forecast API'],
  technicalConstraints: 'Must keep working without signal at out-apiaries',
  successMetrics: ['500 active members', 'Happier members'],
  additionalNotes: 'We have a budget of two developers.',
  timeline: '6 months',
};
const booking = 'Book the extraction room for a half day';

async function projectWithBrief(page: Page, baseUrl: string, headers: Record<string, string>): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: brief.projectName, description: brief.projectDescription } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await page.request.put(`${baseUrl}/api/projects/${id}/brief`, { headers, data: { ...brief, base_version: 0 } })).status()).toBe(200);
  return id;
}

/** The panel's own screenshot in both schemes at the current width (the page is long; the panel is what is judged). */
async function panelShots(page: Page, name: string): Promise<string[]> {
  const files: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    const panel = page.getByRole('region', { name: 'Here is what I understood' });
    // From the top, so the fixed header is drawn where it belongs in the full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    const file = await screenshot(page, `${name}-${scheme}`);
    // The panel alone, taller than the window: the header is let scroll away so it does not cover it.
    await page.evaluate(() => document.querySelector<HTMLElement>('header')?.style.setProperty('position', 'absolute'));
    await panel.screenshot({ path: file.replace(/\.png$/, '-panel.png') });
    await page.evaluate(() => document.querySelector<HTMLElement>('header')?.style.removeProperty('position'));
    files.push(file);
  }
  return files;
}

describe('"Here is what I understood" in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('reads the brief back in the editor, corrects who does a feature with one click, fits 390 px, and saves the correction', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    const { email, password } = await signedInUser(page, baseUrl, 'Grace Hopper');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const id = await projectWithBrief(page, baseUrl, headers);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/project/${id}/brief?step=6`);
    const panel = page.getByRole('region', { name: 'Here is what I understood' });
    const line = panel.getByRole('listitem', { name: booking });
    await line.getByText('Question', { exact: true }).waitFor();
    await expect.poll(() => line.getByText('Done by: not known yet').count()).toBe(1);
    await expect.poll(() => panel.getByRole('listitem', { name: 'Team size' }).getByText('From the brief', { exact: true }).count()).toBe(1);

    // One click opens the personas, one click picks one.
    await line.getByRole('button', { name: `Choose who does “${booking}”` }).click();
    await page.getByRole('menuitem', { name: 'Co-op coordinator' }).click();
    await line.getByText('Your answer', { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => line.getByText('Done by: Co-op coordinator').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    const wide = await panelShots(page, 'understanding-1366');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await panel.scrollIntoViewIfNeeded();
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The menu of a line fits the phone too.
    await panel.getByRole('listitem', { name: 'Pollen forecast API' }).getByRole('button', { name: 'Change features Pollen forecast API serves' }).click();
    await page.getByRole('menuitem', { name: brief.keyFeatures[0] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    const phone = await panelShots(page, 'understanding-390');
    console.log(`screenshots: ${[...wide, ...phone].join(', ')}`);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${baseUrl}/project/${id}/mission-control`);
    const saved = (await (await page.request.get(`${baseUrl}/api/projects/${id}/brief`, { headers })).json()) as { data: { changed_fields: string[]; brief: { featureDetails: { feature: string; actor: string }[] } } };
    expect(saved.data.changed_fields).toEqual(['featureDetails']);
    expect(saved.data.brief.featureDetails).toEqual([{ feature: booking, actor: brief.userPersonas[1], trigger: '', outcome: '', rule: '', failure: '' }]);
    const understood = (await (await page.request.get(`${baseUrl}/api/projects/${id}/brief/understanding`, { headers })).json()) as { data: { lines: { key: string; source: string; values: string[] }[] } };
    expect(understood.data.lines.find((l) => l.key === 'actor:FR-2')).toMatchObject({ source: 'answer', values: [brief.userPersonas[1]] });
    // Two widths, two schemes and an axe run: longer than a plain journey on a busy machine.
  }, 150_000);
});
