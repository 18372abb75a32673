import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { checkPage, signedInUser } from '../support/signed-in-user.js';

/** A brief no other journey uses: a neighbourhood tool-lending library. */
const brief = {
  project_info: { projectName: 'ToolShed', projectDescription: 'A neighbourhood tool-lending library where members borrow drills and ladders instead of buying them.' },
  product_details: {
    problemStatement: 'Most tools are used for minutes a year, and neighbours who would lend them cannot track who has what.',
    keyFeatures: ['Members list tools with photos', 'Borrow requests with pickup times', 'Return reminders by SMS', 'Lender ratings'],
    nonGoals: ['Selling tools'],
    competitors: 'Facebook groups, Peerby.',
  },
  target_audience: {
    userPersonas: ['Homeowners doing weekend DIY', 'Volunteer coordinators'],
    userJourneys: 'Homeowner searches for a ladder → requests it for Saturday → picks it up from the lender',
    platforms: ['Web'],
    uxDefinition: 'Borrowing a tool takes three taps.',
    designGuidelines: 'Plain, friendly, high contrast.',
  },
  tech_stack: { techStack: ['[AI_RECOMMEND]'], integrations: ['Twilio'], securityConcerns: 'Home addresses are shown only to confirmed borrowers.', performanceExpectations: 'Medium', technicalConstraints: '[AI_RECOMMEND]' },
  features: { businessGoals: 'Run 200 loans a month in one town within a year.', successMetrics: ['Loans per month', 'On-time returns 90%'], timeline: '3 months', projectScope: 'quickTest' },
  deployment: { risks: 'Tools returned damaged', compliance: ['GDPR'], futureEvolution: 'Deposits.', additionalNotes: '' },
};

type Json = Record<string, unknown>;

/** The file names in a zip archive, read from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\u0001\u0002', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\u0001\u0002', at + 46, 'latin1')) {
    const length = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + length).toString('utf8'));
  }
  return names;
}

async function api(page: Page, baseUrl: string, token: string, method: 'GET' | 'POST', path: string, data?: unknown): Promise<{ status: number; body: Json }> {
  const res = await page.request.fetch(`${baseUrl}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
  return { status: res.status(), body: (await res.json()) as Json };
}

async function phone(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, name);
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('handing the spec to builders in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('creates, copies, uses and revokes an API token; downloads the spec-kit folder; re-plans the roadmap from today', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const { email, password } = await signedInUser(page, baseUrl, 'Hana Handoff');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const session = ((await login.json()) as { token: string }).token;

    const project = (await api(page, baseUrl, session, 'POST', '/projects', { name: 'ToolShed', description: brief.project_info.projectDescription })).body.data as { id: string };
    await api(page, baseUrl, session, 'POST', `/projects/${project.id}/wizard/responses/batch`, { responses: Object.entries(brief).map(([section_id, responses]) => ({ section_id, responses })) });
    expect((await api(page, baseUrl, session, 'POST', `/projects/${project.id}/documents/generate`)).status).toBeLessThan(300);

    // A token, created in the profile's Security tab and copied once.
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Create an API token' });
    await form.getByRole('textbox', { name: 'Token name' }).fill('Claude Code on my laptop');
    await form.getByRole('combobox', { name: 'Access' }).selectOption('read-write');
    await form.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-token').textContent())!.trim();
    expect(secret).toMatch(/^sf_pat_/);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const table = page.getByRole('table', { name: 'API tokens' });
    await table.getByText('Claude Code on my laptop').waitFor();
    expect(await checkPage(page, 'handoff-token-created')).toBe('');
    await phone(page, 'handoff-token-created-phone');

    // The copied token reads the projects (and is seen as used); the account stays out of its reach.
    const listed = await api(page, baseUrl, secret, 'GET', '/projects');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(project.id);
    expect((await api(page, baseUrl, secret, 'GET', '/users/tokens')).body).toMatchObject({ code: 'TOKEN_NOT_ALLOWED' });

    // Revoked: it stops working at once.
    await page.getByRole('button', { name: 'Done' }).click();
    await table.getByRole('button', { name: 'Revoke Claude Code on my laptop' }).click();
    await table.getByText('Revoked').waitFor();
    const refused = await api(page, baseUrl, secret, 'GET', '/projects');
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_INVALID']);

    // The spec-kit folder from Mission Control, once the documents are ready.
    await page.goto(`${baseUrl}/project/${project.id}/mission-control`);
    await page.getByText('6 of 6 documents ready').waitFor({ timeout: 120_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the spec-kit export as .zip' }).click()]);
    const zip = await readFile((await file.path())!);
    const entries = zipEntries(zip);
    for (const name of ['spec.md', 'plan.md', 'tasks.md', 'data-model.md']) expect(entries).toContain(`specs/001-toolshed/${name}`);
    await page.getByRole('heading', { name: 'For coding agents' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'handoff-agent-exports');

    // Task progress, then a re-plan from today: done work keeps its dates, the rest moves.
    await page.goto(`${baseUrl}/project/${project.id}/documents/roadmap`);
    await page.getByRole('region', { name: 'Roadmap tasks' }).waitFor();
    await page.getByRole('region', { name: 'Roadmap tasks' }).getByText('List', { exact: true }).click();
    await page.getByLabel('Status of T-1', { exact: true }).selectOption('done');
    await page.getByText(/tasks · 1 done/).waitFor();
    await page.getByRole('button', { name: 'Re-plan from today' }).click();
    const status = page.getByTestId('replan').getByRole('status');
    await status.getByText(/^Re-planned from .*: \d+ tasks open, 1 done\./).waitFor();
    await page.getByText(/Re-planned on \d{4}-\d{2}-\d{2}: 1 of \d+ tasks are done and keep their dates/).waitFor();
    expect(await checkPage(page, 'handoff-replanned')).toBe('');
    await phone(page, 'handoff-replanned-phone');
  }, 240_000);
});
