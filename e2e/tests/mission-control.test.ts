import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { artifactsDir, screenshot, useBrowser } from '../support/browser.js';
import { pdfFirstPagePng, pdfText, savePdf } from '../support/pdf.js';
import { checkPage, screenshotBothSchemes, signedInUser } from '../support/signed-in-user.js';

/** The shortest path through the wizard: step 1's two answers (and any must-have features on step 2), then Continue to the end. */
async function createProjectWithWizard(page: Page, baseUrl: string, name: string, features: string[] = []): Promise<void> {
  await page.goto(`${baseUrl}/create-project`);
  await page.getByText('Step 1 of 6').waitFor();
  await page.getByRole('textbox', { name: 'Project Name' }).fill(name);
  await page.getByRole('textbox', { name: 'One-Sentence Description' }).fill('A mobile app that helps busy parents plan healthy weekly meals in minutes.');
  for (let step = 2; step <= 6; step += 1) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`Step ${step} of 6`).waitFor();
    if (step !== 2) continue;
    const field = page.getByRole('textbox', { name: 'Top 3-5 must-have features', exact: true });
    for (const feature of features) {
      await field.fill(feature);
      await field.press('Enter');
    }
  }
  await page.getByRole('button', { name: 'Create Project' }).click();
  await page.waitForURL(/\/project\/[^/]+\/mission-control$/);
}

/** A screenshot of one part of the page in light and dark mode, to look at closely. */
async function partBothSchemes(page: Page, part: Locator, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.waitForFunction((s) => document.documentElement.getAttribute('data-mantine-color-scheme') === s, scheme);
    await page.waitForTimeout(400);
    await part.screenshot({ path: `${artifactsDir}/${name}-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Switches the document view's mode by its visible label (the radio itself is visually hidden). */
async function mode(page: Page, name: 'Read' | 'Edit' | 'History'): Promise<void> {
  await page
    .getByRole('group', { name: 'Mode' })
    .or(page.locator('.mantine-SegmentedControl-root'))
    .first()
    .locator('label', { hasText: new RegExp(`^${name}$`) })
    .click();
  await page.waitForFunction((n) => (document.querySelector(`input[type=radio][value="${n.toLowerCase()}"]`) as HTMLInputElement | null)?.checked === true, name);
}

/** Clicks an export button and returns the downloaded file's name and bytes. */
async function download(page: Page, button: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), body: await readFile(path) };
}

describe('Mission Control in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('generates all six documents live, opens the PRD, edits it, restores a version and exports it', async () => {
    const { page } = browser();
    await page.emulateMedia({ colorScheme: 'light' });
    // Live progress arrives over graphql-ws: record what the socket receives.
    const frames: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(String(frame.payload))));
    await signedInUser(page, baseUrl, 'Grace Hopper');
    await createProjectWithWizard(page, baseUrl, 'PantryPal');

    // The stepper before anything is generated: the PRD first, the rest say what they need.
    await page.getByRole('heading', { name: 'PantryPal', level: 1 }).waitFor();
    await page.getByText('0 of 6 documents ready').waitFor();
    expect(await page.getByRole('button', { name: /^Generate the Implementation Plan/ }).innerText()).toBe('Needs the PRD first');
    expect(await checkPage(page, 'mission-control-empty')).toBe('');

    // Generate all with the built-in composer and watch it move. The brief names no features, so
    // the quality gate asks its questions first; this journey generates anyway.
    await page.getByRole('button', { name: 'Generate all' }).click();
    await page.getByRole('dialog', { name: 'Improve the brief before generating?' }).waitFor();
    await page.getByRole('button', { name: 'Generate anyway' }).click();
    await page.getByRole('progressbar', { name: /Overall: \d+% of the documents generated/ }).waitFor();
    // The live progress of one document (its own bar and the section being written) must be seen
    // at least once before all six are ready: the server runs with GENERATION_STEP_DELAY_MS
    // (support/global-setup.ts), so this is a real observation, not a race the composer wins.
    type Seen = { section: string | null; bar: string | null; ready: number };
    const live = (await (
      await page.waitForFunction(
        () => {
          const ready = document.querySelectorAll('[data-status="ready"]').length;
          for (const card of document.querySelectorAll('[data-status="generating"]')) {
            const writing = /^Writing: (.+)$/.exec(card.querySelector('[aria-live="polite"]')?.textContent?.trim() ?? '');
            const bar = card.querySelector('[role="progressbar"]')?.getAttribute('aria-label') ?? '';
            const badge = card.textContent?.includes('Generating') ?? false;
            if (writing?.[1] && writing[1] !== 'starting…' && /: \d+% generated$/.test(bar) && badge) return { section: writing[1], bar, ready };
          }
          return ready === 6 ? { section: null, bar: null, ready } : false;
        },
        undefined,
        { timeout: 60_000, polling: 50 },
      )
    ).jsonValue()) as Seen;
    expect(live.section, 'a generating document with its section name was never shown').not.toBeNull();
    expect(live.bar).toMatch(/^(Product Requirements Document|Implementation Plan|Feature Breakdown|User Flows|Technical Architecture|Roadmap): \d+% generated$/);
    expect(live.ready).toBeLessThan(6);
    await page.waitForFunction(() => document.querySelectorAll('[data-status="ready"]').length >= 1, undefined, { timeout: 60_000 });
    await screenshot(page, 'mission-control-generating-light');
    await page.getByText('6 of 6 documents ready').waitFor({ timeout: 120_000 });
    // "ready" in the count includes stale; each card turns ready as its own update arrives.
    await page.waitForFunction(() => document.querySelectorAll('[data-status="ready"]').length === 6, undefined, { timeout: 30_000 });
    expect(frames.some((f) => f.includes('generationProgress') && f.includes('"delta"'))).toBe(true);
    expect(await checkPage(page, 'mission-control-ready')).toBe('');

    // A reload shows the same state straight from the server.
    await page.reload();
    await page.getByText('6 of 6 documents ready').waitFor();

    // Exports right on the Mission Control page: everything as a .zip, or one document.
    const zip = await download(page, 'Download all as .zip');
    expect(zip.name).toMatch(/\.zip$/);
    expect(zip.body.subarray(0, 2).toString('latin1')).toBe('PK');
    const planDocx = await download(page, 'Export the Implementation Plan as DOCX');
    expect(planDocx.name).toMatch(/\.docx$/);
    expect(planDocx.body.subarray(0, 2).toString('latin1')).toBe('PK');

    // The PRD: table of contents, FR anchors, and a link that lands on FR-1.
    await page.getByRole('link', { name: 'Open the Product Requirements Document' }).click();
    await page.waitForURL(/\/documents\/prd$/);
    await page.getByRole('heading', { name: 'Product Requirements Document', level: 1, exact: true }).waitFor();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.waitFor();
    expect(await page.locator('h3#FR-1').count()).toBe(1);
    await toc.locator('a[href="#FR-1"]').click();
    await page.waitForURL(/#FR-1$/);
    expect(await checkPage(page, 'document-prd')).toBe('');

    // Exports: Markdown carries the document, PDF is a PDF.
    const md = await download(page, 'Export as Markdown');
    expect(md.name).toMatch(/\.md$/);
    expect(md.body.toString('utf8')).toContain('FR-1');
    const pdf = await download(page, 'Export as PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Its text, as poppler reads it, names the project and the document; page 1 goes to a PNG to look at.
    const pdfFile = await savePdf('prd-export', pdf.body);
    const text = (await pdfText(pdfFile)).replace(/\s+/g, ' ');
    expect(text).toContain('PantryPal');
    expect(text).toContain('Product Requirements Document');
    const cover = await readFile(await pdfFirstPagePng(pdfFile));
    expect(cover.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(cover.length).toBeGreaterThan(2_000);

    // Edit: autosaved, and still there after a reload.
    await mode(page, 'Edit');
    const editor = page.getByRole('textbox', { name: 'Markdown' });
    await editor.waitFor();
    await editor.press('ControlOrMeta+End');
    await editor.pressSequentially('\n\nEdited in the browser test.');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByTestId('save-state').and(page.locator('[data-state="saved"]')).waitFor({ timeout: 10_000 });
    await page.reload();
    expect(await page.getByRole('textbox', { name: 'Markdown' }).inputValue()).toContain('Edited in the browser test.');
    await screenshot(page, 'document-edit-light');

    // History: the generated and the edited version, a diff, and a restore.
    await mode(page, 'History');
    await page.getByTestId('version-2').waitFor();
    expect(await page.getByTestId(/^version-\d+$/).count()).toBe(2);
    await page.locator('[data-change="added"]', { hasText: 'Edited in the browser test.' }).first().waitFor();
    await screenshot(page, 'document-history-light');
    await page.getByRole('button', { name: 'Restore version 1' }).click();
    await page.getByText('Version 1 restored as version 3').waitFor();
    await mode(page, 'Read');
    await page.getByRole('heading', { name: /^FR-1/ }).waitFor();
    expect(await page.getByText('Edited in the browser test.').count()).toBe(0);

    // Per-section regenerate: a before/after diff, saved only on Accept.
    await page.getByPlaceholder('Pick a section').click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Regenerate section' }).click();
    await page.getByRole('dialog').getByTestId('diff').waitFor();
    await screenshot(page, 'document-section-regenerate-light');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByText(/replaced \(version 4\)/).waitFor();

    // Mermaid diagrams are drawn once they scroll into view (mermaid is loaded only then).
    await page.getByRole('link', { name: 'Back to Mission Control' }).click();
    await page.getByRole('link', { name: 'Open the User Flows' }).click();
    const diagram = page.getByTestId('mermaid-block').first();
    await diagram.scrollIntoViewIfNeeded();
    await diagram.and(page.locator('[data-rendered="true"]')).waitFor({ timeout: 20_000 });
    expect(await diagram.locator('svg').count()).toBeGreaterThan(0);
    expect(await checkPage(page, 'document-user-flows')).toBe('');

    // The roadmap: timeline and list keep the selected task; its tasks export as tracker CSV.
    await page.getByRole('link', { name: 'Back to Mission Control' }).click();
    await page.getByRole('link', { name: 'Open the Roadmap' }).click();
    const firstBar = page.getByTestId('roadmap-timeline').getByRole('button').first();
    await firstBar.click();
    const picked = (await page.getByText(/^Selected: /).innerText()).replace('Selected: ', '');
    await page
      .getByRole('region', { name: 'Roadmap tasks' })
      .locator('label', { hasText: /^List$/ })
      .click();
    expect(await page.getByTestId('roadmap-list').getByRole('button', { pressed: true }).innerText()).toContain(picked);
    expect(await checkPage(page, 'document-roadmap')).toBe('');
    await page.getByRole('button', { name: 'Export tasks' }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV for GitHub Issues' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    expect((await readFile(await csv.path())).toString('utf8').split('\n')[0]).toMatch(/title/i);
    // The whole journey (six documents, the quality gate's dialog, axe in both schemes on longer
    // pages) outgrows the default minute on a busy machine.
  }, 150_000);
});

// Its own browser: the journey above leaves its user signed in, and this one signs up anew.
describe('Traceability in the browser', () => {
  const browser = useBrowser();
  const baseUrl = inject('baseUrl');

  it('traces requirements to journeys, metrics, tasks and criteria, and a matrix link lands on the item', async () => {
    const { page } = browser();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await signedInUser(page, baseUrl, 'Margaret Hamilton');
    await createProjectWithWizard(page, baseUrl, 'TraceKit', ['Weekly meal plan', 'Shopping list from the plan', 'Recipe box with dietary filters', 'Share the plan with family']);

    // Honest mode: the default server drafts with the built-in outline generator and says so, once.
    const notice = page.getByTestId('generator-notice');
    expect(await notice.innerText()).toContain('built-in outline generator');
    expect(await notice.count()).toBe(1);
    const matrix = page.getByRole('region', { name: 'Traceability' });
    await matrix.getByText(/appears here once the PRD is generated/).waitFor();

    await page.getByRole('button', { name: 'Generate all' }).click();
    await page.getByText('6 of 6 documents ready').waitFor({ timeout: 120_000 });
    await matrix.getByRole('table', { name: 'Traceability matrix' }).waitFor();
    for (const key of ['requirementsWithCriteria', 'requirementsWithTasks', 'tasksWithRequirements', 'metricsWithRequirements']) {
      expect(await matrix.getByTestId(`coverage-${key}`).innerText()).toMatch(/\d+%[\s\S]*\d+ \/ \d+/);
    }
    expect(await matrix.getByTestId('trace-FR-1').count()).toBe(1);
    const csv = await download(page, 'Export CSV');
    expect(csv.name).toMatch(/traceability\.csv$/);
    expect(csv.body.toString('utf8').split('\n')[0]).toBe('Requirement,Title,Priority,Journeys,Metrics,Tasks,Acceptance criteria');
    await partBothSchemes(page, matrix, 'matrix-section-1366');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'matrix-mission-control-1366');
    expect(await checkPage(page, 'matrix-mission-control')).toBe('');

    // A phone: the table scrolls sideways inside its section, the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => {
      let scroller = document.querySelector('[data-testid="traceability-table"]')?.parentElement ?? null;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowX)) scroller = scroller.parentElement;
      return { page: document.documentElement.scrollWidth, table: scroller ? scroller.scrollWidth > scroller.clientWidth : false };
    });
    expect(overflow.page).toBeLessThanOrEqual(390);
    expect(overflow.table).toBe(true);
    await partBothSchemes(page, matrix, 'matrix-section-390');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'matrix-mission-control-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    // FR-1 in the matrix opens the PRD with FR-1 in view; criteria have their own anchors.
    await matrix.getByTestId('trace-FR-1').getByRole('link', { name: 'FR-1', exact: true }).click();
    await page.waitForURL(/\/documents\/prd#FR-1$/);
    const heading = page.locator('h3#FR-1');
    await heading.waitFor();
    // In view and not under the fixed top bar: the point at the heading's start is the heading.
    await page.waitForFunction(() => {
      const box = document.getElementById('FR-1')?.getBoundingClientRect();
      if (!box || box.top < 0 || box.bottom > window.innerHeight) return false;
      return document.elementFromPoint(box.left + 4, box.top + box.height / 2)?.closest('#FR-1') != null;
    });
    expect(await page.locator('li[id="AC-1.1"]').count()).toBe(1);
    // What the reader sees on arrival (the viewport, not the whole page).
    await page.screenshot({ path: `${artifactsDir}/matrix-prd-fr-1.png` });

    // The roadmap: every bar names its task, the critical path is marked, the team size is said.
    await page.getByRole('link', { name: 'Back to Mission Control' }).click();
    await page.getByRole('link', { name: 'Open the Roadmap' }).click();
    const timeline = page.getByTestId('roadmap-timeline');
    await timeline.waitFor();
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid^="bar-T-"]')].map((bar) => {
        const id = bar.getAttribute('data-testid')!.slice(4);
        return (bar.textContent || document.querySelector(`[data-testid="label-${id}"]`)?.textContent || '').startsWith(id);
      }),
    );
    expect(labels.length).toBeGreaterThan(3);
    expect(labels.every(Boolean)).toBe(true);
    expect(await timeline.locator('[data-critical="true"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('team-size').innerText()).toContain('Planned for 3 people — the default for this scope.');
    const roadmapPanel = page.getByRole('region', { name: 'Roadmap tasks' });
    await partBothSchemes(page, roadmapPanel, 'matrix-roadmap-timeline-1366');
    await screenshotBothSchemes(page, 'matrix-roadmap-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await partBothSchemes(page, roadmapPanel, 'matrix-roadmap-timeline-390');
    await screenshotBothSchemes(page, 'matrix-roadmap-390');
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('textbox', { name: 'Team size' }).fill('4');
    await page.getByRole('button', { name: 'Save team size' }).click();
    await page.getByText(/Saved: 4 people/).waitFor();
    expect(await checkPage(page, 'matrix-roadmap')).toBe('');
  }, 180_000);
});
