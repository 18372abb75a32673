import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { MissionControlPage } from './components/mission-control-page';
import { AnswerClarifyingQuestionsMutation, ClarifyingQuestionsQuery, ProjectAnalysisQuery } from './graphql/quality.graphql';
import { generateAnswers, mcProject, pageAnswers } from './mission-control-test-data';
import { richReport, thinQuestions, thinReport } from './quality-test-data';

function open(report = thinReport(), documentsGenerated = 0) {
  let current = report;
  const gql = fakeGraphql([
    ...pageAnswers(mcProject({ name: 'Notes', description: 'An app.', developmentPhase: '', timeline: '' }), () => [], documentsGenerated),
    ...generateAnswers(),
    answer(ProjectAnalysisQuery)(() => ({ analysis: current })),
    answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: current.score < 40 ? thinQuestions() : [] })),
    answer(AnswerClarifyingQuestionsMutation)(() => {
      current = thinReport(58, [23, 58]);
      return { answerClarifyingQuestions: current };
    }),
  ]);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/mission-control" element={<MissionControlPage />} />
    </Routes>,
    { client: gql.client, path: '/project/p1/mission-control' },
  );
  const generated = () => gql.calls.filter((c) => c.operationName === 'GenerateAllDocuments' || c.operationName === 'GenerateDocument').map((c) => ({ operation: c.operationName, ...c.variables }));
  const documentReads = () => gql.calls.filter((c) => c.operationName === 'MissionControlDocuments').length;
  return { generated, documentReads };
}

const gate = () => within(screen.getByRole('dialog', { name: 'Improve the brief before generating?' }));

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('thin briefs gate generation', { timeout: 15_000 }, () => {
  it('asks the questions before Generate all; closing starts nothing, "Generate anyway" starts it', async () => {
    const { generated } = open();
    await screen.findByRole('img', { name: 'Quality score: 23 of 100' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate all' }));
    expect(gate().getByText(/^This brief scores 23 of 100\. No key features: every requirement would be invented\./)).toBeTruthy();
    // Only what the meter counts: a first generation, not a regeneration.
    expect(gate().getByText(/A document generated for the first time counts toward your plan's document limit; regenerating one does not\./)).toBeTruthy();
    expect(gate().getByRole('textbox', { name: /^What must users be able to do/ })).toBeTruthy();
    fireEvent.click(gate().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generated()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Generate all' }));
    fireEvent.click(gate().getByRole('button', { name: 'Generate anyway' }));
    await waitFor(() => expect(generated()).toEqual([{ operation: 'GenerateAllDocuments', projectId: 'p1' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gates a single Generate too, and lets it through once the answers are saved', async () => {
    const { generated, documentReads } = open();
    await screen.findByRole('img', { name: 'Quality score: 23 of 100' });
    const readsBefore = documentReads();
    fireEvent.click(screen.getByRole('button', { name: 'Generate the Product Requirements Document' }));
    fireEvent.change(gate().getByRole('textbox', { name: /^What must users be able to do/ }), { target: { value: 'Capture notes by voice' } });
    fireEvent.click(gate().getByRole('button', { name: 'Save answers' }));
    expect(await gate().findByText('The answers are in the brief as a new version. The score went from 23 to 58.')).toBeTruthy();
    expect(generated()).toEqual([]);
    // The brief changed: the documents (which may now be out of date) are read again.
    await waitFor(() => expect(documentReads()).toBe(readsBefore + 1));
    fireEvent.click(gate().getByRole('button', { name: 'Generate now' }));
    await waitFor(() => expect(generated()).toEqual([{ operation: 'GenerateDocument', projectId: 'p1', type: 'prd' }]));
  });

  it('does not hold back a brief that is good enough', async () => {
    const { generated } = open(richReport());
    await screen.findByRole('img', { name: 'Quality score: 92 of 100' });
    fireEvent.click(screen.getByRole('button', { name: 'Generate all' }));
    await waitFor(() => expect(generated()).toEqual([{ operation: 'GenerateAllDocuments', projectId: 'p1' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the document limit up front', { timeout: 15_000 }, () => {
  it('turns Generate all off with the reason when the new documents would pass the limit', async () => {
    open(richReport(), 16);
    const limit = await screen.findByTestId('document-limit');
    expect(limit.textContent).toBe('Generating all would create 6 new documents, but the free beta allows 20 documents and only 4 are left. Regenerating an existing document does not count.');
    expect((screen.getByRole('button', { name: "Generate all (over the plan's document limit)" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns a new document off when none are left', async () => {
    open(richReport(), 20);
    const prd = within(await screen.findByTestId('step-prd'));
    await waitFor(() => expect(prd.getByRole('button').textContent).toBe('No documents left on the free beta'));
    expect(prd.getByRole('button').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('document-limit').textContent).toMatch(/and none are left\./);
  });
});
