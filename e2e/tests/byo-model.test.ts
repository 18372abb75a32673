import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

const KEY = 'sk-e2e-own-key-Wq4R';
const SHOTS = '/tmp/shots-byo';

/**
 * A tiny OpenAI-compatible provider for the journey: streams "OK" for the right key, 401 for
 * another. The e2e server runs in development mode, where local URLs are allowed.
 */
let fake: Server;
let fakeUrl = '';
const authorizations: string[] = [];
beforeAll(async () => {
  fake = createServer(async (req, res) => {
    for await (const _ of req); // Read the body.
    authorizations.push(String(req.headers.authorization));
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const chunk = (delta: object, finish: string | null) => `data: ${JSON.stringify({ id: 'c', object: 'chat.completion.chunk', created: 1, model: 'e2e-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.end(`${chunk({ role: 'assistant', content: 'OK' }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  fake.closeAllConnections();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

describe('connect a model', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('tests a wrong key, then connects the right one: saved encrypted, shown only by its last 4 characters', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1366, height: 900 });
    const { email, password } = await signedInUser(page, baseUrl, 'Alan Turing');
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    const card = page.getByRole('form', { name: 'Your model' });
    await card.getByRole('textbox', { name: /^Base URL/ }).fill(fakeUrl);
    await card.getByRole('textbox', { name: /^Model/ }).fill('e2e-model');
    await card.getByLabel(/^API key/).fill('sk-wrong-0000');
    await card.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('The provider refused the API key (401). Check the key.').waitFor();

    await card.getByLabel(/^API key/).fill(KEY);
    await card.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText(/^Connected: e2e-model answered in \d+ ms\.$/).waitFor();
    expect(authorizations.at(-1)).toBe(`Bearer ${KEY}`);

    await card.getByRole('button', { name: 'Save model' }).click();
    await page.getByText('Saved key ends in …Wq4R. Leave empty to keep it.').waitFor();
    expect(await card.getByLabel(/^API key/).inputValue()).toBe('');
    // The saved connection, tested from the server's copy of the key.
    await card.getByRole('button', { name: 'Test connection' }).click();
    await page.getByTestId('model-status').getByText('Connection works').waitFor();
    expect(authorizations.at(-1)).toBe(`Bearer ${KEY}`);

    await page.reload();
    await page.getByRole('tab', { name: 'Security', exact: true }).click();
    await page.getByText('Saved key ends in …Wq4R. Leave empty to keep it.').waitFor();
    expect(await page.content()).not.toContain(KEY);
    // The whole card: title, status badge, form and buttons.
    const section = page.locator('.mantine-Card-root', { has: page.getByRole('form', { name: 'Your model' }) });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/model-card-1366.png` });
    expect(await checkPage(page, 'profile-model')).toBe('');

    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/model-card-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    // A project picks the user's model in its settings.
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name: 'Enigma', description: 'Breaks codes.' } });
    const id = ((await created.json()) as { data: { id: string; model_source: string } }).data.id;
    await page.goto(`${baseUrl}/project/${id}/settings`);
    const select = page.getByLabel('AI model', { exact: true }).first();
    expect(await select.inputValue()).toBe('Server default');
    await select.click();
    await page.getByRole('option', { name: 'My model' }).click();
    await page.getByText('Documents are written by the model you connected in your profile').waitFor();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Project settings saved successfully').first().waitFor();
    const stored = await page.request.get(`${baseUrl}/api/projects/${id}`, { headers });
    expect(((await stored.json()) as { data: { model_source: string } }).data.model_source).toBe('user');
    await page.getByLabel('AI model', { exact: true }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/project-settings-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('AI model', { exact: true }).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/project-settings-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
