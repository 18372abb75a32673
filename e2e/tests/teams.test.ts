import { describe, expect, inject, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.js';
import { checkBothWidths } from '../support/layout-checks.js';
import { openMailLink } from '../support/mailbox.js';
import { createVerifiedUser, logIn, signedInUser, skipOnboarding } from '../support/signed-in-user.js';
import { bearer, PASSWORD, projectWithPrd } from '../support/team-project.js';

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
      await second.page
        .getByRole('link', { name: /Team MealMate · reviewer \(.*shared with you\)/ })
        .first()
        .waitFor();

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
