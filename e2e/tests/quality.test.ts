import type { Locator, Page } from 'playwright-core';
import { SECTION_FIELDS } from '@specforge/contracts/brief-options';
import { describe, expect, inject, it } from 'vitest';
import { artifactsDir, screenshot, useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

type Headers = Record<string, string>;

async function authHeaders(page: Page, baseUrl: string, email: string, password: string): Promise<Headers> {
  const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A project as the wizard makes it (create, then the sections), through the API. */
async function createProject(page: Page, baseUrl: string, headers: Headers, brief: Record<string, unknown>): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: brief.projectName, description: brief.projectDescription } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const responses = Object.entries(SECTION_FIELDS)
    .map(([section_id, fields]) => ({ section_id, responses: Object.fromEntries(fields.filter((f) => f in brief).map((f) => [f, brief[f]])) }))
    .filter((s) => Object.keys(s.responses).length > 0);
  const saved = await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses } });
  expect(saved.status()).toBe(200);
  return id;
}

/** The built-in composer's sample brief (a meal planner), with a target on every metric. */
const rich = {
  projectName: 'MealMate',
  projectDescription: 'A meal-planning app that helps busy parents plan a week of healthy dinners in ten minutes.',
  problemStatement: 'Parents spend hours every week deciding what to cook, shopping twice because lists are incomplete, and throwing away food.',
  keyFeatures: ['Weekly meal planner', 'Shared shopping list', 'Recipe search with dietary filters', 'Reminders to defrost and prep', 'Nutrition insights dashboard'],
  nonGoals: ['Grocery delivery', 'Social feed of recipes'],
  competitors: 'Mealime, Paprika, and plain notes apps.',
  userPersonas: ['Busy parents with two or more kids', 'Health-conscious couples'],
  userJourneys: 'Busy parent opens the app on Sunday → picks five dinners in the weekly meal planner → the shopping list fills itself\nCouple searches recipes with a vegetarian filter, then adds one to Thursday',
  platforms: ['iOS', 'Android', 'Web'],
  uxDefinition: 'Planning a week takes under ten minutes with one thumb.',
  securityConcerns: 'Family members’ dietary and health data must stay private.',
  performanceExpectations: 'Medium',
  businessGoals: 'Reach 5,000 weekly active families within six months and convert 5% to a paid plan.',
  successMetrics: ['Weekly active families ≥ 2,000 by month 6', 'Shopping list completion rate ≥ 70%', 'Paid conversion 5%'],
  timeline: '3 months',
  projectScope: 'standardMVP',
  risks: 'Low retention after the first week: weekly plan reminders on Sunday\nRecipe licensing costs: start with public-domain recipes',
  compliance: ['GDPR'],
};

const scoreOf = async (scope: Page | Locator) =>
  Number(
    /(\d+) of 100/.exec(
      (await scope
        .getByRole('img', { name: /^Quality score: \d+ of 100$/ })
        .first()
        .getAttribute('aria-label')) ?? '',
    )?.[1],
  );

/**
 * One part of the page, to look at closely. The viewport is made as tall as the page first, so
 * nothing scrolls and the sticky top bar cannot cover the part.
 */
async function part(page: Page, locator: Locator, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1366, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.waitForTimeout(300);
  await locator.screenshot({ path: `${artifactsDir}/${name}.png` });
  await page.setViewportSize(viewport);
}

/** What the viewport shows (a dialog over the page). */
const view = (page: Page, name: string) => page.screenshot({ path: `${artifactsDir}/${name}.png` });

describe('the quality gate in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('thin brief: questions before generating, answers written into the brief, the score rises; the wizard checks a draft; the project limit is said up front', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1366, height: 900 });
    const { email, password } = await signedInUser(page, baseUrl, 'Barbara Liskov');
    const headers = await authHeaders(page, baseUrl, email, password);
    const thinId = await createProject(page, baseUrl, headers, { projectName: 'Notes', projectDescription: 'An app.' });

    // Mission Control grades "An app." low and asks about it.
    await page.goto(`${baseUrl}/project/${thinId}/mission-control`);
    const quality = page.getByRole('region', { name: 'Quality' });
    await quality.getByRole('img', { name: /^Quality score: \d+ of 100$/ }).waitFor();
    const before = await scoreOf(quality);
    expect(before).toBeLessThanOrEqual(30);
    await quality.getByText('Too thin to build from').waitFor();
    await quality.getByTestId('findings-critical').getByText('No key features: every requirement would be invented.').waitFor();
    const card = page.getByRole('region', { name: 'Improve the brief' });
    const features = card.getByRole('textbox', { name: /^What must users be able to do in the first release\?/ });
    await features.waitFor();
    expect(await checkPage(page, 'quality-thin-1366')).toBe('');
    await part(page, quality, 'quality-thin-panel-1366');

    // Generating from it asks the questions first; closing the dialog starts nothing.
    await page.getByRole('button', { name: 'Generate all' }).click();
    const gate = page.getByRole('dialog', { name: 'Improve the brief before generating?' });
    await gate.getByText(/This brief scores \d+ of 100\. No key features/).waitFor();
    await gate.getByRole('button', { name: 'Generate anyway' }).waitFor();
    await page.waitForTimeout(300);
    await view(page, 'quality-gate-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await view(page, 'quality-gate-390');
    await page.keyboard.press('Escape');
    await gate.waitFor({ state: 'detached' });
    await page.getByText('0 of 6 documents ready').waitFor();
    await screenshot(page, 'quality-thin-390');
    await part(page, quality, 'quality-thin-panel-390');
    await part(page, card, 'quality-questions-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // Answer in the card: features one per line, a suggested metric picked, the problem typed.
    await features.fill('Capture notes by voice\nTag notes by project\nSearch notes by keyword');
    await card.getByRole('textbox', { name: /^What problem does it solve/ }).fill('Field engineers lose notes scribbled on paper and spend evenings retyping them.');
    await card.locator('label', { hasText: 'Week-4 retention ≥ 25%' }).click();
    expect(await card.getByRole('textbox', { name: /^How will you know it works\?/ }).inputValue()).toBe('Week-4 retention ≥ 25%');
    await part(page, card, 'quality-questions-filled-1366');
    await card.getByRole('button', { name: 'Save answers' }).click();
    const saved = card.getByRole('status').filter({ hasText: 'Saved to the brief' });
    await saved.waitFor();
    const after = await scoreOf(quality);
    expect(after).toBeGreaterThan(before);
    expect(await saved.innerText()).toContain(`The score went from ${before} to ${after}.`);
    // The answered questions are gone; the history shows both points.
    expect(await card.getByRole('textbox', { name: /^What must users be able to do/ }).count()).toBe(0);
    await quality.getByRole('img', { name: new RegExp(`^Score history: ${before} on .+, ${after} on `) }).waitFor();
    await part(page, quality, 'quality-thin-answered-1366');

    // The brief holds the answers as a new version.
    const brief = (await (await page.request.get(`${baseUrl}/api/projects/${thinId}/brief`, { headers })).json()) as { data: { version: number; brief: Record<string, unknown> } };
    expect(brief.data.version).toBe(1);
    expect(brief.data.brief.keyFeatures).toEqual(['Capture notes by voice', 'Tag notes by project', 'Search notes by keyword']);
    expect(brief.data.brief.successMetrics).toEqual(['Week-4 retention ≥ 25%']);

    // The wizard's last step grades the draft before the project exists.
    await page.goto(`${baseUrl}/create-project`);
    await page.getByText('Step 1 of 6').waitFor();
    await page.getByRole('textbox', { name: 'Project Name' }).fill('FieldNotes');
    await page.getByRole('textbox', { name: 'One-Sentence Description' }).fill('A notes app for field engineers.');
    await page.getByRole('button', { name: 'Step 6: Final Considerations' }).click();
    await page.getByText('Step 6 of 6').waitFor();
    const check = page.getByRole('region', { name: 'Brief check' });
    await check.getByRole('img', { name: /^Quality score: \d+ of 100$/ }).waitFor();
    const draftBefore = await scoreOf(check);
    expect(await checkPage(page, 'quality-wizard-1366')).toBe('');
    await part(page, check, 'quality-wizard-check-1366');
    await check.getByRole('textbox', { name: /^What must users be able to do/ }).fill('Record voice notes on site\nAttach photos to a note\nExport notes as a report');
    await check.getByRole('button', { name: 'Add answers to the brief' }).click();
    await check.getByText(/Your answers are in Must-have features\./).waitFor();
    await page.waitForFunction(
      (previous) => {
        const label = document.querySelector('[aria-label^="Quality score:"]')?.getAttribute('aria-label') ?? '';
        return Number(/(\d+) of 100/.exec(label)?.[1]) > previous;
      },
      draftBefore,
      { timeout: 10_000 },
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await part(page, check, 'quality-wizard-check-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: 'Step 2: Core Product Details' }).click();
    // The feature list, not its feature-details panel below, which names the feature too.
    await page.getByRole('list', { name: 'feature list' }).getByText('Record voice notes on site').waitFor();

    // A rich second project, generated: the panel links findings to their items.
    const richId = await createProject(page, baseUrl, headers, rich);
    expect((await page.request.post(`${baseUrl}/api/projects/${richId}/documents/generate`, { headers })).status()).toBe(202);
    await expect
      .poll(
        async () => {
          const list = (await (await page.request.get(`${baseUrl}/api/projects/${richId}/documents`, { headers })).json()) as { data: { status: string }[] };
          return list.data.filter((d) => d.status === 'ready').length;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .toBe(6);
    await page.goto(`${baseUrl}/project/${richId}/mission-control`);
    await page.getByText('6 of 6 documents ready').waitFor();
    await quality.getByRole('img', { name: /^Quality score: \d+ of 100$/ }).waitFor();
    // The built-in set is not ready to build from (its catalogue suggestions await the user, its
    // open questions are unanswered): a verdict per dimension says where, and questions are asked.
    await quality.getByText('Not ready to build from yet').waitFor();
    await quality
      .getByLabel(/^[A-Z][a-z]+ verdict: (Thin|Broken)$/)
      .first()
      .waitFor();
    expect(await scoreOf(quality)).toBeLessThan(80);
    await page.getByRole('region', { name: 'Improve the brief' }).waitFor();
    await quality.getByRole('button', { name: /Medium/ }).click();
    const itemLink = quality
      .getByTestId('findings-medium')
      .getByRole('link', { name: /^Open [A-Z]+-\d+ in the / })
      .first();
    await itemLink.waitFor();
    expect(await checkPage(page, 'quality-rich-1366')).toBe('');
    await part(page, quality, 'quality-rich-panel-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    // On a phone every verdict badge shows its whole word, inside the panel.
    const badges = quality.getByLabel(/ verdict: /);
    expect(await badges.count()).toBe(6);
    const panel = (await quality.boundingBox())!;
    for (const badge of await badges.all()) {
      const fits = await badge.evaluate((el) => [el, ...el.querySelectorAll('*')].every((n) => n.scrollWidth <= n.clientWidth + 1));
      const box = (await badge.boundingBox())!;
      expect({ label: await badge.getAttribute('aria-label'), fits, inside: box.x >= panel.x && box.x + box.width <= panel.x + panel.width }).toEqual({ label: await badge.getAttribute('aria-label'), fits: true, inside: true });
    }
    await part(page, quality, 'quality-rich-panel-390');
    await page.setViewportSize({ width: 1366, height: 900 });
    // A finding's link lands on its item in the document.
    const item = /^Open ([A-Z]+-\d+) in the /.exec((await itemLink.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await itemLink.click();
    await page.waitForURL(new RegExp(`/documents/(prd|roadmap)#${item}$`));
    await page.locator(`[id="${item}"]`).waitFor();

    // Two projects is the free beta's limit: the dashboard and the wizard say so before any step.
    await page.goto(`${baseUrl}/`);
    const limit = 'The free beta allows 2 projects, and you have 2. Delete a project you no longer need to create a new one.';
    await page.getByTestId('project-limit').getByText(limit).waitFor();
    expect(await page.getByRole('button', { name: 'Create Project' }).first().isDisabled()).toBe(true);
    await screenshot(page, 'quality-limit-dashboard-1366');
    await page.goto(`${baseUrl}/create-project`);
    await page.getByRole('heading', { name: 'You have reached the project limit', level: 1 }).waitFor();
    await page.getByText(limit).waitFor();
    await page.getByText('Your draft is kept on this device').waitFor();
    expect(await page.getByText('Step 1 of 6').count()).toBe(0);
    expect(await checkPage(page, 'quality-limit-wizard-1366')).toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await screenshot(page, 'quality-limit-wizard-390');
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('project-limit').waitFor();
    await screenshot(page, 'quality-limit-dashboard-390');
  }, 300_000);
});
