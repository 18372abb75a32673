import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { artifactsDir, useBrowser } from '../support/browser.js';
import { checkBothWidths } from '../support/layout-checks.js';
import { signedInUser } from '../support/signed-in-user.js';
import { brief } from '../support/wizard-brief.js';

type Json = Record<string, unknown>;
type Rollup = { id: string; status: string; verified: number; total: number; criteria: string[] };
type Verification = { project: { verified: number; failing: number; total: number; percent: number }; requirements: Rollup[]; tasks: Rollup[]; criteria: { id: string; requirement_id: string; status: string }[] };

/** The REST API with the user's bearer token (the browser holds its own session). */
function restOf(page: Page, baseUrl: string, token: string) {
  return async (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<Json> => {
    const res = await page.request.fetch(`${baseUrl}/api${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    const body = (await res.json()) as Json;
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
}

/** A JUnit report as vitest writes it: one testcase per criterion, its id in the name; `failing` get a <failure>. */
function junit(criteria: string[], failing: string[] = []): string {
  const cases = criteria.map((id) => {
    const failure = failing.includes(id) ? `<failure message="expected the plan to be saved">AssertionError: expected false to be true</failure>` : '';
    return `    <testcase classname="tests/meal-plan.test.ts" name="${id} holds for the weekly plan" time="0.012">${failure}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    `<testsuites name="vitest tests" tests="${criteria.length}" failures="${failing.length}" errors="0" time="0.2">`,
    `  <testsuite name="tests/meal-plan.test.ts" tests="${criteria.length}" failures="${failing.length}" errors="0" skipped="0" time="0.2">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}

describe('test evidence in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('refuses done without evidence, shows a failing run on Mission Control, accepts done once it passes, and keeps an override note', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    const { email, password } = await signedInUser(page, baseUrl, 'Evi Dence');
    const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password } });
    const token = ((await login.json()) as { token: string }).token;
    const rest = restOf(page, baseUrl, token);

    // Create → brief → generate all, through the API (the wizard has journeys of its own).
    const project = (await rest('POST', '/projects', { name: 'MealMate', description: brief.project_info.projectDescription })).data as { id: string; settings: Json };
    expect(project.settings.require_evidence).toBe(true);
    await rest('POST', `/projects/${project.id}/wizard/responses/batch`, { responses: Object.entries(brief).map(([section_id, responses]) => ({ section_id, responses })) });
    await rest('POST', `/projects/${project.id}/documents/generate`);
    const readyCount = async () => ((await rest('GET', `/projects/${project.id}/documents`)).data as { status: string }[]).filter((d) => d.status === 'ready').length;
    await expect.poll(readyCount, { timeout: 90_000, interval: 500 }).toBe(6);

    // Two feature tasks with criteria of their own: A is proven by tests, B is done on a note.
    const verification = async () => (await rest('GET', `/projects/${project.id}/verification`)).data as Verification;
    const before = await verification();
    expect(before.project.verified).toBe(0);
    const withCriteria = before.tasks.filter((t) => t.total > 0);
    expect(withCriteria.length, 'tasks with acceptance criteria').toBeGreaterThan(1);
    const taskA = withCriteria[0]!;
    const taskB = withCriteria.find((t) => t.criteria.some((id) => !taskA.criteria.includes(id)));
    expect(taskB, 'a second task with criteria of its own').toBeDefined();
    const failingId = taskA.criteria[0]!;
    const requirementId = before.criteria.find((c) => c.id === failingId)!.requirement_id;
    const requirementTotal = before.requirements.find((r) => r.id === requirementId)!.total;

    const roadmapList = async () => {
      await page.goto(`${baseUrl}/project/${project.id}/documents/roadmap`);
      const tasks = page.getByRole('region', { name: 'Roadmap tasks' });
      await tasks.locator('label', { hasText: /^List$/ }).click();
      await page.getByTestId('roadmap-list').waitFor();
    };
    const statusOf = (taskId: string) => page.getByRole('combobox', { name: `Status of ${taskId}` });
    const dialog = page.getByRole('dialog', { name: /done without evidence\?$/ });

    // 1. Marking A done is refused: the dialog names every criterion that is not verified.
    await roadmapList();
    await statusOf(taskA.id).selectOption('done');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(`Mark ${taskA.id} done without evidence?`);
    const refusal = await dialog.innerText();
    expect(refusal).toContain(`${taskA.id} cannot be marked done:`);
    for (const id of taskA.criteria) expect(refusal).toContain(`${id} (unverified)`);
    await dialog.getByRole('textbox', { name: 'Why is it done without evidence?' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Mark done without evidence' }).isDisabled()).toBe(true);
    expect(await checkBothWidths(page, 'evidence-refused', () => dialog.waitFor())).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Nothing was saved: the task is still to do, on the server as on the page.
    await page.reload();
    await page
      .getByRole('region', { name: 'Roadmap tasks' })
      .locator('label', { hasText: /^List$/ })
      .click();
    expect(await statusOf(taskA.id).inputValue()).toBe('todo');

    // Mission Control before any run: the ring at 0 %, the requirement unverified in the matrix.
    await page.goto(`${baseUrl}/project/${project.id}/mission-control`);
    const panel = page.getByTestId('verification-panel');
    await panel.getByText(`0 of ${before.project.total} criteria verified by a passing test run`).waitFor();
    await panel.locator('[aria-label="0% of acceptance criteria verified"]').waitFor();
    await panel.getByText('No test results yet: send a JUnit report (see AGENTS.md in the exports).').waitFor();
    const verifiedCell = page.getByTestId(`trace-${requirementId}`).locator('td').last();
    await verifiedCell.getByText(`Unverified 0/${requirementTotal}`).waitFor();

    // 2. A run with one failing test, sent as raw XML with the bearer token.
    const failingRun = await page.request.post(`${baseUrl}/api/projects/${project.id}/test-results?commit=0a1b2c3d4e5f6&branch=main`, {
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/xml' },
      data: junit(taskA.criteria, [failingId]),
    });
    expect(failingRun.status()).toBe(201);
    const outcome = ((await failingRun.json()) as { data: { tests: number; passed: number; failed: number; matched_criteria: number; unknown_ids: string[] } }).data;
    expect(outcome).toMatchObject({ tests: taskA.criteria.length, passed: taskA.criteria.length - 1, failed: 1, unknown_ids: [] });

    // The ring, the failing list and the matrix's Verified column follow.
    await page.reload();
    const passedA = taskA.criteria.length - 1;
    // The requirement's criteria that A's tests cite (the failing one among them).
    const citedOfRequirement = before.criteria.filter((c) => c.requirement_id === requirementId && taskA.criteria.includes(c.id)).length;
    const percent = Math.round((100 * passedA) / before.project.total);
    await panel.locator(`[aria-label="${percent}% of acceptance criteria verified"]`).waitFor();
    await panel.getByText(`${passedA} of ${before.project.total} criteria verified by a passing test run`).waitFor();
    await panel.getByText('Failing 1', { exact: true }).waitFor();
    await panel.getByText(`Unverified ${before.project.total - passedA - 1}`, { exact: true }).waitFor();
    await panel.getByText(new RegExp(`^Last run .* on 0a1b2c3d4e5f: ${passedA} passed, 1 failed, 0 skipped$`)).waitFor();
    const attention = panel.getByTestId('verification-attention');
    const failingItem = attention.getByRole('listitem').filter({ has: page.getByRole('link', { name: failingId, exact: true }) });
    await failingItem.getByText('Failing', { exact: true }).waitFor();
    expect(await attention.getByRole('listitem').count()).toBe(1);
    await verifiedCell.getByText(`Failing ${citedOfRequirement - 1}/${requirementTotal}`).waitFor();
    expect(await checkBothWidths(page, 'evidence-failing-run', () => panel.getByTestId('verification-attention').waitFor())).toBe('');
    // The panel and the matrix row up close, to look at.
    await panel.screenshot({ path: `${artifactsDir}/evidence-verification-panel-1366.png` });
    await page.getByTestId(`trace-${requirementId}`).screenshot({ path: `${artifactsDir}/evidence-matrix-row-1366.png` });

    // 3. The fix lands: every criterion of A passes, as JSON this time, and A is done without a question.
    await rest('POST', `/projects/${project.id}/test-results`, { format: 'junit', report: junit(taskA.criteria), commit: '9f8e7d6c5b4a3', branch: 'main' });
    const after = await verification();
    expect(after.tasks.find((t) => t.id === taskA.id)).toMatchObject({ status: 'verified', verified: taskA.total, total: taskA.total });
    await page.reload();
    await panel.getByText(`${taskA.criteria.length} of ${before.project.total} criteria verified by a passing test run`).waitFor();
    await panel.getByText('None: every criterion a test cites passes on its current text.').waitFor();
    await verifiedCell.getByText(`${citedOfRequirement === requirementTotal ? 'Verified' : 'Unverified'} ${citedOfRequirement}/${requirementTotal}`).waitFor();

    await roadmapList();
    await statusOf(taskA.id).selectOption('done');
    // Saved at once (the count of done tasks follows the server's answer), and no question asked.
    await page.getByText(/ tasks · 1 done$/).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.reload();
    await page
      .getByRole('region', { name: 'Roadmap tasks' })
      .locator('label', { hasText: /^List$/ })
      .click();
    expect(await statusOf(taskA.id).inputValue()).toBe('done');
    expect(
      await page
        .getByTestId('roadmap-list')
        .getByText(/^Done without evidence:/)
        .count(),
    ).toBe(0);

    // 4. B is not proven: done anyway, with a note that is kept and shown.
    const note = 'Checked by hand on staging; the suite for it lands next sprint.';
    await statusOf(taskB!.id).selectOption('done');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').innerText()).toBe(`Mark ${taskB!.id} done without evidence?`);
    await dialog.getByRole('textbox', { name: 'Why is it done without evidence?' }).fill(note);
    await dialog.getByRole('button', { name: 'Mark done without evidence' }).click();
    await dialog.waitFor({ state: 'detached' });
    const shown = page.getByTestId('roadmap-list').getByText(`Done without evidence: ${note}`);
    await shown.waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'Roadmap tasks' })
      .locator('label', { hasText: /^List$/ })
      .click();
    await shown.waitFor();
    await page.getByText(/ tasks · 2 done$/).waitFor();
    expect(await statusOf(taskB!.id).inputValue()).toBe('done');
    expect(await checkBothWidths(page, 'evidence-override', () => shown.waitFor())).toBe('');

    // 5. The owner switches require_evidence off in the project settings: B, back to do, is done
    // again without a question; switched on again, done is refused once more.
    const settingsSwitch = async (on: boolean) => {
      await page.goto(`${baseUrl}/project/${project.id}/settings`);
      const toggle = page.getByRole('switch', { name: 'Require evidence before done' });
      await page.getByText('Marking a task done needs passing tests for its criteria, or an override note').waitFor();
      expect(await toggle.isChecked()).toBe(!on);
      await toggle.click();
      await page.getByText('Project settings saved successfully').first().waitFor();
      expect(await toggle.isChecked()).toBe(on);
      expect(((await rest('GET', `/projects/${project.id}`)).data as { settings: Json }).settings.require_evidence).toBe(on);
    };
    const setTodo = async (taskId: string) => {
      await statusOf(taskId).selectOption('todo');
      await expect.poll(async () => ((await rest('GET', `/projects/${project.id}/spec`)).data as { items: { id: string; fields: Json }[] }).items.find((i) => i.id === taskId)?.fields.status ?? 'todo').toBe('todo');
    };
    await setTodo(taskB!.id);
    await settingsSwitch(false);
    await roadmapList();
    await statusOf(taskB!.id).selectOption('done');
    await page.getByText(/ tasks · 2 done$/).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.reload();
    await page
      .getByRole('region', { name: 'Roadmap tasks' })
      .locator('label', { hasText: /^List$/ })
      .click();
    expect(await statusOf(taskB!.id).inputValue()).toBe('done');
    await setTodo(taskB!.id);

    await settingsSwitch(true);
    await roadmapList();
    await statusOf(taskB!.id).selectOption('done');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${taskB!.id} cannot be marked done:`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // The server's word for it, over REST: 409 EVIDENCE_MISSING.
    const refused = await page.request.fetch(`${baseUrl}/api/projects/${project.id}/tasks/${taskB!.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, data: { status: 'done' } });
    expect([refused.status(), ((await refused.json()) as { code: string }).code]).toEqual([409, 'EVIDENCE_MISSING']);
  }, 300_000);
});
