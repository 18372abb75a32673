import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';
import { brief, NEW_FEATURE } from '../support/wizard-brief.js';

type Json = Record<string, unknown>;
type Doc = { id: string; type: string; status: string; content: string };

function restOf(page: Page, baseUrl: string, token: string) {
  return async (method: 'GET' | 'POST', path: string, data?: unknown): Promise<Json> => {
    const res = await page.request.fetch(`${baseUrl}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as Json;
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
}

describe('reviewing an update by item in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('lists each changed item with the sections it reaches, and accepting the new requirement puts it in every one of them', async () => {
    const { page } = browser();
    const { email, password } = await signedInUser(page, baseUrl, 'Ida Items');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const rest = restOf(page, baseUrl, ((await login.json()) as { token: string }).token);

    const project = (await rest('POST', '/projects', { name: 'MealMate', description: brief.project_info.projectDescription })).data as { id: string };
    await rest('POST', `/projects/${project.id}/wizard/responses/batch`, { responses: Object.entries(brief).map(([section_id, responses]) => ({ section_id, responses })) });
    await rest('POST', `/projects/${project.id}/documents/generate`);
    const documents = async (): Promise<Doc[]> => {
      const list = (await rest('GET', `/projects/${project.id}/documents`)).data as Doc[] | { items: Doc[] };
      return Array.isArray(list) ? list : list.items;
    };
    await expect.poll(async () => (await documents()).filter((d) => d.status === 'ready').length, { timeout: 90_000, interval: 500 }).toBe(6);
    await rest('POST', `/projects/${project.id}/wizard/responses/batch`, {
      responses: [{ section_id: 'product_details', responses: { ...brief.product_details, keyFeatures: [...brief.product_details.keyFeatures, NEW_FEATURE] } }],
    });
    const patch = (await rest('POST', `/projects/${project.id}/patch`)).data as { added: string[]; hunks: { id: string; document_type: string; items: string[] }[] };
    const fr = patch.added.find((i) => i.startsWith('FR-'))!;
    const reached = patch.hunks.filter((h) => h.items.includes(fr));
    expect(new Set(reached.map((h) => h.document_type)).size).toBeGreaterThan(1);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${baseUrl}/project/${project.id}/update`);
    const byItem = page.getByRole('region', { name: 'Changes by item' });
    const row = byItem.getByTestId(`item-${fr}`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(new RegExp(`^${fr}added — reaches PRD › .*Functional requirements.*; .*Roadmap › `));
    await page.getByRole('heading', { name: 'By section' }).waitFor();
    // Light and dark, axe in both, at 1366 px and at 390 px.
    expect(await checkPage(page, 'living-spec-items-desktop')).toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await checkPage(page, 'living-spec-items-phone')).toBe('');
    await page.setViewportSize({ width: 1366, height: 900 });

    await row.getByRole('button', { name: `Accept ${fr}` }).click();
    await row.getByText('Accepted').waitFor();
    await screenshot(page, 'living-spec-items-accepted');
    for (const h of reached) expect(await page.getByTestId(`hunk-${h.id}`).getAttribute('data-status')).toBe('accepted');
    const others = patch.hunks.filter((h) => !h.items.includes(fr));
    for (const h of others.slice(0, 3)) expect(await page.getByTestId(`hunk-${h.id}`).getAttribute('data-status')).toBe('pending');
    for (const type of new Set(reached.map((h) => h.document_type))) {
      const doc = (await rest('GET', `/documents/${(await documents()).find((d) => d.type === type)!.id}`)).data as Doc;
      expect({ type, has: doc.content.includes(fr) }).toEqual({ type, has: true });
    }
  }, 240_000);
});
