import { describe, expect, inject, it } from 'vitest';
import { openBrowser, useBrowser } from '../support/browser.js';
import { checkPage, logIn, signedInUser, useOwnClientAddress } from '../support/signed-in-user.js';

describe('profile page', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('refuses an invalid phone, saves a valid one that survives a reload; every tab is accessible', async () => {
    const { page } = browser();
    await signedInUser(page, baseUrl, 'Ada Lovelace');
    await page.goto(`${baseUrl}/profile`);
    const phone = page.getByRole('textbox', { name: 'Phone Number' });
    await phone.fill('12-ab');
    await phone.blur();
    await page.getByText('Please enter a valid phone number').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    expect(await checkPage(page, 'profile-personal-invalid')).toBe('');

    await phone.fill('(305) 555-0100');
    await page.getByRole('textbox', { name: 'Company' }).fill('  Analytical Engines  ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Saved successfully').waitFor();
    await page.getByText('Your profile has been successfully updated.').first().waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'Phone Number' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Phone Number' }).inputValue()).toBe('(305) 555-0100');
    expect(await page.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Analytical Engines');

    // Avatar: upload a PNG (the top bar shows it too), then remove it (back to the letter).
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Upload profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Profile updated successfully').first().waitFor();
    await page.locator('header img[src*="/avatar"]').waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Profile picture removed').first().waitFor();
    await page.locator('header img').waitFor({ state: 'detached' });

    for (const [tab, marker] of [
      ['Account', '0 of 2 projects'],
      ['Security', 'Not enabled'],
      ['Notifications', 'Notification Preferences'],
      ['Delete Account', 'This action cannot be undone'],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByText(marker).first().waitFor();
      expect(await checkPage(page, `profile-${tab.toLowerCase().replace(' ', '-')}`), tab).toBe('');
    }

    // Notification preferences persist.
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: /^Marketing Emails/ }).click({ force: true });
    await page.getByText('You have unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Preferences saved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await page.getByRole('switch', { name: /^Marketing Emails/ }).isChecked()).toBe(true);
  });

  it('changing the password signs out the other session', async () => {
    const { page } = browser();
    await page.context().clearCookies();
    const { email, password } = await signedInUser(page, baseUrl, 'Grace Hopper');
    const other = await openBrowser();
    try {
      await useOwnClientAddress(other.page);
      await logIn(other.page, baseUrl, email, password);
      await other.page.getByRole('button', { name: 'Skip' }).click();

      await page.goto(`${baseUrl}/profile`);
      await page.getByRole('tab', { name: 'Security' }).click();
      const submit = page.getByRole('button', { name: 'Update Password' });
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel(/^Current Password/).fill(password);
      await page.getByLabel(/^New Password/).fill('Brand-new-pass-42');
      await page.getByText('Very strong password').waitFor();
      await page.getByLabel(/^Confirm New Password/).fill('Brand-new-pass-42');
      await submit.click();
      await page.getByText('Updated', { exact: true }).waitFor();
      await page.getByText('Password updated successfully').first().waitFor();

      // The other browser's session is gone: its next page load lands on /auth.
      await other.page.reload();
      await other.page.waitForURL(`${baseUrl}/auth`);
      // This browser stays signed in.
      await page.reload();
      await page.getByRole('tab', { name: 'Security' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('deleting the account signs out, and the account can no longer log in', async () => {
    const { page } = browser();
    await page.context().clearCookies();
    const { email, password } = await signedInUser(page, baseUrl, 'Alan Turing');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Delete Account' }).click();
    await page.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    expect(await checkPage(page, 'profile-delete-dialog')).toBe('');
    await page.getByRole('button', { name: 'Permanently Delete' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    await page.getByText('Your account has been permanently deleted.').waitFor();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
  });
});
