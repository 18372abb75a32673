import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.js';
import { checkBothWidths } from '../support/layout-checks.js';
import { openMailLink } from '../support/mailbox.js';
import { createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';

const PASSWORD = 'Forge-ahead-2026!';

async function bearer(page: Page, baseUrl: string, email: string): Promise<Record<string, string>> {
  const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password: PASSWORD } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A project with a brief and a generated PRD, through the API. */
async function projectWithPrd(page: Page, baseUrl: string, headers: Record<string, string>): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: 'Live MealMate', description: 'A meal planner for busy parents.' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sections = [
    { section_id: 'project_info', responses: { projectName: 'Live MealMate', projectDescription: 'A mobile app that helps busy parents plan healthy weekly meals in minutes.' } },
    { section_id: 'product_details', responses: { problemStatement: 'Parents spend hours deciding what to cook.', keyFeatures: ['Weekly meal plan', 'Shopping list'], nonGoals: ['Grocery delivery'], competitors: 'Mealime' } },
    { section_id: 'target_audience', responses: { userPersonas: ['Working parent of two'], platforms: ['iOS', 'Web'], uxDefinition: 'Planning a week takes two minutes.' } },
    { section_id: 'tech_stack', responses: { techStack: ['[AI_RECOMMEND]'], integrations: ['Stripe'], performanceExpectations: 'High', technicalConstraints: '[AI_RECOMMEND]' } },
    { section_id: 'features', responses: { businessGoals: '500 paying families in 6 months.', successMetrics: ['Weekly active users'], timeline: '3 months', projectScope: 'quickTest' } },
    { section_id: 'deployment', responses: { risks: 'Recipe licensing costs.', compliance: ['GDPR'], additionalNotes: 'Launch in the UK first.' } },
  ];
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses: sections } })).status()).toBe(200);
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/documents/prd/generate`, { headers })).status()).toBe(202);
  for (let i = 0; i < 150; i += 1) {
    const list = (await (await page.request.get(`${baseUrl}/api/projects/${id}/documents`, { headers })).json()) as { data: { type: string; status: string }[] };
    if (list.data.find((d) => d.type === 'prd')?.status === 'ready') return id;
    await page.waitForTimeout(200);
  }
  throw new Error('the PRD was not generated');
}

describe('live presence: who else has the project open, and comments that arrive without a reload', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the other member in Mission Control and their comment on the document, at 1366 and 390 px, light and dark, with axe', async () => {
    const { page } = browser();
    const owner = await signedInUser(page, baseUrl, 'Olive Owner');
    const ownerHeaders = await bearer(page, baseUrl, owner.email);
    const projectId = await projectWithPrd(page, baseUrl, ownerHeaders);

    const second = await openBrowser();
    try {
      const reviewerEmail = await createVerifiedUser(second.page, baseUrl, 'Rita Reviewer', PASSWORD);
      const invited = await page.request.post(`${baseUrl}/api/projects/${projectId}/members`, { headers: ownerHeaders, data: { email: reviewerEmail, role: 'reviewer' } });
      expect(invited.status()).toBe(201);
      const link = await openMailLink(second.page, baseUrl, reviewerEmail, /invited you/i, '/invitations/');
      const token = new URL(link, baseUrl).pathname.split('/').pop()!;
      await logIn(second.page, baseUrl, reviewerEmail, PASSWORD);
      await skipOnboarding(second.page);
      const accepted = await second.page.request.post(`${baseUrl}/api/invitations/${token}/accept`, { headers: await bearer(second.page, baseUrl, reviewerEmail) });
      expect(accepted.status()).toBe(200);

      // Alone, the owner sees nobody else.
      await page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      await page.getByRole('heading', { name: 'Live MealMate', level: 1 }).waitFor();
      await page.waitForTimeout(500);
      expect(await page.getByTestId('presence').count()).toBe(0);

      // The reviewer opens the project: each sees the other, named for screen readers and on hover.
      await second.page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      const rita = page.getByRole('group', { name: 'Also here: Rita Reviewer' });
      await rita.waitFor({ timeout: 10_000 });
      await second.page.getByRole('group', { name: 'Also here: Olive Owner' }).waitFor({ timeout: 10_000 });
      await rita.getByRole('img', { name: 'Rita Reviewer' }).hover();
      await page.getByRole('tooltip', { name: 'Rita Reviewer' }).waitFor();
      await page.mouse.move(0, 0);
      expect(await checkBothWidths(page, 'presence-mission-control', () => rita.waitFor())).toBe('');

      // Both read the PRD; the owner's comment appears on the reviewer's screen without a reload.
      await page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
      await second.page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
      // The whole-document thread is empty on both screens before the owner writes.
      for (const p of [second.page, page]) {
        await p.getByRole('heading', { name: 'Comments on the whole document' }).waitFor();
        await p.getByText('No comments yet.').waitFor();
      }
      const body = 'Can we ship the shopping list first, @Rita?';
      await page.getByRole('textbox', { name: /Add a comment/ }).fill(body);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByText('Comment added').waitFor();
      await second.page.getByText(body).waitFor({ timeout: 10_000 });
      expect(await second.page.getByText('No comments yet.').count()).toBe(0);

      // When the reviewer leaves (their browser closes), the owner's Mission Control stops showing them.
      await page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      await second.page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      await rita.waitFor({ timeout: 10_000 });
      await second.close();
      await rita.waitFor({ state: 'detached', timeout: 10_000 });
    } finally {
      await second.close();
    }
  }, 240_000);
});
