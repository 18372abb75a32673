import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, useBrowser } from '../support/browser.js';
import { openMailLink } from '../support/mailbox.js';

const password = 'Forge-ahead-2026!';

/** A new, verified account, logged in through the UI, with the onboarding dialog dismissed. */
async function signUpAndLogIn(page: Page, baseUrl: string, name: string): Promise<void> {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await page.request.post(`${baseUrl}/api/auth/signup`, { data: { name, email, password } });
  expect(res.status()).toBe(200);
  await page.goto(await openMailLink(page, baseUrl, email, /verify/i, '/api/auth/verify?token='));
  await page.waitForURL(/verified=1/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`${baseUrl}/`);
  const skip = page.getByRole('button', { name: 'Skip' });
  await skip.waitFor({ timeout: 5_000 }).then(
    () => skip.click(),
    () => undefined,
  );
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Adds an entry to a list or tag field by typing and pressing Enter. */
async function addByEnter(page: Page, label: string, value: string): Promise<void> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
  await input.press('Enter');
}

/** Switches are flipped from the keyboard, as a keyboard user would. */
async function toggle(page: Page, name: string): Promise<void> {
  await page.getByRole('switch', { name }).focus();
  await page.keyboard.press('Space');
}

const step = (page: Page, n: number) => page.getByText(`Step ${n} of 6`).waitFor();

describe('the project wizard in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('creates a project through all six steps, shows it, edits it and deletes it', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    await signUpAndLogIn(page, baseUrl, 'Ada Lovelace');

    await page.getByText("Welcome! Let's shape your first idea").waitFor();
    await page.getByText('0 of 2 projects').waitFor();
    await page.getByRole('region', { name: 'Mission Control' }).getByText('No projects yet.').waitFor();
    await screenshot(page, 'wizard-dashboard-empty');
    await page.getByRole('link', { name: 'Create your first project' }).click();
    await page.waitForURL(`${baseUrl}/create-project`);

    // 1. Project Basics: Continue waits for both answers.
    await step(page, 1);
    const next = page.getByRole('button', { name: 'Continue' });
    expect(await next.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Project Name' }).fill('MealMate');
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'One-Sentence Description' }).fill('A mobile app that helps busy parents plan healthy weekly meals in minutes.');
    await screenshot(page, 'wizard-step-1-light');
    await next.click();

    // 2. Core Product Details.
    await step(page, 2);
    await page.getByRole('textbox', { name: 'Problem Statement' }).fill('Parents spend hours deciding what to cook.');
    await addByEnter(page, 'Top 3-5 must-have features', 'Weekly meal plan');
    await addByEnter(page, 'Top 3-5 must-have features', '  Shopping list  ');
    await page.getByRole('textbox', { name: 'Top 3-5 must-have features' }).fill('Recipe box');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await addByEnter(page, '2-3 non-goals / intentionally excluded features', 'Grocery delivery');
    await page.getByRole('button', { name: 'Remove Recipe box' }).click();
    await next.click();

    // 3. User & Experience: a persona edited inline, two platforms.
    await step(page, 3);
    await addByEnter(page, 'User Personas', 'Parent');
    await page.getByRole('button', { name: 'Edit Parent' }).click();
    const edit = page.getByRole('textbox', { name: 'Edit persona 1' });
    await edit.fill('Working parent of two');
    await edit.press('Enter');
    await page.getByRole('button', { name: 'Web' }).click();
    await page.getByRole('button', { name: 'iOS' }).click();
    await page.getByRole('textbox', { name: 'What defines a great UX?' }).fill('Planning a week takes two minutes.');
    await next.click();

    // 4. Technical Foundation: AI switches on and off.
    await step(page, 4);
    await toggle(page, 'Let AI recommend tech stack');
    await page.getByText('AI will recommend an appropriate tech stack based on your project requirements').waitFor();
    await addByEnter(page, 'Required Integrations', 'Stripe');
    await toggle(page, 'Let AI recommend security and privacy');
    await page.getByRole('button', { name: 'Stop AI recommending security and privacy' }).click();
    await page.getByRole('textbox', { name: 'Security & Privacy Concerns' }).fill('Children’s names are stored.');
    await toggle(page, 'Let AI recommend technical constraints');
    await page.getByRole('radio', { name: 'High' }).click();
    await screenshot(page, 'wizard-step-4-light');
    await next.click();

    // 5. Business Goals.
    await step(page, 5);
    await page.getByRole('textbox', { name: 'Business Goals' }).fill('500 paying families in 6 months.');
    await addByEnter(page, 'Success Metrics / KPIs', 'Weekly active users');
    await addByEnter(page, 'Success Metrics / KPIs', 'Weekly active users');
    expect(await page.getByRole('button', { name: 'Remove Weekly active users' }).count()).toBe(2);
    await page.locator('#wizard-timeline').click();
    await page.getByRole('option', { name: '3 months' }).click();
    await page.getByRole('radio', { name: 'Quick Test' }).click();
    await next.click();

    // 6. Final Considerations, then create.
    await step(page, 6);
    await page.getByRole('textbox', { name: 'Potential Risks and Challenges' }).fill('Recipe licensing costs.');
    await addByEnter(page, 'Regulatory / Compliance Requirements', 'GDPR');
    await page.getByRole('textbox', { name: 'Anything else?' }).fill('Launch in the UK first.');
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'wizard-step-6-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    // The six sections are saved in one batch after the project is created (the submit flow's last step).
    // The client sends it as the GraphQL mutation SaveWizardResponses (GraphQL is the client's data layer).
    const batch = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'SaveWizardResponses');
    await page.getByRole('button', { name: 'Create Project' }).click();
    const saved = await batch;
    expect(saved.status()).toBe(200);
    const answer = (await saved.json()) as { data: { saveWizardResponses: { sectionId: string; responses: Record<string, unknown> }[] } | null; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    const sections = answer.data?.saveWizardResponses ?? [];
    expect(sections.map((s) => s.sectionId).sort()).toEqual(['deployment', 'features', 'product_details', 'project_info', 'target_audience', 'tech_stack']);
    const answers = Object.assign({}, ...sections.map((s) => s.responses)) as Record<string, unknown>;
    expect(answers).toMatchObject({
      projectName: 'MealMate',
      techStack: ['[AI_RECOMMEND]'],
      integrations: ['Stripe'],
      securityConcerns: 'Children’s names are stored.',
      technicalConstraints: '[AI_RECOMMEND]',
      performanceExpectations: 'High',
      compliance: ['GDPR'],
      additionalNotes: 'Launch in the UK first.',
    });

    await page.waitForURL(/\/project\/[^/]+\/mission-control$/);
    await page.getByText('Your project "MealMate" has been created successfully.').waitFor();
    await page.getByRole('heading', { name: 'MealMate', level: 1 }).waitFor();
    await page.getByText('Working parent of two', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Mission Control' }).getByRole('link', { name: 'MealMate (Active)' }).waitFor();
    await screenshot(page, 'wizard-mission-control-light');

    // The dashboard lists it with its document progress and the usage.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByText('1 of 2 projects').waitFor();
    await page.getByText('0 of 6 documents').waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'wizard-dashboard-project-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('link', { name: 'Open MealMate' }).click();
    await page.waitForURL(/\/project\/[^/]+\/mission-control$/);

    // The answers, as the settings page derives them.
    await page.getByRole('link', { name: 'Project Settings', exact: true }).click();
    await page.waitForURL(/\/settings$/);
    await page.getByRole('tab', { name: 'Wizard Answers' }).click();
    await page.getByRole('cell', { name: 'Web, iOS' }).waitFor();
    await page.getByRole('cell', { name: 'Weekly meal plan, Shopping list' }).waitFor();
    await page.getByRole('cell', { name: '500 paying families in 6 months.' }).waitFor();
    await page.getByRole('cell', { name: '[AI_RECOMMEND]' }).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await screenshot(page, 'wizard-settings-answers-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // Edit details.
    await page.getByRole('tab', { name: 'Project Details' }).click();
    await page.getByRole('textbox', { name: 'Project Name' }).fill('MealMate Pro');
    await page.getByRole('textbox', { name: 'Tech Stack' }).fill('React Native, , Node.js ');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Project settings saved successfully').waitFor();
    await page.getByRole('region', { name: 'Mission Control' }).getByRole('link', { name: 'MealMate Pro (Active)' }).waitFor();
    await page.getByRole('tab', { name: 'Wizard Answers' }).click();
    await page.getByRole('cell', { name: 'React Native, Node.js' }).waitFor();
    await screenshot(page, 'wizard-settings-saved-light');

    // Delete it.
    await page.getByRole('tab', { name: 'Danger Zone' }).click();
    const remove = page.getByRole('button', { name: 'Delete Project' });
    await page.getByRole('textbox', { name: 'Project name' }).fill('MealMate');
    expect(await remove.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Project name' }).fill('MealMate Pro');
    await remove.click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Project deleted successfully').waitFor();
    await page.getByText("Welcome! Let's shape your first idea").waitFor();
    await screenshot(page, 'wizard-dashboard-after-delete');
  });
});
