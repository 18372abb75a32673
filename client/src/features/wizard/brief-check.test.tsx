import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftAnalysisQuery, DraftQuestionsQuery } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../test/graphql';
import { DraftAnalysisQuery as DraftAnalysis, DraftQuestionsQuery as DraftQuestions, WizardUsageQuery } from './api/brief-check.graphql';
import { withDraftAnswer } from './draft-answers';
import { DRAFT_STORAGE_KEY, useWizardDraftStore } from './stores/wizard-draft-store';
import { emptyDraft, type WizardDraft } from './wizard-model';
import { renderWizard } from './wizard-test-utils';

type Report = DraftAnalysisQuery['briefAnalysis'];
type Question = DraftQuestionsQuery['briefQuestions'][number];

const finding = (rule: string, severity: string, message: string): Report['findings'][number] => ({
  __typename: 'QualityFinding',
  rule,
  severity,
  dimension: 'completeness',
  itemId: null,
  document: null,
  section: null,
  message,
  suggestion: `Fix: ${message}`,
});

/** The server's report, roughly: features lift the score; findings come unsorted to prove the check sorts them. */
function reportOf(brief: Record<string, unknown>): Report {
  const features = Array.isArray(brief.keyFeatures) ? brief.keyFeatures.length : 0;
  return {
    __typename: 'Analysis',
    score: features >= 3 ? 61 : 23,
    ready: false,
    headline: 'Answer 3 questions to lift completeness from thin to adequate.',
    dimensions: { __typename: 'QualityDimensions', completeness: features >= 3 ? 55 : 4, clarity: 88, testability: 59, traceability: 50, feasibility: 96, specificity: 90 },
    verdicts: [],
    findings: [
      finding('open-question', 'low', 'Q-1 is still open.'),
      finding('brief-timeline', 'medium', 'No timeline: the roadmap cannot be dated.'),
      ...(features >= 3 ? [] : [finding('brief-features', 'critical', 'No key features: every requirement would be invented.')]),
      finding('brief-metrics', 'high', 'No success metrics: nothing tells whether the product works.'),
    ],
  };
}

const question = (id: string, text: string, list: boolean, suggestions: string[] = []): Question => ({
  __typename: 'ClarifyingQuestion',
  id,
  field: id,
  question: text,
  why: `Why ${id} matters.`,
  suggestions,
  list,
  priority: 1,
});

function questionsOf(brief: Record<string, unknown>): Question[] {
  const features = Array.isArray(brief.keyFeatures) ? brief.keyFeatures.length : 0;
  return [...(features >= 3 ? [] : [question('keyFeatures', 'What must users be able to do in the first release?', true)]), question('timeline', 'When should the first release ship?', false, ['1 month', '3 months'])];
}

const draft: WizardDraft = { ...emptyDraft, projectName: 'Notes', projectDescription: 'An app.', keyFeatures: ['Capture notes'] };

function openLastStep(handlers = [answer(DraftAnalysis)(({ brief }) => ({ briefAnalysis: reportOf(brief) })), answer(DraftQuestions)(({ brief }) => ({ briefQuestions: questionsOf(brief) }))]) {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  const gql = fakeGraphql(handlers);
  renderWizard(gql.client);
  fireEvent.click(screen.getByRole('button', { name: 'Step 6: Final Considerations' }));
  return gql;
}

beforeEach(() => {
  setAuthState('signed-in');
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  vi.stubGlobal('scrollTo', vi.fn());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the wizard's brief check", { timeout: 15_000 }, () => {
  it("is on the last step only: the draft's score, dimensions and its three most severe findings", async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    const gql = fakeGraphql([answer(DraftAnalysis)(({ brief }) => ({ briefAnalysis: reportOf(brief) })), answer(DraftQuestions)(({ brief }) => ({ briefQuestions: questionsOf(brief) }))]);
    renderWizard(gql.client);
    expect(screen.queryByRole('region', { name: 'Brief check' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Step 6: Final Considerations' }));

    const check = within(screen.getByRole('region', { name: 'Brief check' }));
    expect(await check.findByRole('img', { name: 'Quality score: 23 of 100' })).toBeTruthy();
    expect(check.getByRole('progressbar', { name: 'Completeness: 4 of 100' })).toBeTruthy();
    const top = within(check.getByRole('region', { name: 'Top findings' }));
    expect(top.getAllByText(/^(No |Q-1)/).map((el) => el.textContent)).toEqual(['No key features: every requirement would be invented.', 'No success metrics: nothing tells whether the product works.', 'No timeline: the roadmap cannot be dated.']);
    // Severity badges keep their whole word at any width (a fixed 84 px cut "Medium" to "Mediu…"
    // at 390 px): no fixed width, and never narrower than their text.
    for (const badge of top.getAllByText(/^(Critical|High|Medium|Low)$/).map((el) => el.closest('.mantine-Badge-root') as HTMLElement)) {
      expect(badge.style.width).toBe('');
      expect(badge.style.minWidth).toMatch(/max-content|5.25rem/);
      expect(getComputedStyle(badge).flexShrink).toBe('0');
    }
    // The draft as the wizard holds it is what is graded (nothing is stored).
    expect(gql.calls.find((c) => c.operationName === 'DraftAnalysis')?.variables).toEqual({ brief: expect.objectContaining({ projectName: 'Notes', keyFeatures: ['Capture notes'] }) });
  });

  it('writes the answers into the draft and grades it again once typing settles', async () => {
    openLastStep();
    const check = within(screen.getByRole('region', { name: 'Brief check' }));
    await check.findByRole('img', { name: 'Quality score: 23 of 100' });
    fireEvent.change(check.getByRole('textbox', { name: /^What must users be able to do/ }), { target: { value: '- Capture notes\nTag notes\n2. Search notes' } });
    fireEvent.click(check.getByRole('checkbox', { name: '3 months' }));
    fireEvent.click(check.getByRole('button', { name: 'Add answers to the brief' }));

    expect(useWizardDraftStore.getState().draft).toMatchObject({ keyFeatures: ['Capture notes', 'Tag notes', 'Search notes'], timeline: '3 months' });
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ keyFeatures: ['Capture notes', 'Tag notes', 'Search notes'] });
    expect(check.getByRole('status').textContent).toContain('Your answers are in Must-have features, Target Timeline.');
    expect(await check.findByRole('img', { name: 'Quality score: 61 of 100' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(check.queryByRole('textbox', { name: /^What must users be able to do/ })).toBeNull());
    // The answers show on their steps.
    fireEvent.click(screen.getByRole('button', { name: 'Step 2: Core Product Details' }));
    // The list entry and its block in the Feature details panel.
    expect(screen.getAllByText('Tag notes')).toHaveLength(2);
  });

  it('does not hold up Create Project when the check cannot run', async () => {
    openLastStep([answer(DraftAnalysis)(() => new GraphqlErrorAnswer('Too many requests. Please try again later.', { code: 'TOO_MANY_REQUESTS' }))]);
    expect(await screen.findByText(/The brief check is not available right now\. You can still create the project/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create Project' }) as HTMLButtonElement).disabled).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Failed to validate wizard response', 'Too many requests. Please try again later.');
  });
});

describe('answers in the draft', { timeout: 15_000 }, () => {
  it('adds list lines once, appends to the description and problem, and sets other text fields', () => {
    const base = { ...emptyDraft, keyFeatures: ['Capture notes'], projectDescription: 'An app.', timeline: '1 month' };
    expect(withDraftAnswer(base, { field: 'keyFeatures', list: true }, '* Capture notes\n\nTag notes\nTag notes').keyFeatures).toEqual(['Capture notes', 'Tag notes']);
    expect(withDraftAnswer(base, { field: 'projectDescription', list: false }, 'For field engineers.').projectDescription).toBe('An app. For field engineers.');
    expect(withDraftAnswer(base, { field: 'risks', list: false }, 'Low retention: reminders').risks).toBe('Low retention: reminders');
    expect(withDraftAnswer(base, { field: 'timeline', list: false }, '3 months').timeline).toBe('3 months');
    expect(withDraftAnswer(base, { field: 'favouriteColour', list: false }, 'Blue')).toBe(base);
    expect(withDraftAnswer(base, { field: 'timeline', list: false }, '   ')).toBe(base);
  });
});

describe('the project limit at the start of the wizard', { timeout: 15_000 }, () => {
  it('stops before the first step with the limit in real numbers, and keeps the draft', async () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    const gql = fakeGraphql([answer(WizardUsageQuery)(() => ({ usageStats: { __typename: 'UsageStats', projectsCreated: 3, maxProjects: 3 } }))]);
    renderWizard(gql.client);
    expect(await screen.findByRole('heading', { name: 'You have reached the project limit', level: 1 })).toBeTruthy();
    expect(screen.getByText('The free beta allows 3 projects, and you have 3. Delete a project you no longer need to create a new one.')).toBeTruthy();
    expect(screen.getByText(/Your draft is kept on this device/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your projects' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Step 1 of 6')).toBeNull();
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ projectName: 'Notes' });
  });

  it('opens the wizard below the limit', async () => {
    const gql = fakeGraphql([answer(WizardUsageQuery)(() => ({ usageStats: { __typename: 'UsageStats', projectsCreated: 1, maxProjects: 2 } }))]);
    renderWizard(gql.client);
    await waitFor(() => expect(gql.calls.some((c) => c.operationName === 'WizardUsage')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'You have reached the project limit' })).toBeNull();
  });
});
