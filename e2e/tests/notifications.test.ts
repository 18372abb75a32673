import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

describe('notifications page', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('reads, marks read, follows an action, marks all read and clears, with the bell in step', async () => {
    const { page } = browser();
    await signedInUser(page, baseUrl, 'Ada Lovelace');
    // A new account starts with the five sample notifications, all unread.
    await page.getByRole('link', { name: 'Notifications (5 unread)' }).click();
    await page.waitForURL(`${baseUrl}/notifications`);
    const items = page.locator('ul[aria-label="All notifications"] > li');
    await items.first().waitFor();
    expect(await items.count()).toBe(5);
    expect(await checkPage(page, 'notifications')).toBe('');

    await page
      .getByRole('button', { name: /^Mark as read: / })
      .first()
      .click();
    await page.getByRole('link', { name: 'Notifications (4 unread)' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Notifications (4 unread)' }).waitFor();
    await page.getByRole('tab', { name: /Unread/ }).click();
    await page.locator('ul[aria-label="Unread notifications"] > li').first().waitFor();
    expect(await page.locator('ul[aria-label="Unread notifications"] > li').count()).toBe(4);

    // An action button marks its item read and navigates.
    await page.getByRole('button', { name: 'Go to Profile' }).click();
    await page.waitForURL(`${baseUrl}/profile`);
    await page.getByRole('link', { name: 'Notifications (3 unread)' }).click();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').waitFor();
    await page.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark all as read' }).isDisabled()).toBe(true);
    await page.getByRole('tab', { name: /Unread/ }).click();
    await page.getByText('No unread notifications').waitFor();

    await page.getByRole('tab', { name: 'All Notifications' }).click();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await page.getByText('All notifications cleared').waitFor();
    await page.getByText('No notifications', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Clear all' }).isDisabled()).toBe(true);
    await page.reload();
    await page.getByText('No notifications', { exact: true }).waitFor();
    expect(await checkPage(page, 'notifications-empty')).toBe('');
  });
});
