import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveDocuments } from './hooks/use-live-documents';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { QualityPanel } from './components/quality-panel';
import { AnswerClarifyingQuestionsMutation, ClarifyingQuestionsQuery, ProjectAnalysisQuery } from './graphql/quality.graphql';
import { liveDoc, richReport, thinQuestions, thinReport } from './quality-test-data';

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the quality panel on Mission Control', { timeout: 15_000 }, () => {
  it('shows the score, the six dimensions with their verdicts, the headline and the findings by severity, each linked to where it is', async () => {
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => ({ analysis: thinReport() })), answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] }))]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{ prd: liveDoc('prd', 'ready', 1) }} />, { client: gql.client });

    expect(await screen.findByRole('img', { name: 'Quality score: 23 of 100' })).toBeTruthy();
    expect(screen.getByText('Too thin to build from')).toBeTruthy();
    for (const [label, value] of [
      ['Completeness', 4],
      ['Clarity', 88],
      ['Testability', 59],
      ['Traceability', 50],
      ['Feasibility', 96],
      ['Specificity', 72],
    ] as const) {
      expect(screen.getByRole('progressbar', { name: `${label}: ${value} of 100` })).toBeTruthy();
    }
    // A verdict per dimension; a thin or broken one says which findings are behind it.
    for (const [label, verdict] of [
      ['Completeness', 'Broken'],
      ['Clarity', 'Thin'],
      ['Feasibility', 'Adequate'],
    ] as const) {
      expect(screen.getByLabelText(`${label} verdict: ${verdict}`).textContent).toBe(verdict);
    }
    expect(screen.getByText('1 critical finding (brief-features); score 4.')).toBeTruthy();
    expect(screen.getByText('Not ready to build from yet')).toBeTruthy();
    expect(screen.getByText('Answer 1 question to lift completeness from broken to thin.')).toBeTruthy();

    // Groups most severe first, with counts; critical and high open, the rest folded.
    const controls = screen.getAllByRole('button', { name: /\d+ findings?$/ });
    expect(controls.map((c) => c.textContent)).toEqual(['Critical1 finding', 'High3 findings', 'Medium1 finding', 'Low1 finding']);
    expect(controls.map((c) => c.getAttribute('aria-expanded'))).toEqual(['true', 'true', 'false', 'false']);

    const critical = within(screen.getByTestId('findings-critical'));
    expect(critical.getByText('No key features: every requirement would be invented.')).toBeTruthy();
    expect(critical.getByText('Fix: No key features: every requirement would be invented.')).toBeTruthy();
    expect(critical.getByRole('link', { name: 'Edit the brief' }).getAttribute('href')).toBe('/project/p1/brief');

    const high = within(screen.getByTestId('findings-high'));
    expect(high.getByRole('link', { name: 'Open FR-1 in the Product Requirements Document' }).getAttribute('href')).toBe('/project/p1/documents/prd#FR-1');
    expect(high.getByRole('link', { name: 'Product Requirements Document › Goals' }).getAttribute('href')).toBe('/project/p1/documents/prd');

    // A task lives in the roadmap, which is not written yet: its id is shown, not linked.
    fireEvent.click(controls[2]!);
    const medium = within(screen.getByTestId('findings-medium'));
    expect(medium.getByText('T-4')).toBeTruthy();
    expect(medium.queryByRole('link')).toBeNull();
    // One point: no history yet.
    expect(screen.queryByRole('img', { name: /^Score history/ })).toBeNull();
  });

  it('draws the history once there is more than one point, and says how it moved', async () => {
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => ({ analysis: thinReport(61, [23, 47, 61]) })), answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] }))]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{}} />, { client: gql.client });
    expect(await screen.findByRole('img', { name: 'Score history: 23 on Jan 5, 2026, 61 on Jan 7, 2026' })).toBeTruthy();
    expect(screen.getByText('Up 38 points over 2 changes')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Latest scores' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Jan 7, 202661', 'Jan 6, 202647', 'Jan 5, 202623']);
  });

  it('reads the report again when a document finishes, not while it runs', async () => {
    let score = 23;
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => ({ analysis: thinReport(score) })), answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] }))]);
    const reads = () => gql.calls.filter((c) => c.operationName === 'ProjectAnalysis').length;
    function Page() {
      const [docs, setDocs] = useState<LiveDocuments>({ prd: liveDoc('prd', 'generating', 0) });
      return (
        <>
          <button onClick={() => setDocs({ prd: liveDoc('prd', 'ready', 1) })}>PRD ready</button>
          <QualityPanel projectId="p1" docs={docs} />
        </>
      );
    }
    renderWithProviders(<Page />, { client: gql.client });
    await screen.findByRole('img', { name: 'Quality score: 23 of 100' });
    expect(reads()).toBe(1);
    score = 41;
    fireEvent.click(screen.getByRole('button', { name: 'PRD ready' }));
    expect(await screen.findByRole('img', { name: 'Quality score: 41 of 100' })).toBeTruthy();
    expect(reads()).toBe(2);
  });

  it('asks nothing and says so calmly for a rich brief', async () => {
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => ({ analysis: richReport() })), answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] }))]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{}} />, { client: gql.client });
    expect(await screen.findByText('Ready to build from')).toBeTruthy();
    expect(screen.getByText('Ready to build from: every dimension is strong.')).toBeTruthy();
    expect(screen.getByLabelText('Specificity verdict: Strong')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Improve the brief' })).toBeNull();
  });

  it('says when the report cannot be loaded, with a way to try again', async () => {
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => new GraphqlErrorAnswer('Project not found', { code: 'NOT_FOUND' }))]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{}} />, { client: gql.client });
    expect(await screen.findByText('The quality report could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('Improve the brief', { timeout: 15_000 }, () => {
  it('saves the answers given (a chip fills a list answer), shows the new score and asks the remaining questions', async () => {
    let answered = false;
    const gql = fakeGraphql([
      answer(ProjectAnalysisQuery)(() => ({ analysis: thinReport() })),
      answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: answered ? [] : thinQuestions() })),
      answer(AnswerClarifyingQuestionsMutation)(() => {
        answered = true;
        return { answerClarifyingQuestions: thinReport(58, [23, 58]) };
      }),
    ]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{}} />, { client: gql.client });
    const card = await waitFor(() => region('Improve the brief'));
    const save = () => card.getByRole('button', { name: /^Save answers/ }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);

    fireEvent.change(card.getByRole('textbox', { name: /^What must users be able to do/ }), { target: { value: '  Capture notes by voice\nTag notes  ' } });
    fireEvent.click(card.getByRole('checkbox', { name: 'Week-4 retention ≥ 25%' }));
    expect((card.getByRole('textbox', { name: /^How will you know it works/ }) as HTMLTextAreaElement).value).toBe('Week-4 retention ≥ 25%');
    // The timeline is picked from its options, never typed.
    expect(card.queryByRole('textbox', { name: /^When should the first release ship/ })).toBeNull();
    fireEvent.click(card.getByRole('checkbox', { name: '3 months' }));
    fireEvent.click(save());

    expect(await card.findByText('The answers are in the brief as a new version. The score went from 23 to 58.')).toBeTruthy();
    expect(gql.calls.find((c) => c.operationName === 'AnswerClarifyingQuestions')?.variables).toEqual({
      projectId: 'p1',
      answers: [
        { questionId: 'keyFeatures', answer: 'Capture notes by voice\nTag notes' },
        { questionId: 'successMetrics', answer: 'Week-4 retention ≥ 25%' },
        { questionId: 'timeline', answer: '3 months' },
      ],
    });
    // The new report is shown at once; the answered questions go.
    expect(await screen.findByRole('img', { name: 'Quality score: 58 of 100' })).toBeTruthy();
    await waitFor(() => expect(card.queryByRole('textbox', { name: /^What must users be able to do/ })).toBeNull());
    expect(card.getByText('No open questions: the brief answers everything the analyzer asks.')).toBeTruthy();
  });

  it("shows the server's reason when the answers are refused, and keeps them", async () => {
    const gql = fakeGraphql([
      answer(ProjectAnalysisQuery)(() => ({ analysis: thinReport() })),
      answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: thinQuestions() })),
      answer(AnswerClarifyingQuestionsMutation)(() => new GraphqlErrorAnswer('No open question keyFeatures: the questions now are problemStatement.', { code: 'BAD_USER_INPUT' })),
    ]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{}} />, { client: gql.client });
    const card = await waitFor(() => region('Improve the brief'));
    const features = card.getByRole('textbox', { name: /^What must users be able to do/ }) as HTMLTextAreaElement;
    fireEvent.change(features, { target: { value: 'Capture notes by voice' } });
    fireEvent.click(card.getByRole('button', { name: 'Save answers' }));
    const alert = await card.findByRole('alert');
    expect(alert.textContent).toContain('The answers were not saved');
    expect(alert.textContent).toContain('No open question keyFeatures: the questions now are problemStatement.');
    expect(features.value).toBe('Capture notes by voice');
  });
});
