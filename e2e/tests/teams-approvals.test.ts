import { describe, expect, inject, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.js';
import { checkBothWidths } from '../support/layout-checks.js';
import { openMailLink } from '../support/mailbox.js';
import { createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';
import { bearer, PASSWORD, projectWithPrd } from '../support/team-project.js';

describe('teams: approved by … on the gate and Mission Control, comment counts, and a new version resetting approvals', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('a reviewer approves and comments on a section; the owner sees who approved, edits, and the reviewer is told and sees the reset', async () => {
    const { page } = browser();
    const owner = await signedInUser(page, baseUrl, 'Olive Owner');
    const ownerHeaders = await bearer(page, baseUrl, owner.email);
    const projectId = await projectWithPrd(page, baseUrl, ownerHeaders);

    const second = await openBrowser();
    try {
      const reviewerEmail = await createVerifiedUser(second.page, baseUrl, 'Rita Reviewer', PASSWORD);
      expect((await page.request.post(`${baseUrl}/api/projects/${projectId}/members`, { headers: ownerHeaders, data: { email: reviewerEmail, role: 'reviewer' } })).status()).toBe(201);
      const link = await openMailLink(second.page, baseUrl, reviewerEmail, /invited you/i, '/invitations/');
      await logIn(second.page, baseUrl, reviewerEmail, PASSWORD);
      await skipOnboarding(second.page);
      // Accepting in the browser has its own journey (teams.test.ts): here through the API.
      const reviewerHeaders = await bearer(second.page, baseUrl, reviewerEmail);
      const token = /\/invitations\/([\w-]+)/.exec(link)![1]!;
      expect((await second.page.request.post(`${baseUrl}/api/invitations/${token}/accept`, { headers: reviewerHeaders })).status()).toBe(200);

      // The reviewer comments on a section through its affordance, then approves the PRD.
      await second.page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
      await second.page.getByRole('heading', { name: /Approvals of version/ }).waitFor();
      const section = second.page.getByRole('button', { name: /^Comment on the section / }).first();
      const sectionName = (await section.getAttribute('aria-label'))!.replace('Comment on the section ', '');
      await section.click();
      const drawer = second.page.getByRole('dialog', { name: `Comments on the section ${sectionName}` });
      await drawer.getByRole('textbox', { name: /Add a comment/ }).fill('Is this the whole scope?');
      await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
      // The comment arrives live and may show before the box is cleared: wait for both, by role.
      await drawer.getByRole('paragraph').filter({ hasText: 'Is this the whole scope?' }).waitFor();
      await second.page.waitForFunction(() => (document.querySelector('[role="dialog"] textarea') as HTMLTextAreaElement | null)?.value === '');
      await second.page.keyboard.press('Escape');
      await second.page.getByRole('button', { name: `1 open comment on the section ${sectionName}` }).waitFor();
      await second.page.getByRole('button', { name: 'Approve', exact: true }).click();
      await second.page.getByText('by Rita Reviewer').waitFor();
      expect(await checkBothWidths(second.page, 'teams-document-counts', () => second.page.getByRole('button', { name: `1 open comment on the section ${sectionName}` }).waitFor())).toBe('');

      // The owner sees who approved, on the document card and in the quality gate.
      await page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      const card = page.getByTestId('step-prd');
      await card.getByText('Approved by Rita Reviewer').waitFor();
      const gate = page.getByTestId('quality-approvals');
      await gate.getByText('Approved by Rita Reviewer').waitFor();
      const api = (await (await page.request.get(`${baseUrl}/api/projects/${projectId}/analysis`, { headers: ownerHeaders })).json()) as { data: { approvals: { document_type: string; approved_by: { name: string }[] }[] } };
      expect(api.data.approvals.find((a) => a.document_type === 'prd')?.approved_by.map((p) => p.name)).toEqual(['Rita Reviewer']);
      expect(await checkBothWidths(page, 'teams-mission-control-approved', () => card.getByText('Approved by Rita Reviewer').waitFor())).toBe('');
      await gate.scrollIntoViewIfNeeded();
      expect(await checkBothWidths(page, 'teams-quality-approved', () => gate.getByText('Approved by Rita Reviewer').waitFor())).toBe('');

      // The owner edits the PRD: a new version, which resets the approval and tells the reviewer.
      const docs = (await (await page.request.get(`${baseUrl}/api/projects/${projectId}/documents`, { headers: ownerHeaders })).json()) as { data: { id: string; type: string; version: number }[] };
      const prd = docs.data.find((d) => d.type === 'prd')!;
      const full = (await (await page.request.get(`${baseUrl}/api/documents/${prd.id}`, { headers: ownerHeaders })).json()) as { data: { content: string } };
      const saved = await page.request.put(`${baseUrl}/api/documents/${prd.id}`, { headers: ownerHeaders, data: { content: `${full.data.content}\n\nOne more paragraph from the owner.\n`, base_version: prd.version } });
      expect(saved.status()).toBe(200);

      await second.page.goto(`${baseUrl}/notifications`);
      await second.page.getByText('Approval reset by a new version').first().waitFor();
      await second.page.goto(`${baseUrl}/project/${projectId}/documents/prd`);
      await second.page.getByRole('heading', { name: `Approvals of version ${prd.version + 1}` }).waitFor();
      await second.page.getByText('Nobody has decided on this version yet.').waitFor();
      await page.goto(`${baseUrl}/project/${projectId}/mission-control`);
      await page.getByTestId('step-prd').getByText('Not approved yet').waitFor();
    } finally {
      await second.close();
    }
  }, 240_000);
});
