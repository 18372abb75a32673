import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { Subject } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, stream } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { approvalText } from './components/approval-line';
import { MissionControlPage } from './components/mission-control-page';
import { QualityPanel } from './components/quality-panel';
import { GenerationProgressSubscription } from './graphql/generation.graphql';
import { ClarifyingQuestionsQuery, ProjectAnalysisQuery } from './graphql/quality.graphql';
import { mcProject, pageAnswers, summary } from './mission-control-test-data';
import { approval, liveDoc, thinReport } from './quality-test-data';

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

const report = () => ({
  ...thinReport(),
  approvals: [approval('prd', 2, ['Ana', 'Ben']), approval('implementation_plan', 1, ['Ana'], ['Cy']), approval('roadmap', 1, [])],
});

describe('approved by … per document', { timeout: 15_000 }, () => {
  it('words each state: approved, changes requested, both, none', () => {
    expect(approvalText(approval('prd', 1, ['Ana', 'Ben']))).toBe('Approved by Ana, Ben');
    expect(approvalText(approval('prd', 1, [], ['Cy']))).toBe('Changes requested by Cy');
    expect(approvalText(approval('prd', 1, ['Ana'], ['Cy']))).toBe('Approved by Ana · Changes requested by Cy');
    expect(approvalText(approval('prd', 1, []))).toBe('Not approved yet');
    expect(approvalText(undefined)).toBe('Not approved yet');
  });

  it('the quality panel lists every document with who approved its current version', async () => {
    const gql = fakeGraphql([answer(ProjectAnalysisQuery)(() => ({ analysis: report() })), answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] }))]);
    renderWithProviders(<QualityPanel projectId="p1" docs={{ prd: liveDoc('prd', 'ready', 2) }} />, { client: gql.client });
    const block = within(await screen.findByTestId('quality-approvals'));
    const lines = block.getAllByTestId('approval-line').map((l) => l.textContent);
    expect(lines).toEqual(['Approved by Ana, Ben', 'Approved by Ana · Changes requested by Cy', 'Not approved yet']);
    expect(block.getByText('Product Requirements Document · v2')).toBeTruthy();
    expect(block.getByText('Roadmap · v1')).toBeTruthy();
  });

  it("Mission Control's document cards say who approved the version shown, from the same report (no request of their own)", async () => {
    let asked = 0;
    const gql = fakeGraphql([
      ...pageAnswers(mcProject(), () => [summary('prd', 'ready', { version: 2 }), summary('implementation_plan', 'ready'), summary('roadmap', 'ready', { version: 3 })]),
      answer(ProjectAnalysisQuery)(() => {
        asked += 1;
        return { analysis: report() };
      }),
      answer(ClarifyingQuestionsQuery)(() => ({ clarifyingQuestions: [] })),
      stream(GenerationProgressSubscription)(new Subject()),
    ]);
    renderWithProviders(
      <Routes>
        <Route path="/project/:projectId/mission-control" element={<MissionControlPage />} />
      </Routes>,
      { path: '/project/p1/mission-control', client: gql.client },
    );
    const prd = within(await screen.findByTestId('step-prd'));
    expect((await prd.findByTestId('approval-line')).textContent).toBe('Approved by Ana, Ben');
    expect(within(screen.getByTestId('step-implementation_plan')).getByTestId('approval-line').textContent).toBe('Approved by Ana · Changes requested by Cy');
    // The report speaks of roadmap version 1; the card shows version 3, so it claims nothing.
    expect(within(screen.getByTestId('step-roadmap')).queryByTestId('approval-line')).toBeNull();
    // The generation gate and the Quality panel read the report already; the cards add no request.
    expect(asked).toBeLessThanOrEqual(2);
  });
});
