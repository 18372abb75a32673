import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../../test/auth';
import { answer, fakeGraphql } from '../../../test/graphql';
import { renderWithProviders } from '../../../test/render';
import { RegenerateAllDocumentsMutation } from '../api/documents.graphql';
import { roadmapOf } from './roadmap-data';
import { RoadmapView } from './roadmap-view';
import { SetTeamSizeMutation } from './set-team-size-mutation';

const structured = {
  window: { timeline: '3 months', start: '2026-01-01', end: '2026-01-31', days: 31, assumed: false },
  phases: [{ id: 'P-1', name: 'Build', start: '2026-01-01', end: '2026-01-31', taskIds: ['T-1', 'T-2', 'T-3'], milestone: { id: 'M-1', name: 'Launch', date: '2026-01-31' } }],
  tasks: [
    { id: 'T-1', title: 'Set up the project and the delivery pipeline', phaseId: 'P-1', frIds: [], dependsOn: [], estimateDays: 10, start: '2026-01-01', end: '2026-01-12', critical: true },
    { id: 'T-2', title: 'Short fix', phaseId: 'P-1', frIds: ['FR-1'], dependsOn: ['T-1'], estimateDays: 1, start: '2026-01-13', end: '2026-01-13', critical: false },
    { id: 'T-3', title: 'Launch checklist', phaseId: 'P-1', frIds: [], dependsOn: ['T-1'], estimateDays: 1, start: '2026-01-30', end: '2026-01-30', critical: true },
  ],
  capacity: { teamSize: 3, teamSizeAssumed: true, overrunDays: 0, finish: '2026-01-30' },
};

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('roadmap timeline bars', () => {
  it('name each task without hovering: inside a long bar, beside a short one; critical-path tasks are marked', () => {
    renderWithProviders(<RoadmapView data={roadmapOf(structured)!} projectId="p1" />);
    const long = screen.getByTestId('bar-T-1');
    expect(long.textContent).toBe('T-1 Set up the project and the delivery pipeline');
    expect(long.getAttribute('data-critical')).toBe('true');
    expect(long.getAttribute('aria-label')).toContain('on the critical path');

    // A one-day bar keeps its label beside it: after it early in the window, before it near the end.
    expect(screen.getByTestId('bar-T-2').textContent).toBe('');
    const after = screen.getByTestId('label-T-2');
    expect(after.textContent).toBe('T-2 Short fix');
    expect(after.style.left).toMatch(/^calc\(/);
    const before = screen.getByTestId('label-T-3');
    expect(before.style.right).toMatch(/^calc\(/);
    expect(screen.getByTestId('bar-T-2').hasAttribute('data-critical')).toBe(false);
    expect(screen.getByText(/Critical path: a delay on these tasks moves the launch date/)).toBeTruthy();
  });

  it('says the team size is the default, saves a new one and offers to regenerate', async () => {
    const gql = fakeGraphql([
      answer(SetTeamSizeMutation)(({ projectId, teamSize }) => ({
        setTeamSize: { __typename: 'TeamSizeResult', projectId: String(projectId), teamSize, message: 'Team size saved.' },
      })),
      answer(RegenerateAllDocumentsMutation)(() => ({ generateAllDocuments: [] })),
    ]);
    renderWithProviders(<RoadmapView data={roadmapOf(structured)!} projectId="p1" />, { client: gql.client });
    expect(screen.getByTestId('team-size').textContent).toContain('Planned for 3 people — the default for this scope.');
    const save = screen.getByRole('button', { name: 'Save team size' });
    expect(save.hasAttribute('disabled')).toBe(true);

    const input = screen.getByRole('textbox', { name: 'Team size' });
    fireEvent.change(input, { target: { value: '5' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(/Saved: 5 people/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Regenerate the documents' }));
    expect((await screen.findByRole('link', { name: 'Follow it in Mission Control' })).getAttribute('href')).toBe('/project/p1/mission-control');
    // The view's own read (TaskProgress) aside, the writes: the team size, then the chain queued again.
    const writes = gql.calls.filter((c) => c.operationName !== 'TaskProgress');
    expect(writes.map((c) => [c.operationName, c.variables])).toEqual([
      ['SetTeamSize', { projectId: 'p1', teamSize: 5 }],
      ['RegenerateAllDocuments', { projectId: 'p1' }],
    ]);
  });

  it('reads roadmaps without capacity or critical flags', () => {
    const { capacity: _capacity, ...old } = structured;
    const data = roadmapOf({ ...old, tasks: old.tasks.map(({ critical: _critical, ...t }) => t) })!;
    expect(data.capacity).toBeNull();
    expect(data.tasks.every((t) => !t.critical)).toBe(true);
    renderWithProviders(<RoadmapView data={data} projectId="p1" />);
    expect(screen.queryByTestId('team-size')).toBeNull();
  });
});
