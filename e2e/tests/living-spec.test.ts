import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';
import { brief, NEW_FEATURE } from '../support/wizard-brief.js';

const HAND_NOTE = 'Hand note: the shopping list must also work offline in the shop.';

type Json = Record<string, unknown>;
type Doc = { id: string; type: string; status: string; content: string; version: number };

/** The REST API with the user's bearer token (the browser holds its own session). */
function restOf(page: Page, baseUrl: string, token: string) {
  return async (method: 'GET' | 'POST', path: string, data?: unknown): Promise<Json> => {
    const res = await page.request.fetch(`${baseUrl}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as Json;
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
}

const maxId = (text: string, prefix: string) => Math.max(0, ...[...text.matchAll(new RegExp(`\\b${prefix}-(\\d+)\\b`, 'g'))].map((m) => Number(m[1])));
/** The last date a roadmap's phases end on ('P-4 Launch: 2026-12-25 → 2027-01-01'). */
const lastEnd = (roadmap: string) =>
  [...roadmap.matchAll(/→ (\d{4}-\d{2}-\d{2})/g)]
    .map((m) => m[1]!)
    .sort()
    .at(-1);

describe('a living spec in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('changes the brief, reads the impact by id, accepts the update but keeps a hand edit', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    const { email, password } = await signedInUser(page, baseUrl, 'Livia Spec');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const rest = restOf(page, baseUrl, ((await login.json()) as { token: string }).token);

    // Create → brief → generate all, through the API.
    const project = (await rest('POST', '/projects', { name: 'MealMate', description: brief.project_info.projectDescription })).data as { id: string };
    await rest('POST', `/projects/${project.id}/wizard/responses/batch`, { responses: Object.entries(brief).map(([section_id, responses]) => ({ section_id, responses })) });
    await rest('POST', `/projects/${project.id}/documents/generate`);
    const documents = async (): Promise<Doc[]> => {
      const list = (await rest('GET', `/projects/${project.id}/documents`)).data as Doc[] | { items: Doc[] };
      return Array.isArray(list) ? list : list.items;
    };
    const document = async (type: string) => (await rest('GET', `/documents/${(await documents()).find((d) => d.type === type)!.id}`)).data as Doc;
    await expect.poll(async () => (await documents()).filter((d) => d.status === 'ready').length, { timeout: 90_000, interval: 500 }).toBe(6);
    const frsBefore = maxId((await document('prd')).content, 'FR');
    const roadmapBefore = (await document('roadmap')).content;
    expect(frsBefore).toBe(5);

    // A hand edit in the PRD's overview, in the editor.
    await page.goto(`${baseUrl}/project/${project.id}/documents/prd?mode=edit`);
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    await editor.waitFor();
    const lines = (await editor.inputValue()).split('\n');
    const vision = lines.findIndex((l) => l.startsWith('Vision:'));
    expect(vision).toBeGreaterThan(0);
    lines.splice(vision + 1, 0, HAND_NOTE);
    await editor.fill(lines.join('\n'));
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 10_000 });

    // The brief changes: a new key feature and a longer timeline.
    await rest('POST', `/projects/${project.id}/wizard/responses/batch`, {
      responses: [
        { section_id: 'product_details', responses: { ...brief.product_details, keyFeatures: [...brief.product_details.keyFeatures, NEW_FEATURE] } },
        { section_id: 'features', responses: { ...brief.features, timeline: '6 months' } },
      ],
    });

    // Mission Control: the impact checklist, by id, before anything is regenerated.
    await page.goto(`${baseUrl}/project/${project.id}/mission-control`);
    const panel = page.getByRole('region', { name: 'The brief changed' });
    await panel.waitFor();
    await panel.getByText('The timeline changed: “3 months” → “6 months”').waitFor();
    const added = panel.getByRole('region', { name: /^To add: / });
    await added
      .getByTestId(`impact-FR-${frsBefore + 1}`)
      .getByText(NEW_FEATURE, { exact: true })
      .waitFor();
    await panel
      .getByRole('region', { name: /^Affected downstream: / })
      .getByText(/Dates are re-planned/)
      .first()
      .waitFor();
    const prdSections = panel.getByRole('region', { name: 'Product Requirements Document' });
    await prdSections.getByRole('listitem').filter({ hasText: 'Overview and vision' }).getByText('edited by hand').waitFor();
    expect(await checkPage(page, 'living-spec-impact')).toBe('');

    // Review: reject the hand-edited section, accept everything else in one go.
    await panel.getByRole('button', { name: 'Review the update' }).click();
    await page.waitForURL(/\/project\/[^/]+\/update$/);
    const overview = page.getByRole('article', { name: 'Overview and vision' });
    await overview.getByText('Edited by hand').waitFor();
    await overview.getByRole('tab', { name: 'Generated before' }).click();
    await overview.getByRole('tab', { name: 'Merge by hand' }).click();
    expect(await overview.getByRole('textbox', { name: 'Merge by hand' }).inputValue()).toContain(HAND_NOTE);
    await overview.getByRole('tab', { name: 'What changes' }).click();
    expect(await checkPage(page, 'living-spec-review')).toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'living-spec-review-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await overview.getByRole('button', { name: 'Reject Overview and vision' }).click();
    await overview.getByText('Your text stays exactly as it is.').waitFor();
    await page.getByRole('button', { name: 'Accept all' }).click();
    const applied = page.getByTestId('update-applied');
    await applied.waitFor();
    await screenshot(page, 'living-spec-applied');

    // The new FR is the next number, the hand edit is intact, the roadmap's dates moved.
    const prd = (await document('prd')).content;
    expect(prd).toContain(`FR-${frsBefore + 1}`);
    expect(prd).toMatch(new RegExp(`FR-${frsBefore + 1}\\b[^\\n]*Family voting`, 'i'));
    expect(maxId(prd, 'FR')).toBe(frsBefore + 1);
    expect(prd).toContain(HAND_NOTE);
    // The roadmap is re-planned with the new requirement: a task builds it, on dates, and the launch
    // is not earlier. (The launch itself moves only when the new work lands on the critical path; on
    // three lanes a nine-day feature can fit beside the longest one.)
    const roadmap = (await document('roadmap')).content;
    expect(roadmap).toMatch(new RegExp(`Build FR-${frsBefore + 1}: [^\\n]*\\d{4}-\\d{2}-\\d{2} → \\d{4}-\\d{2}-\\d{2}`));
    expect(roadmapBefore).not.toMatch(new RegExp(`Build FR-${frsBefore + 1}:`));
    expect(lastEnd(roadmap)! >= lastEnd(roadmapBefore)!).toBe(true);

    // Back on Mission Control the checklist is gone and the matrix has the new requirement.
    await applied.getByRole('link', { name: 'Back to Mission Control' }).click();
    await page.getByTestId(`trace-FR-${frsBefore + 1}`).waitFor();
    await page.getByTestId('impact-panel').waitFor({ state: 'detached' });
  }, 240_000);
});
