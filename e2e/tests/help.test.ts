import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

describe('help page', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('searches questions and answers, opens one at a time, and offers Clear Search', async () => {
    const { page } = browser();
    await signedInUser(page, baseUrl, 'Ada Lovelace');
    await page.goto(`${baseUrl}/help`);
    const questions = page.locator('[data-accordion-control]');
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await questions.count()).toBe(8);
    await page.getByRole('link', { name: 'support@specforge.app' }).waitFor();
    expect(await checkPage(page, 'help')).toBe('');

    const search = page.getByPlaceholder('Search for help topics...');
    await search.fill('markdown');
    await page.waitForFunction(() => document.querySelectorAll('[data-accordion-control]').length === 1);
    await page.getByRole('button', { name: 'How do I export my documents?' }).click();
    await page.getByText(/exported as PDF or Markdown/).waitFor();

    await search.fill('IRREVERSIBLE');
    await page.getByRole('button', { name: 'How do I delete my account?' }).waitFor();
    expect(await questions.count()).toBe(1);

    await search.fill('no such topic anywhere');
    await page.getByText('No results found').waitFor();
    expect(await checkPage(page, 'help-no-results')).toBe('');
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-accordion-control]').length === 8);
    expect(await search.inputValue()).toBe('');
  });
});
