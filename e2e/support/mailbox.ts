import type { Page } from 'playwright-core';
import { withoutClientAddress } from './client-address.js';

/**
 * Opens the newest mail to `to` whose subject matches, in the dev mailbox page a local user
 * sees (no SMTP_URL configured), and returns its first link that contains `linkPart`.
 * Polls briefly: mails are sent in the background after the request that triggers them.
 */
export async function openMailLink(page: Page, baseUrl: string, to: string, subject: RegExp, linkPart: string): Promise<string> {
  // The mailbox answers requests straight from this machine only: no proxy header.
  return withoutClientAddress(page, async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await page.goto(`${baseUrl}/dev/mailbox`);
      const row = page.locator('tr', { hasText: to }).filter({ hasText: subject }).first();
      if ((await row.count()) > 0) {
        await row.getByRole('link').click();
        const link = page.locator(`ul.links a[href*="${linkPart}"]`).first();
        const href = await link.getAttribute('href');
        if (!href) throw new Error(`mail to ${to} has no link containing ${linkPart}`);
        return href;
      }
      await page.waitForTimeout(200);
    }
    throw new Error(`no mail to ${to} matching ${subject} arrived`);
  });
}
