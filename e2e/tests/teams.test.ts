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

/** A project with a brief and a generated PRD, through the API (the wizard has journeys of its own). */
async function projectWithPrd(page: Page, baseUrl: string, headers: Record<string, string>): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: 'Team MealMate', description: 'A meal planner for busy parents.' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sections = [
    { section_id: 'project_info', responses: { projectName: 'Team MealMate', projectDescription: 'A mobile app that helps busy parents plan healthy weekly meals in minutes.' } },
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

describe('teams: invite, accept from the mail, comment with a mention, approve, share a read-only link', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('works for two accounts and a signed-out reader, at 1366 and 390 px, light and dark, with axe', async () => {
    const { page } = browser();
    const owner = await signedInUser(page, baseUrl, 'Olive Owner');
    const ownerHeaders = await bearer(page, baseUrl, owner.email);
    const projectId = await projectWithPrd(page, baseUrl, ownerHeaders);

    // The reviewer has an account of their own, in a second browser.
    const second = await openBrowser();
    try {
      const reviewerEmail = await createVerifiedUser(second.page, baseUrl, 'Rita Reviewer', PASSWORD);

      await page.goto(`${baseUrl}/project/${projectId}/settings`);
      await page.getByRole('tab', { name: 'Members' }).click();
      await page.getByRole('textbox', { name: 'E-mail address' }).fill(reviewerEmail);
      await page.getByRole('combobox', { name: 'Role' }).selectOption('reviewer');
      await page.getByRole('button', { name: 'Invite' }).click();
      await page.getByText(`Invitation sent to ${reviewerEmail}`).waitFor();
      await page.getByText('Invited', { exact: true }).waitFor();
      expect(await checkBothWidths(page, 'teams-members', () => page.getByRole('heading', { name: 'Members' }).waitFor())).toBe('');

      // Accept from the mail, signed in as the invited address.
      const link = await openMailLink(second.page, baseUrl, reviewerEmail, /invited you/i, '/invitations/');
      await logIn(second.page, baseUrl, reviewerEmail, PASSWORD);
      await skipOnboarding(second.page);
      await second.page.goto(link);
      await second.page.getByRole('button', { name: 'Accept the invitation' }).waitFor();
      expect(await checkBothWidths(second.page, 'teams-invitation', () => second.page.getByRole('heading', { name: 'You are invited to a project' }).waitFor())).toBe('');
      await second.page.getByRole('button', { name: 'Accept the invitation' }).click();
      await second.page.waitForURL(new RegExp(`/mission-control/${projectId}`));
      await second.page.getByRole('link', { name: /Team MealMate · reviewer \(.*shared with you\)/ }).first().waitFor();

      // The reviewer comments with a mention of the owner and approves the PRD, under the document.
      await second.page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
      await second.page.getByRole('heading', { name: /Approvals of version/ }).waitFor();
      await second.page.getByRole('textbox', { name: /Add a comment/ }).fill(`Can we measure this, @${owner.email}?`);
      await second.page.getByRole('button', { name: 'Comment', exact: true }).click();
      await second.page.getByText('Comment added').waitFor();
      await second.page.getByRole('textbox', { name: 'Note (optional)' }).fill('Looks right');
      await second.page.getByRole('button', { name: 'Approve', exact: true }).click();
      await second.page.getByText('by Rita Reviewer: Looks right').waitFor();
      expect(await checkBothWidths(second.page, 'teams-document-review', () => second.page.getByText('by Rita Reviewer: Looks right').waitFor())).toBe('');
      const reviewerHeaders = await bearer(second.page, baseUrl, reviewerEmail);
      // A reviewer cannot change the brief: 403 naming the role needed.
      const reviewerWrite = await second.page.request.put(`${baseUrl}/api/projects/${projectId}/brief`, { headers: reviewerHeaders, data: { projectName: 'Taken over', base_version: 0 } });
      expect(reviewerWrite.status()).toBe(403);

      await page.goto(`${baseUrl}/notifications`);
      await page.getByText('You were mentioned').first().waitFor();
      await page.getByText('Document approved').first().waitFor();

      // A read-only link, opened signed out in a third browser.
      await page.goto(`${baseUrl}/project/${projectId}/settings`);
      await page.getByRole('tab', { name: 'Sharing' }).click();
      await page.getByRole('button', { name: 'Create a link' }).click();
      const url = (await page.locator('code').filter({ hasText: '/share/' }).first().textContent())!.trim();
      expect(url).toMatch(/\/share\/[\w-]{40,}$/);
      expect(await checkBothWidths(page, 'teams-sharing', () => page.getByText('Copy the link now').waitFor())).toBe('');

      const reader = await openBrowser();
      try {
        await reader.page.goto(url);
        await reader.page.getByRole('heading', { name: 'Team MealMate', exact: true }).first().waitFor();
        await reader.page.getByText('Read-only').waitFor();
        expect(await checkBothWidths(reader.page, 'teams-shared-project', () => reader.page.getByRole('tab', { name: 'PRD' }).waitFor())).toBe('');

        await page.getByRole('button', { name: 'Revoke' }).click();
        await page.getByText('Share link revoked').waitFor();
        await reader.page.reload();
        await reader.page.getByRole('heading', { name: 'This link does not work' }).waitFor();
      } finally {
        await reader.close();
      }
    } finally {
      await second.close();
    }
  }, 240_000);
});
