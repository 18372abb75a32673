import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';

describe('the GraphQL playground', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('opens at /graphql from our own assets and runs the example query', async () => {
    const { page } = browser();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) external.push(r.url());
    });
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor();
    // The query editor loads CodeMirror asynchronously; a click on run before it holds the default
    // query sends nothing (seen under CI load), so wait until the example query is in the editor.
    await page.locator('.graphiql-query-editor .CodeMirror-line', { hasText: 'query Health' }).waitFor();
    const answer = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('Health'));
    await page.locator('.graphiql-execute-button').click();
    expect((await answer).status()).toBe(200);
    await page.locator('.graphiql-response').getByText('"status": "ok"').waitFor();
    await screenshot(page, 'playground');
    expect(external).toEqual([]);
  });
});
