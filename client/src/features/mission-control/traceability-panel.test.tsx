import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentStatus, DocumentType } from '../../lib/generation';
import type { LiveDocument } from './hooks/use-live-documents';
import { fakeFetch, setAuthState } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { TraceabilityPanel } from './components/traceability-panel';
import { RetiredRequirementsQuery } from './graphql/change-impact.graphql';
import { TraceabilityQuery } from './graphql/traceability-query';
import { VerificationQuery } from './graphql/verification-query';
import { VerificationPanel } from './components/verification-panel';
import { CommentCountsQuery } from '../../lib/comment-counts';

function liveDoc(type: DocumentType, status: DocumentStatus, version: number): LiveDocument {
  return {
    __typename: 'DocumentSummary',
    id: `d-${type}`,
    projectId: 'p1',
    type,
    title: type,
    status,
    version,
    generator: 'builtin',
    error: null,
    progress: 0,
    currentSection: null,
    generatedAt: null,
    createdAt: '2026-01-05T00:00:00Z',
    updatedAt: '2026-01-05T00:00:00Z',
    live: '',
    startedAt: null,
  };
}

const row = (id: string, extra: Partial<Record<'journeyIds' | 'metricIds' | 'taskIds' | 'criterionIds', string[]>>) => ({
  __typename: 'TraceRow' as const,
  requirementId: id,
  title: `${id} title`,
  priority: 'Must',
  journeyIds: [],
  metricIds: [],
  taskIds: [],
  criterionIds: [],
  ...extra,
});
const figure = (key: string, covered: number, total: number, gaps: string[]) => ({
  __typename: 'Coverage' as const,
  key,
  label: key,
  covered,
  total,
  percent: Math.round((covered / total) * 100),
  gaps,
});
const matrix = {
  __typename: 'Traceability' as const,
  projectId: 'p1',
  rows: [row('FR-1', { journeyIds: ['UJ-1'], metricIds: ['SM-1'], taskIds: ['T-2'], criterionIds: ['AC-1.1', 'AC-1.2'] }), row('FR-2', { journeyIds: ['UJ-1'], criterionIds: ['AC-2.1'] })],
  coverage: [figure('requirementsWithCriteria', 2, 2, []), figure('requirementsWithTasks', 1, 2, ['FR-2']), figure('tasksWithRequirements', 3, 3, []), figure('metricsWithRequirements', 1, 2, ['SM-2'])],
};
const requirement = (id: string, status: string, fields: Record<string, unknown> = {}) => ({ __typename: 'SpecItem' as const, id, title: `${id} title`, status, fields });
const retired = (items: ReturnType<typeof requirement>[]) => ({
  request: { query: RetiredRequirementsQuery, variables: { projectId: 'p1' } },
  result: { data: { specGraph: { __typename: 'SpecGraph' as const, projectId: 'p1', items } } },
});
const mocks = [{ request: { query: TraceabilityQuery, variables: { projectId: 'p1' } }, result: { data: { traceability: matrix } } }, retired([requirement('FR-1', 'active'), requirement('FR-2', 'active')])];

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('traceability matrix on Mission Control', () => {
  it('says calmly that the matrix comes with the PRD, and asks nothing before', () => {
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'generating', 0) }} />);
    expect(screen.getByText(/appears here once the PRD is generated/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows rows, coverage figures and gaps in warning colour; every id links into its document', async () => {
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />, { mocks });
    const table = await screen.findByRole('table', { name: 'Traceability matrix' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    const tasks = within(screen.getByTestId('coverage-requirementsWithTasks'));
    expect(tasks.getByText('FRs with tasks')).toBeTruthy();
    expect(tasks.getByLabelText('FRs with tasks: 1 of 2')).toBeTruthy();
    expect(tasks.getByText('50%')).toBeTruthy();
    expect(tasks.getByRole('link', { name: 'FR-2' }).className).toMatch(/gap/);
    expect(within(screen.getByTestId('coverage-metricsWithRequirements')).getByRole('link', { name: 'SM-2' }).getAttribute('href')).toBe('/project/p1/documents/prd#SM-2');
    expect(within(screen.getByTestId('coverage-requirementsWithCriteria')).queryByText('Gaps:')).toBeNull();

    const fr1 = within(screen.getByTestId('trace-FR-1'));
    const href = (name: string) => fr1.getByRole('link', { name }).getAttribute('href');
    expect(href('FR-1')).toBe('/project/p1/documents/prd#FR-1');
    expect(href('UJ-1')).toBe('/project/p1/documents/prd#UJ-1');
    expect(href('SM-1')).toBe('/project/p1/documents/prd#SM-1');
    expect(href('T-2')).toBe('/project/p1/documents/roadmap#T-2');
    expect(href('AC-1.2')).toBe('/project/p1/documents/prd#AC-1.2');
    // FR-2 has no task: a gap in the row, in warning colour; no metric is no gap.
    const fr2 = within(screen.getByTestId('trace-FR-2'));
    expect(fr2.getByText('No task').className).toMatch(/gap/);
    expect(fr2.getAllByLabelText('none')).toHaveLength(1);
  });

  it("shows each requirement's open comments beside its id, linking to its thread in the PRD, from one query", async () => {
    const counts = {
      request: { query: CommentCountsQuery, variables: { projectId: 'p1' } },
      result: { data: { commentCounts: [{ __typename: 'CommentCount' as const, target: 'FR-2', open: 3, total: 4 }] } },
    };
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />, { mocks: [...mocks, counts] });
    await screen.findByRole('table', { name: 'Traceability matrix' });
    const fr2 = within(screen.getByTestId('trace-FR-2'));
    const badge = await fr2.findByRole('link', { name: '3 open comments on FR-2 (4 in all)' });
    expect(badge.getAttribute('href')).toBe('/project/p1/documents/prd?comments=FR-2#FR-2');
    expect(badge.textContent).toBe('3');
    expect(within(screen.getByTestId('trace-FR-1')).queryByTestId('comment-count')).toBeNull();
  });

  it('adds a Verified column from the test evidence, and Mission Control a ring with the failing and stale criteria', async () => {
    const counts = (status: string, verified: number, failing: number, stale: number, unverified: number) => ({ status, verified, failing, stale, unverified, total: verified + failing + stale + unverified });
    const criterion = (id: string, requirementId: string, status: string) => ({ __typename: 'CriterionVerification' as const, id, title: id, requirementId, status, retired: false, tests: [`${id} test`] });
    const verification = {
      __typename: 'Verification' as const,
      projectId: 'p1',
      project: { __typename: 'VerificationCounts' as const, ...counts('failing', 1, 1, 1, 0), percent: 33 },
      criteria: [criterion('AC-1.1', 'FR-1', 'verified'), criterion('AC-1.2', 'FR-1', 'stale'), criterion('AC-2.1', 'FR-2', 'failing')],
      requirements: [
        { __typename: 'VerificationRollup' as const, id: 'FR-1', status: 'stale', verified: 1, total: 2 },
        { __typename: 'VerificationRollup' as const, id: 'FR-2', status: 'failing', verified: 0, total: 1 },
      ],
      unknownIds: ['AC-9.9'],
      runs: [{ __typename: 'TestRun' as const, id: 'r1', commit: 'abc1234def', branch: 'main', tests: 3, passed: 2, failed: 1, skipped: 0, createdAt: '2026-11-26T21:00:00Z' }],
    };
    const withEvidence = [...mocks, { request: { query: VerificationQuery, variables: { projectId: 'p1' } }, result: { data: { verification } }, maxUsageCount: 4 }];
    renderWithProviders(
      <>
        <VerificationPanel projectId="p1" />
        <TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />
      </>,
      { mocks: withEvidence },
    );
    const table = await screen.findByRole('table', { name: 'Traceability matrix' });
    expect(within(table).getByRole('columnheader', { name: 'Verified' })).toBeTruthy();
    expect(await within(screen.getByTestId('trace-FR-1')).findByText('Stale 1/2')).toBeTruthy();
    expect(within(screen.getByTestId('trace-FR-2')).getByText('Failing 0/1')).toBeTruthy();

    const panel = within(await screen.findByTestId('verification-panel'));
    expect(panel.getByLabelText('33% of acceptance criteria verified')).toBeTruthy();
    expect(panel.getByText('1 of 3 criteria verified by a passing test run')).toBeTruthy();
    // The summary badges say how many criteria have each status, not the status alone.
    expect(panel.getByText('Failing 1')).toBeTruthy();
    expect(panel.getByText('Stale 1')).toBeTruthy();
    const attention = within(panel.getByTestId('verification-attention'));
    expect(attention.getAllByRole('link').map((a) => a.textContent)).toEqual(['AC-1.2', 'AC-2.1']);
    expect(attention.getByRole('link', { name: 'AC-2.1' }).getAttribute('href')).toBe('/project/p1/documents/prd#AC-2.1');
    expect(panel.getByText(/on abc1234def: 2 passed, 1 failed, 0 skipped/)).toBeTruthy();
    expect(panel.getByText(/does not know: AC-9.9/)).toBeTruthy();
  });

  it('lists requirements the brief dropped under the matrix, struck through, with the day they left', async () => {
    const withRetired = [mocks[0]!, retired([requirement('FR-1', 'active'), requirement('FR-3', 'superseded', { supersededOn: '2026-05-01' })])];
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 2) }} />, { mocks: withRetired });
    const row = within(await screen.findByTestId('retired-FR-3'));
    expect(row.getByText('FR-3 title').style.textDecoration).toContain('line-through');
    expect(row.getByText('removed from the brief on 2026-05-01')).toBeTruthy();
    expect(screen.queryByTestId('retired-FR-1')).toBeNull();
  });

  it('shows no retired list while every requirement is active', async () => {
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />, { mocks });
    await screen.findByRole('table', { name: 'Traceability matrix' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Removed from the brief')).toBeNull();
  });

  it('exports the matrix as CSV with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const fake = fakeFetch({ 'GET /api/projects/p1/spec/traceability': () => new Response('Requirement,Title\n') });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<TraceabilityPanel projectId="p1" projectName="MealMate" docs={{ prd: liveDoc('prd', 'ready', 1) }} />, { mocks });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(fake.calls[0]).toMatchObject({ url: '/api/projects/p1/spec/traceability?format=csv', headers: { authorization: 'Bearer access-1' } });
  });
});
