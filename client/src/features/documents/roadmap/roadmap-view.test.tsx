import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../../test/graphql';
import { renderWithProviders } from '../../../test/render';
import { ReplanRoadmapMutation, TaskProgressQuery, UpdateTaskStatusMutation } from './task-status.graphql';
import { percentOf, roadmapOf } from './roadmap-data';
import { RoadmapView } from './roadmap-view';

const structured = {
  sections: [],
  window: { timeline: '3 months', start: '2026-01-01', end: '2026-01-31', days: 31, assumed: false },
  phases: [
    { id: 'PH-1', name: 'Foundation', start: '2026-01-01', end: '2026-01-15', taskIds: ['T-1', 'T-2'], milestone: { id: 'M-1', name: 'Alpha', date: '2026-01-15' } },
    { id: 'PH-2', name: 'Launch', start: '2026-01-16', end: '2026-01-31', taskIds: ['T-3'], milestone: { id: 'M-2', name: 'Launch', date: '2026-01-31' } },
  ],
  tasks: [
    { id: 'T-1', title: 'Set up the project', phaseId: 'PH-1', frIds: [], dependsOn: [], estimateDays: 5, start: '2026-01-01', end: '2026-01-05' },
    { id: 'T-2', title: 'Weekly planner', phaseId: 'PH-1', frIds: ['FR-1'], dependsOn: ['T-1'], estimateDays: 10, start: '2026-01-06', end: '2026-01-15' },
    { id: 'T-3', title: 'Release', phaseId: 'PH-2', frIds: ['FR-1', 'FR-2'], dependsOn: ['T-2'], estimateDays: 5, start: '2026-01-16', end: '2026-01-31' },
  ],
};

describe('roadmap view', () => {
  it('places tasks on the timeline, lists them with dependencies and FR links, and keeps the selection across views', () => {
    const data = roadmapOf(structured);
    expect(data).not.toBeNull();
    expect(percentOf('2026-01-01', data!)).toBe(0);
    expect(Math.round(percentOf('2026-01-16', data!))).toBe(48);
    renderWithProviders(<RoadmapView data={data!} projectId="p1" />);

    const bar = screen.getByTestId('bar-T-2');
    expect(bar.style.left).toMatch(/^16\.\d+%$/);
    expect(screen.getByLabelText('Milestone Alpha, Jan 15, 2026', { exact: false })).toBeTruthy();
    fireEvent.click(bar);
    expect(bar.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Selected: T-2')).toBeTruthy();

    fireEvent.click(screen.getByText('List'));
    const list = within(screen.getByTestId('roadmap-list'));
    const row = list.getByRole('button', { name: 'T-2 Weekly planner' });
    expect(row.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAllByRole('link', { name: 'FR-1' })[0]?.getAttribute('href')).toBe('/project/p1/documents/prd#FR-1');
    expect(list.getAllByRole('cell', { name: 'T-1' })).toHaveLength(1);

    fireEvent.click(list.getByRole('button', { name: 'T-3 Release' }));
    fireEvent.click(screen.getByText('Timeline'));
    expect(screen.getByTestId('bar-T-3').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows each task’s status from the spec graph, counts the done ones, and changes a status in the list', async () => {
    const stored: Record<string, string> = { 'T-1': 'done', 'T-2': 'todo', 'T-3': 'todo' };
    const graphqlFake = fakeGraphql([
      answer(TaskProgressQuery)(({ projectId }) => ({
        specGraph: { __typename: 'SpecGraph', projectId: String(projectId), items: Object.entries(stored).map(([id, status]) => ({ __typename: 'SpecItem', id, fields: { status } })) },
      })),
      answer(UpdateTaskStatusMutation)(({ taskId, status }) => {
        stored[taskId] = status;
        return { updateTaskStatus: { __typename: 'SpecItem', id: taskId, fields: { status } } };
      }),
    ]);
    renderWithProviders(<RoadmapView data={roadmapOf(structured)!} projectId="p1" />, { client: graphqlFake.client });
    expect(await screen.findByText('3 tasks · 1 done')).toBeTruthy();
    fireEvent.click(screen.getByText('List'));
    const select = screen.getByLabelText('Status of T-2') as HTMLSelectElement;
    expect(select.value).toBe('todo');
    // As wide as its longest option ("In progress"), whatever the table cell: not the cell's 100%.
    expect(select.style.width).toBe('auto');
    expect((select.closest('.mantine-NativeSelect-root') as HTMLElement).style.width).toBe('fit-content');
    fireEvent.change(select, { target: { value: 'done' } });
    await waitFor(() => expect(stored['T-2']).toBe('done'));
    expect(graphqlFake.calls.find((c) => c.operationName === 'UpdateTaskStatus')?.variables).toEqual({ projectId: 'p1', taskId: 'T-2', status: 'done' });
    expect(await screen.findByText('3 tasks · 2 done')).toBeTruthy();
  });

  it('asks for an override note when the task has no evidence, then marks it done with the note and shows it', async () => {
    const stored: Record<string, Record<string, unknown>> = { 'T-1': { status: 'todo' }, 'T-2': { status: 'todo' }, 'T-3': { status: 'todo' } };
    const MESSAGE = 'T-2 cannot be marked done: AC-1.1 (failing) is not verified by a passing test run. Send test results citing it, or give an override_note.';
    const graphqlFake = fakeGraphql([
      answer(TaskProgressQuery)(({ projectId }) => ({
        specGraph: { __typename: 'SpecGraph', projectId: String(projectId), items: Object.entries(stored).map(([id, fields]) => ({ __typename: 'SpecItem', id, fields })) },
      })),
      answer(UpdateTaskStatusMutation)(({ taskId, status, overrideNote }) => {
        if (!overrideNote) return new GraphqlErrorAnswer(MESSAGE, { code: 'CONFLICT', appCode: 'EVIDENCE_MISSING' });
        stored[taskId] = { status, evidenceOverride: overrideNote };
        return { updateTaskStatus: { __typename: 'SpecItem', id: taskId, fields: stored[taskId] } };
      }),
    ]);
    renderWithProviders(<RoadmapView data={roadmapOf(structured)!} projectId="p1" />, { client: graphqlFake.client });
    expect(await screen.findByText('3 tasks · 0 done')).toBeTruthy();
    fireEvent.click(screen.getByText('List'));
    fireEvent.change(screen.getByLabelText('Status of T-2'), { target: { value: 'done' } });
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    // The refusal is a question, not a save error.
    expect(screen.queryByText(/could not be saved/)).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Mark done without evidence' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Why is it done without evidence/), { target: { value: 'Checked by hand on staging' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(stored['T-2']).toEqual({ status: 'done', evidenceOverride: 'Checked by hand on staging' }));
    expect(await screen.findByText('Done without evidence: Checked by hand on staging')).toBeTruthy();
    expect(await screen.findByText('3 tasks · 1 done')).toBeTruthy();
  });

  it('re-plans from today, says what moved and which hand-edited sections stayed, and reloads the roadmap', async () => {
    let replanned = 0;
    const graphqlFake = fakeGraphql([
      answer(TaskProgressQuery)(({ projectId }) => ({ specGraph: { __typename: 'SpecGraph', projectId: String(projectId), items: [] } })),
      answer(ReplanRoadmapMutation)(({ projectId }) => ({
        replanRoadmap: {
          __typename: 'RoadmapReplan',
          projectId: String(projectId),
          from: '2026-11-25',
          finish: '2027-01-20',
          overrunDays: 3,
          doneTasks: 1,
          remainingTasks: 2,
          keptSections: ['Overview'],
          version: 4,
        },
      })),
    ]);
    renderWithProviders(<RoadmapView data={roadmapOf(structured)!} projectId="p1" onReplanned={() => (replanned += 1)} />, { client: graphqlFake.client });
    fireEvent.click(screen.getByRole('button', { name: 'Re-plan from today' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Re-planned from Nov 25, 2026: 2 tasks open, 1 done. The last task now ends on Jan 20, 2027, 3 days past the chosen window. Saved as version 4.');
    expect(status.textContent).toContain('Edited by hand and left as they are: Overview.');
    expect(graphqlFake.calls.find((c) => c.operationName === 'ReplanRoadmap')?.variables).toEqual({ projectId: 'p1' });
    expect(replanned).toBe(1);
  });

  it('ignores a roadmap without structured tasks', () => {
    expect(roadmapOf(null)).toBeNull();
    expect(roadmapOf({ sections: [] })).toBeNull();
  });
});
