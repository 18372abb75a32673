import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { signedInUser } from '../support/signed-in-user.js';

/** A project made by the wizard's two calls (create, then the six sections), through the API. */
async function projectWithBrief(page: Page, baseUrl: string, headers: Record<string, string>): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: 'Walkies', description: 'Same-day dog walks booked from a phone.', platforms: ['iOS'] } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sections = [
    { section_id: 'project_info', responses: { projectName: 'Walkies', projectDescription: 'Same-day dog walks booked from a phone.' } },
    { section_id: 'product_details', responses: { keyFeatures: ['Book a same-day walk with a vetted walker nearby', 'Live walk map'] } },
    { section_id: 'target_audience', responses: { userPersonas: ['Dog owner — busy professionals who work long office hours', 'Walker — students with free afternoons'], platforms: ['iOS'] } },
  ];
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses: sections } })).status()).toBe(200);
  return id;
}

describe('the feature interview in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('asks about a key feature on step 2 of the brief editor, fits a 390 px phone, and saves the answers', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    const { email, password } = await signedInUser(page, baseUrl, 'Ada Lovelace');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const id = await projectWithBrief(page, baseUrl, headers);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl}/project/${id}/brief`);
    await page.getByRole('heading', { name: 'Edit the brief', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Step 2: Core Product Details' }).click();
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByRole('button', { name: 'Book a same-day walk with a vetted walker nearby', exact: true }).click();
    await page.getByLabel('Who does it').first().click();
    await page.getByRole('option', { name: /^Dog owner/ }).click();
    await page.locator('#wizard-detail-0-trigger').fill('a walker near them has a free slot today');
    await page.locator('#wizard-detail-0-outcome').fill('the walk is booked and they see who is coming');
    await page.locator('#wizard-detail-0-failure').fill('they are offered the next free slot');
    await page.locator('#wizard-detail-0-failure').scrollIntoViewIfNeeded();
    // Nothing wider than the phone: no sideways scrolling on the step.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'feature-details-390');

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`${baseUrl}/project/${id}/mission-control`);
    const brief = (await (await page.request.get(`${baseUrl}/api/projects/${id}/brief`, { headers })).json()) as { data: { changed_fields: string[]; brief: { featureDetails: unknown[] } } };
    expect(brief.data.changed_fields).toEqual(['featureDetails']);
    expect(brief.data.brief.featureDetails).toEqual([
      {
        feature: 'Book a same-day walk with a vetted walker nearby',
        actor: 'Dog owner — busy professionals who work long office hours',
        trigger: 'a walker near them has a free slot today',
        outcome: 'the walk is booked and they see who is coming',
        rule: '',
        failure: 'they are offered the next free slot',
      },
    ]);
  });
});
