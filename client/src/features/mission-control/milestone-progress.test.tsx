import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { MilestoneProgress, milestoneRows } from './components/milestone-progress';
import { MilestoneProgressQuery } from './graphql/milestone-progress-query';
import type { SpecItemKind, SpecItemStatus } from '../../gql/graphql';

const item = (id: string, kind: SpecItemKind, fields: Record<string, unknown> = {}, links: { kind: string; to: string }[] = [], status: SpecItemStatus = 'active') => ({
  __typename: 'SpecItem' as const,
  id,
  kind,
  title: `${kind} ${id}`,
  status,
  fields,
  links: links.map((l) => ({ __typename: 'SpecLink' as const, ...l })),
});
const due = (m: string) => [{ kind: 'due_in', to: m }];
const items = [
  item('M-1', 'milestone'),
  item('M-2', 'milestone'),
  item('T-1', 'task', { status: 'done' }, due('M-1')),
  item('T-2', 'task', { status: 'in_progress' }, due('M-1')),
  item('T-3', 'task', { status: 'todo' }, due('M-2')),
  item('T-4', 'task', { status: 'done' }, due('M-2'), 'superseded'),
];

describe('task progress per milestone', () => {
  it('counts the done tasks due in each milestone (active tasks only)', () => {
    expect(milestoneRows(items)).toEqual([
      { id: 'M-1', title: 'milestone M-1', done: 1, total: 2 },
      { id: 'M-2', title: 'milestone M-2', done: 0, total: 1 },
    ]);
  });

  it('shows "n of m tasks done" per milestone in Mission Control', async () => {
    const fake = fakeGraphql([answer(MilestoneProgressQuery)(({ projectId }) => ({ specGraph: { __typename: 'SpecGraph', projectId: String(projectId), items } }))]);
    renderWithProviders(<MilestoneProgress projectId="p1" />, { client: fake.client });
    expect(await screen.findByText('1 of 2 tasks done')).toBeTruthy();
    expect(screen.getByText('0 of 1 tasks done')).toBeTruthy();
  });
});
