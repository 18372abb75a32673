import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { signedInUser } from '../support/signed-in-user.js';

/** A project made by the wizard's two calls (create, then the six sections), through the API. */
async function projectWithBrief(page: Page, baseUrl: string, email: string, password: string): Promise<string> {
  const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const created = await page.request.post(`${baseUrl}/api/projects`, {
    headers,
    data: { name: 'MealMate', description: 'A mobile app that helps busy parents plan healthy weekly meals in minutes.', platforms: ['iOS', 'Web'] },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sections = [
    { section_id: 'project_info', responses: { projectName: 'MealMate', projectDescription: 'A mobile app that helps busy parents plan healthy weekly meals in minutes.' } },
    { section_id: 'product_details', responses: { problemStatement: 'Parents spend hours deciding what to cook.', keyFeatures: ['Weekly meal plan', 'Shopping list', 'Recipe search'], nonGoals: ['Grocery delivery', 'Social feed'], competitors: 'Mealime' } },
    { section_id: 'target_audience', responses: { userPersonas: ['Working parent of two'], platforms: ['iOS', 'Web'], uxDefinition: 'Planning a week takes two minutes.' } },
    { section_id: 'tech_stack', responses: { techStack: ['[AI_RECOMMEND]'], integrations: ['Stripe'], performanceExpectations: 'High', technicalConstraints: '[AI_RECOMMEND]' } },
    { section_id: 'features', responses: { businessGoals: '500 paying families in 6 months.', successMetrics: ['Weekly active users'], timeline: '3 months', projectScope: 'quickTest' } },
    { section_id: 'deployment', responses: { risks: 'Recipe licensing costs.', compliance: ['GDPR'], additionalNotes: 'Launch in the UK first.' } },
  ];
  const saved = await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses: sections } });
  expect(saved.status()).toBe(200);
  return id;
}

const step = (page: Page, n: number) => page.getByText(`Step ${n} of 6`).waitFor();

describe('editing the brief in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('opens the wizard on the project from its settings, saves changes, and refuses a stale second tab', async () => {
    const { page, context } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    const { email, password } = await signedInUser(page, baseUrl, 'Grace Hopper');
    const id = await projectWithBrief(page, baseUrl, email, password);

    // Settings → Wizard Answers → Edit the brief.
    await page.goto(`${baseUrl}/project/${id}/settings`);
    await page.getByRole('tab', { name: 'Wizard Answers' }).click();
    await page.getByRole('link', { name: 'Edit the brief' }).click();
    await page.waitForURL(`${baseUrl}/project/${id}/brief`);
    await page.getByRole('heading', { name: 'Edit the brief', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Project Name' }).inputValue()).toBe('MealMate');

    await page.setViewportSize({ width: 1366, height: 900 });
    await step(page, 1);
    await screenshot(page, 'brief-edit-1366');
    await page.getByRole('button', { name: 'Step 4: Technical Foundation' }).click();
    await step(page, 4);
    expect(await page.getByRole('switch', { name: 'Let AI recommend tech stack' }).isChecked()).toBe(true);
    await screenshot(page, 'brief-edit-step-4-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Step 1: Project Basics' }).click();
    await step(page, 1);
    await screenshot(page, 'brief-edit-390');
    await page.getByRole('button', { name: 'Step 6: Final Considerations' }).click();
    await step(page, 6);
    await screenshot(page, 'brief-edit-step-6-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // A second tab opens the same version before the first saves.
    const second = await context.newPage();
    await second.goto(`${baseUrl}/project/${id}/brief`);
    await second.getByRole('heading', { name: 'Edit the brief', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Step 1: Project Basics' }).click();
    await page.getByRole('textbox', { name: 'Project Name' }).fill('MealMate Pro');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${baseUrl}/project/${id}/mission-control`);
    await page.getByText('Your changes to "MealMate Pro" were saved.').waitFor();
    await page.getByRole('heading', { name: 'MealMate Pro', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit the brief' }).waitFor();

    await second.getByRole('textbox', { name: 'Project Name' }).fill('MealMate Max');
    await second.getByRole('button', { name: 'Save changes' }).click();
    // The page's alert (with the way to load the latest version) and the toast say why.
    await second.getByText('Your changes were not saved', { exact: true }).waitFor();
    await second.getByRole('button', { name: /Load the latest version/ }).waitFor();
    expect(await second.getByText(/^The brief was changed in another tab or by someone else since you opened it\./).count()).toBe(2);
    expect(await second.getByRole('textbox', { name: 'Project Name' }).inputValue()).toBe('MealMate Max');
    await second.setViewportSize({ width: 1366, height: 900 });
    await second.evaluate(() => window.scrollTo(0, 0));
    await second.waitForTimeout(400);
    await screenshot(second, 'brief-edit-conflict-1366');
    await second.close();

    const versions = await page.request.get(`${baseUrl}/api/projects/${id}/brief/versions`, {
      headers: { Authorization: `Bearer ${((await (await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } })).json()) as { token: string }).token}` },
    });
    const list = ((await versions.json()) as { data: { version: number; changed_fields: string[] }[] }).data;
    expect(list.map((v) => [v.version, v.changed_fields])).toEqual([[1, ['projectName']]]);
  });
});
