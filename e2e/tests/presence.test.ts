import { describe, expect, inject, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.js';
import { checkBothWidths } from '../support/layout-checks.js';
import { openMailLink } from '../support/mailbox.js';
import { createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';
import { bearer, PASSWORD, projectWithPrd } from '../support/team-project.js';

describe('live presence: who else has the project open, and comments that arrive without a reload', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the other member in Mission Control and their comment on the document, at 1366 and 390 px, light and dark, with axe', async () => {
    const { page } = browser();
    const owner = await signedInUser(page, baseUrl, 'Olive Owner');
    const ownerHeaders = await bearer(page, baseUrl, owner.email);
    const projectId = await projectWithPrd(page, baseUrl, ownerHeaders, 'Live MealMate');

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
