import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { artifactsDir, useBrowser } from '../support/browser.js';
import { DESKTOP, PHONE, checkBothWidths, cutBadges } from '../support/layout-checks.js';
import { signedInUser } from '../support/signed-in-user.js';

type Headers = Record<string, string>;

/** The sample brief (a meal planner): four of its five features get criteria from the capability catalogue. */
const brief: Record<string, Record<string, unknown>> = {
  project_info: { projectName: 'MealMate', projectDescription: 'A meal-planning app that helps busy parents plan a week of healthy dinners in ten minutes.' },
  product_details: {
    problemStatement: 'Parents spend hours every week deciding what to cook, shopping twice because lists are incomplete, and throwing away food.',
    keyFeatures: ['Weekly meal planner', 'Shared shopping list', 'Recipe search with dietary filters', 'Reminders to defrost and prep', 'Nutrition insights dashboard'],
    nonGoals: ['Grocery delivery'],
  },
  target_audience: {
    userPersonas: ['Busy parents with two or more kids', 'Health-conscious couples'],
    userJourneys: 'Busy parent opens the app on Sunday → picks five dinners in the weekly meal planner → the shopping list fills itself',
    platforms: ['iOS', 'Web'],
  },
  features: { businessGoals: 'Reach 5,000 weekly active families within six months.', successMetrics: ['Weekly active families ≥ 2,000 by month 6'], timeline: '3 months', projectScope: 'standardMVP' },
};

async function projectWithPrd(page: Page, baseUrl: string, headers: Headers): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: 'MealMate', description: 'Meal planner' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const responses = Object.entries(brief).map(([section_id, r]) => ({ section_id, responses: r }));
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses } })).status()).toBe(200);
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/documents/prd/generate`, { headers })).status()).toBe(202);
  for (let i = 0; i < 150; i += 1) {
    const list = (await (await page.request.get(`${baseUrl}/api/projects/${id}/documents`, { headers })).json()) as { data: { type: string; status: string }[] };
    if (list.data.find((d) => d.type === 'prd')?.status === 'ready') return id;
    await page.waitForTimeout(200);
  }
  throw new Error('the PRD was not generated');
}

/** The gate's findings as `rule itemId`. */
async function findings(page: Page, baseUrl: string, headers: Headers, id: string): Promise<string[]> {
  const out = (await (await page.request.get(`${baseUrl}/api/projects/${id}/analysis`, { headers })).json()) as { data: { findings: { rule: string; itemId: string | null }[] } };
  return out.data.findings.map((f) => `${f.rule} ${f.itemId ?? ''}`);
}

/**
 * The panel alone, in both schemes, at the current width (`<name>-<scheme>.png`). The viewport is
 * made as tall as the page first, so nothing scrolls and the sticky top bar cannot cover the part.
 */
async function panelShots(page: Page, panel: Locator, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
    await page.waitForTimeout(400);
    await panel.screenshot({ path: `${artifactsDir}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(viewport);
}

describe('suggested acceptance criteria in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('the PRD marks catalogue suggestions; confirming and editing them changes the badge, the PRD line and the quality gate', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(DESKTOP);
    const { email, password } = await signedInUser(page, baseUrl, 'Grace Hopper');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const id = await projectWithPrd(page, baseUrl, headers);
    expect(await findings(page, baseUrl, headers, id)).toEqual(expect.arrayContaining(['criteria-unconfirmed FR-2', 'unconfirmed-suggestion AC-2.1']));

    await page.goto(`${baseUrl}/project/${id}/documents/prd`);
    const panel = page.getByRole('region', { name: 'Suggested acceptance criteria' });
    await panel.waitFor();
    const row = (ac: string) => panel.getByTestId(`suggestion-${ac}`);
    await row('AC-2.1').getByText('Suggested', { exact: true }).waitFor();
    // The PRD itself says which criteria are suggestions.
    const prdLine = (ac: string) =>
      page
        .locator('li', { has: page.locator('strong', { hasText: new RegExp(`^${ac.replace('.', '\\.')}$`) }) })
        .filter({ hasText: 'Given' })
        .last();
    expect(await prdLine('AC-2.1').innerText()).toContain('(suggested)');
    expect(await checkBothWidths(page, 'suggestions-before', () => panel.waitFor())).toBe('');
    for (const [label, size] of [
      ['1366', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await panelShots(page, panel.getByRole('region', { name: /^FR-2 / }), `suggestions-fr2-before-${label}`);
    }
    await page.setViewportSize(DESKTOP);

    // Confirm one with the keyboard.
    const confirm = panel.getByRole('button', { name: 'Confirm AC-2.1' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await row('AC-2.1').getByText('Confirmed', { exact: true }).waitFor();
    await page.getByText('Version 2', { exact: true }).waitFor();
    await expect.poll(() => prdLine('AC-2.1').innerText()).not.toContain('(suggested)');
    expect(await findings(page, baseUrl, headers, id)).not.toContain('unconfirmed-suggestion AC-2.1');

    // Confirm the rest of FR-2 at once.
    await panel.getByRole('button', { name: 'Confirm all 2 criteria of FR-2' }).click();
    await row('AC-2.3').getByText('Confirmed', { exact: true }).waitFor();
    await row('AC-2.2').getByText('Confirmed', { exact: true }).waitFor();
    const left = await findings(page, baseUrl, headers, id);
    expect(left.filter((f) => / (FR-2|AC-2\.\d)$/.test(f) && /unconfirmed/.test(f))).toEqual([]);
    expect(left).toContain('criteria-unconfirmed FR-3');

    // Edit one on a phone: the form, Escape, then the new words.
    await page.setViewportSize(PHONE);
    await panel.getByRole('button', { name: 'Edit AC-3.2' }).click();
    const form = panel.getByRole('form', { name: 'Edit AC-3.2' });
    await form.getByRole('textbox', { name: 'Given' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Given' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    await panelShots(page, panel.getByRole('region', { name: /^FR-3 / }), 'suggestions-edit-390');
    await form.getByRole('textbox', { name: 'Then' }).fill('');
    await form.getByRole('button', { name: 'Save AC-3.2' }).click();
    await form.getByText('Then must not be empty').waitFor();
    await form.getByRole('textbox', { name: 'Then' }).fill('they see "Search is unavailable, try again in a minute" and their filters stay set');
    await form.getByRole('button', { name: 'Save AC-3.2' }).click();
    await row('AC-3.2').getByText('Confirmed (edited)', { exact: true }).waitFor();
    await expect.poll(() => prdLine('AC-3.2').innerText()).toContain('Search is unavailable, try again in a minute');
    expect(await prdLine('AC-3.2').innerText()).not.toContain('(suggested)');
    expect(await findings(page, baseUrl, headers, id)).not.toContain('unconfirmed-suggestion AC-3.2');
    expect(await cutBadges(page)).toBe('');

    expect(await checkBothWidths(page, 'suggestions-after', () => panel.waitFor())).toBe('');
    for (const [label, size] of [
      ['1366', DESKTOP],
      ['390', PHONE],
    ] as const) {
      await page.setViewportSize(size);
      await panelShots(page, panel.getByRole('region', { name: /^FR-2 / }), `suggestions-fr2-after-${label}`);
      await panelShots(page, panel.getByRole('region', { name: /^FR-3 / }), `suggestions-fr3-after-${label}`);
    }
    await page.setViewportSize(DESKTOP);

    // Undo: the catalogue's words and the mark come back.
    await panel.getByRole('button', { name: 'Undo the confirmation of AC-3.2' }).click();
    await row('AC-3.2').getByText('Suggested', { exact: true }).waitFor();
    await expect.poll(() => prdLine('AC-3.2').innerText()).toContain('(suggested)');

    // The list folds away (the PRD moves up) and comes back, by keyboard.
    const toggle = panel.getByRole('button', { name: 'Hide' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Show' }).waitFor();
    expect(await panel.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(400);
    await panelShots(page, panel, 'suggestions-folded-1366');
  }, 400_000);
});
