import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpecUpdate_PatchFragment as Patch } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { DecideSpecUpdateItemsMutation, DecideSpecUpdateMutation, PrepareSpecUpdateMutation, SpecUpdateReviewQuery } from './api/spec-update.graphql';
import { SpecUpdatePage } from './components/spec-update-page';
import type { DocumentType } from '../../gql/graphql';
import { CommentCountsQuery } from '../../lib/comment-counts';

type Hunk = Patch['hunks'][number];

const hunk = (id: string, documentType: DocumentType, sectionTitle: string, before: string, after: string, extra: Partial<Hunk> = {}): Hunk => ({
  __typename: 'PatchHunk',
  id,
  documentType,
  sectionTitle,
  before,
  after,
  generated: before,
  editedByHand: false,
  items: [],
  status: 'pending',
  merged: null,
  ...extra,
});

function patchWith(hunks: Hunk[]): Patch {
  return {
    __typename: 'SpecPatch',
    id: 'patch-1',
    projectId: 'p1',
    status: 'open',
    added: ['FR-6', 'T-16'],
    retired: ['FR-5'],
    changed: ['T-1', 'T-2'],
    createdAt: '2026-05-01T10:00:00.000Z',
    hunks,
  };
}

const fresh = () =>
  patchWith([
    hunk('prd-1', 'prd', 'Functional requirements', '## Functional requirements\nFR-1 Plan\nFR-5 Nutrition', '## Functional requirements\nFR-1 Plan\nFR-6 Family voting', { items: ['FR-1', 'FR-5', 'FR-6'] }),
    hunk('prd-2', 'prd', 'Overview and vision', '## Overview\nOur own words, kept.', '## Overview\nGenerated words, new.', {
      editedByHand: true,
      generated: '## Overview\nGenerated words, old.',
    }),
    hunk('roadmap-1', 'roadmap', 'Gantt chart', 'T-1 2026-06-01', 'T-1 2026-07-01', { items: ['T-1'] }),
  ]);

/** A server that keeps the patch and applies decisions as decidePatch does (applied once every hunk is decided). */
function server(initial: Patch | null = fresh()) {
  let patch = initial;
  const decide = answer(DecideSpecUpdateMutation)(({ decisions }) => {
    if (!patch) throw new Error('no patch');
    const list = Array.isArray(decisions) ? decisions : [decisions];
    const hunks = patch.hunks.map((h) => {
      const d = list.find((x) => x.hunkId === h.id);
      if (!d) return h;
      return { ...h, status: d.decision === 'accept' ? 'accepted' : 'rejected', merged: d.decision === 'accept' && d.text ? d.text : h.merged };
    });
    patch = { ...patch, hunks, status: hunks.every((h) => h.status !== 'pending') ? 'applied' : 'open' };
    return { decidePatch: patch };
  });
  // Per item, as the server expands it: every pending section that names the item.
  const decideItems = answer(DecideSpecUpdateItemsMutation)(({ items }) => {
    if (!patch) throw new Error('no patch');
    const list = Array.isArray(items) ? items : [items];
    const hunks = patch.hunks.map((h) => {
      const d = list.find((x) => h.status === 'pending' && h.items.includes(String(x.itemId)));
      return d ? { ...h, status: d.decision === 'accept' ? 'accepted' : 'rejected' } : h;
    });
    patch = { ...patch, hunks, status: hunks.every((h) => h.status !== 'pending') ? 'applied' : 'open' };
    return { decidePatch: patch };
  });
  const read = answer(SpecUpdateReviewQuery)(() => ({ specPatch: patch }));
  return { handlers: [read, decide, decideItems], current: () => patch };
}

function open(handlers: Array<[string, GraphqlHandler]>) {
  const gql = fakeGraphql(handlers);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/update" element={<SpecUpdatePage />} />
      <Route path="/project/:projectId/mission-control" element={<p>Mission Control</p>} />
    </Routes>,
    { path: '/project/p1/update', client: gql.client },
  );
  const decisions = () => gql.calls.filter((c) => c.operationName === 'DecideSpecUpdate').map((c) => c.variables.decisions);
  return { gql, decisions };
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

beforeEach(() => {
  setAuthState('signed-in');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('reviewing a spec update', () => {
  it('shows the summary by id and each section as a diff, grouped by document', async () => {
    open(server().handlers);
    await screen.findByRole('article', { name: 'Functional requirements' });
    const summary = within(screen.getByRole('region', { name: 'Summary of the update' }));
    expect(summary.getByText('FR-6')).toBeTruthy();
    expect((summary.getByText('FR-5').closest('.mantine-Badge-root') as HTMLElement).style.textDecoration).toContain('line-through');
    expect(summary.getByText('T-2')).toBeTruthy();

    expect(within(screen.getByRole('region', { name: 'Product Requirements Document' })).getAllByRole('article')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Roadmap' })).getAllByRole('article')).toHaveLength(1);
    const diff = card('Functional requirements').getByTestId('diff');
    expect(diff.querySelector('[data-change="removed"]')?.textContent).toContain('FR-5 Nutrition');
    expect(diff.querySelector('[data-change="added"]')?.textContent).toContain('FR-6 Family voting');
    expect(screen.getByText('0 of 3 sections decided · Accept all leaves the section you edited by hand for you to decide')).toBeTruthy();
  });

  it('lists the changes by item first, with the sections each reaches, and decides an item in every section at once', async () => {
    const twoDocs = patchWith([
      hunk('prd-1', 'prd', 'Functional requirements', '## Functional requirements\nFR-1 Plan', '## Functional requirements\nFR-1 Plan\nFR-6 Family voting', { items: ['FR-1', 'FR-6'] }),
      hunk('prd-2', 'prd', 'Overview and vision', '## Overview\nFR-1', '## Overview\nFR-1, FR-6', { items: ['FR-1', 'FR-6'] }),
      hunk('roadmap-1', 'roadmap', 'P-2 Must requirements', '## P-2\nT-1', '## P-2\nT-1\nT-16 Build FR-6', { items: ['T-1', 'T-16', 'FR-6'] }),
      hunk('roadmap-2', 'roadmap', 'Gantt chart', 'T-1 2026-06-01', 'T-1 2026-07-01', { items: ['T-1'] }),
    ]);
    const { gql } = open(server(twoDocs).handlers);
    const byItem = within(await screen.findByRole('region', { name: 'Changes by item' }));
    expect(byItem.getByTestId('item-FR-6').textContent).toBe('FR-6added — reaches PRD › Functional requirements, Overview and vision; Roadmap › P-2 Must requirementsRejectAccept');
    expect(byItem.getByTestId('item-T-1').textContent).toContain('changed — reaches Roadmap › P-2 Must requirements, Gantt chart');
    // Requirements come first; the by-section list follows.
    expect(byItem.getAllByTestId(/^item-/).map((e) => e.dataset.testid)).toEqual(['item-FR-6', 'item-T-1', 'item-T-16']);
    expect(screen.getByRole('heading', { name: 'By section' })).toBeTruthy();

    fireEvent.click(byItem.getByRole('button', { name: 'Accept FR-6' }));
    await waitFor(() => expect(screen.getByTestId('hunk-roadmap-1').dataset.status).toBe('accepted'));
    expect(gql.calls.find((c) => c.operationName === 'DecideSpecUpdateItems')?.variables).toEqual({ projectId: 'p1', patchId: 'patch-1', items: [{ itemId: 'FR-6', decision: 'accept' }] });
    for (const id of ['prd-1', 'prd-2']) expect(screen.getByTestId(`hunk-${id}`).dataset.status).toBe('accepted');
    expect(screen.getByTestId('hunk-roadmap-2').dataset.status).toBe('pending');
    expect(within(byItem.getByTestId('item-FR-6')).getByText('Accepted')).toBeTruthy();
    // T-1 is decided in one of its sections only: it can still be decided for the rest.
    fireEvent.click(byItem.getByRole('button', { name: 'Reject T-1' }));
    await waitFor(() => expect(screen.getByTestId('hunk-roadmap-2').dataset.status).toBe('rejected'));
    expect(within(byItem.getByTestId('item-T-1')).getByText('Decided by section')).toBeTruthy();
  });

  it('shows the open comment counts beside the items and sections under review, from one query', async () => {
    const counts = answer(CommentCountsQuery)(() => ({
      commentCounts: [
        { __typename: 'CommentCount', target: 'FR-6', open: 2, total: 2 },
        { __typename: 'CommentCount', target: 'document:prd#Functional requirements', open: 1, total: 3 },
      ],
    }));
    const twoDocs = patchWith([
      hunk('prd-1', 'prd', 'Functional requirements', '## Functional requirements\nFR-1 Plan', '## Functional requirements\nFR-1 Plan\nFR-6 Family voting', { items: ['FR-1', 'FR-6'] }),
      hunk('roadmap-1', 'roadmap', 'Gantt chart', 'T-1 2026-06-01', 'T-1 2026-07-01', { items: ['T-1'] }),
    ]);
    const { gql } = open([...server(twoDocs).handlers, counts]);
    const byItem = within(await screen.findByRole('region', { name: 'Changes by item' }));
    expect(await byItem.findByRole('img', { name: '2 open comments on FR-6' })).toBeTruthy();
    expect(within(byItem.getByTestId('item-T-1')).queryByTestId('comment-count')).toBeNull();
    const section = card('Functional requirements');
    expect(section.getByRole('img', { name: '1 open comment on the section Functional requirements (3 in all)' })).toBeTruthy();
    expect(section.getByRole('img', { name: '2 open comments on FR-6' })).toBeTruthy();
    expect(card('Gantt chart').queryByTestId('comment-count')).toBeNull();
    expect(gql.calls.filter((c) => c.operationName === 'CommentCounts')).toHaveLength(1);
  });

  it('accepts one section, rejects another, merges the hand-edited one by hand, then says it is applied', async () => {
    const { decisions } = open(server().handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Functional requirements' }));
    await waitFor(() => expect(screen.getByTestId('hunk-prd-1').dataset.status).toBe('accepted'));
    expect(card('Functional requirements').getByText('Accepted')).toBeTruthy();
    // A decided section folds to its outcome; its change is one click away.
    expect(card('Functional requirements').queryByTestId('diff')).toBeNull();
    fireEvent.click(card('Functional requirements').getByRole('button', { name: 'Show the change' }));
    expect(card('Functional requirements').getByTestId('diff')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reject Gantt chart' }));
    await waitFor(() => expect(screen.getByTestId('hunk-roadmap-1').dataset.status).toBe('rejected'));
    expect(card('Gantt chart').getByText('The section stays as it is; its items are marked reviewed.')).toBeTruthy();

    // The hand edit: three texts to compare, and a merge that starts from the user's text.
    const overview = card('Overview and vision');
    expect(overview.getByText('Edited by hand')).toBeTruthy();
    fireEvent.click(overview.getByRole('tab', { name: 'Generated before' }));
    expect(overview.getByText(/Generated words, old\./)).toBeTruthy();
    fireEvent.click(overview.getByRole('tab', { name: 'Your text' }));
    expect(overview.getByText(/Our own words, kept\./)).toBeTruthy();
    fireEvent.click(overview.getByRole('tab', { name: 'Proposed now' }));
    expect(overview.getByText(/Generated words, new\./)).toBeTruthy();
    fireEvent.click(overview.getByRole('tab', { name: 'Merge by hand' }));
    const merge = overview.getByRole('textbox', { name: 'Merge by hand' }) as HTMLTextAreaElement;
    expect(merge.value).toBe('## Overview\nOur own words, kept.');
    fireEvent.change(merge, { target: { value: '## Overview\nOur own words, kept.\nGenerated words, new.' } });
    fireEvent.click(overview.getByRole('button', { name: 'Accept my merge' }));

    const applied = within(await screen.findByTestId('update-applied'));
    expect(card('Overview and vision').getByText('Merged by hand')).toBeTruthy();
    expect(decisions()).toEqual([[{ hunkId: 'prd-1', decision: 'accept' }], [{ hunkId: 'roadmap-1', decision: 'reject' }], [{ hunkId: 'prd-2', decision: 'accept', text: '## Overview\nOur own words, kept.\nGenerated words, new.' }]]);
    expect(applied.getByRole('link', { name: 'Back to Mission Control' }).getAttribute('href')).toBe('/project/p1/mission-control');
    expect(screen.queryByRole('button', { name: 'Accept all' })).toBeNull();
  });

  it('accepts all in one call without the hand-edited section, and rejects all that is left', async () => {
    const { decisions } = open(server().handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.getByText(/2 of 3 sections decided/)).toBeTruthy());
    expect(screen.getByTestId('hunk-prd-2').dataset.status).toBe('pending');
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(await screen.findByTestId('update-applied')).toBeTruthy();
    expect(card('Overview and vision').getByText('Your text stays exactly as it is.')).toBeTruthy();
    expect(decisions()).toEqual([
      [
        { hunkId: 'prd-1', decision: 'accept' },
        { hunkId: 'roadmap-1', decision: 'accept' },
      ],
      [{ hunkId: 'prd-2', decision: 'reject' }],
    ]);
  });

  it("shows the server's message on a version conflict and prepares the update again", async () => {
    const conflict = answer(DecideSpecUpdateMutation)(() => new GraphqlErrorAnswer('The Roadmap changed after this update was prepared. Prepare the update again to see the current text.', { code: 'CONFLICT', appCode: 'VERSION_CONFLICT' }));
    const again = patchWith([hunk('roadmap-1', 'roadmap', 'Gantt chart', 'T-1 2026-06-15', 'T-1 2026-07-01')]);
    const { gql } = open([server().handlers[0]!, conflict, answer(PrepareSpecUpdateMutation)(() => ({ preparePatch: { ...again, id: 'patch-2' } }))]);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Gantt chart' }));
    const alert = within(await screen.findByTestId('update-error'));
    expect(alert.getByText(/The Roadmap changed after this update was prepared/)).toBeTruthy();
    fireEvent.click(alert.getByRole('button', { name: 'Prepare again' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Functional requirements' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByTestId('update-error')).toBeNull();
    expect(gql.calls.filter((c) => c.operationName === 'PrepareSpecUpdate')).toHaveLength(1);
  });

  it('offers to prepare an update when none is waiting', async () => {
    const { gql } = open([answer(SpecUpdateReviewQuery)(() => ({ specPatch: null })), answer(PrepareSpecUpdateMutation)(() => ({ preparePatch: fresh() }))]);
    expect(await screen.findByText('No update is waiting for review.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Prepare the update' }));
    expect(await screen.findByRole('article', { name: 'Gantt chart' })).toBeTruthy();
    expect(gql.calls.find((c) => c.operationName === 'PrepareSpecUpdate')?.variables).toEqual({ projectId: 'p1' });
  });

  it("answers another user's project as not found", async () => {
    open([answer(SpecUpdateReviewQuery)(() => new GraphqlErrorAnswer('Project not found', { code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' }))]);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
  });
});
