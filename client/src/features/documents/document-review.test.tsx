import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, expect, it } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../test/graphql';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { CommentCountsQuery } from '../../lib/comment-counts';
import { AddDocumentCommentMutation, DecideDocumentApprovalMutation, DocumentReviewQuery, TargetCommentsQuery } from './api/documents.graphql';
import { DocumentReview } from './components/document-review';

const review = {
  documentApprovals: [{ __typename: 'DocumentApproval' as const, id: 'a1', version: 3, decision: 'approve', note: 'Looks right', userName: 'Rita Reviewer' }],
};
const thread = {
  comments: [{ __typename: 'Comment' as const, id: 'c1', authorName: 'Eddie Editor', body: 'What about offline?', resolved: false, createdAt: '2026-01-05T10:00:00.000Z' }],
};
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  setAuthState('signed-in');
  notifications.clean();
});

it("shows the current version's approvals and comments, decides on that version and comments on the document", async () => {
  const gql = fakeGraphql([
    answer(DocumentReviewQuery)(() => review),
    answer(TargetCommentsQuery)(() => thread),
    answer(CommentCountsQuery)(() => ({ commentCounts: [] })),
    answer(DecideDocumentApprovalMutation)(() => ({ decideDocumentApproval: [{ __typename: 'DocumentApproval', id: 'a2' }] })),
    answer(AddDocumentCommentMutation)(() => ({ addComment: { __typename: 'Comment', id: 'c2' } })),
  ]);
  renderWithProviders(<DocumentReview projectId="p1" documentId="d1" type="prd" version={3} />, { client: gql.client });
  expect(await screen.findByText('by Rita Reviewer: Looks right')).toBeTruthy();
  expect(screen.getByText('What about offline?')).toBeTruthy();
  expect(gql.calls.find((c) => c.operationName === 'DocumentReview')?.variables).toEqual({ documentId: 'd1' });
  expect(gql.calls.find((c) => c.operationName === 'TargetComments')?.variables).toEqual({ projectId: 'p1', target: 'document:prd' });

  fireEvent.click(screen.getByRole('button', { name: 'Request changes' }));
  await waitFor(() => expect(toasts()).toContain('Changes requested'));
  expect(gql.calls.find((c) => c.operationName === 'DecideDocumentApproval')?.variables).toEqual({ documentId: 'd1', input: { version: 3, decision: 'request_changes', note: null } });

  fireEvent.change(screen.getByRole('textbox', { name: /Add a comment/ }), { target: { value: 'Ping @rita' } });
  fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
  await waitFor(() => expect(toasts()).toContain('Comment added'));
  expect(gql.calls.find((c) => c.operationName === 'AddDocumentComment')?.variables).toEqual({ projectId: 'p1', input: { target: 'document:prd', body: 'Ping @rita' } });
  // The badges beside items and sections follow: the project's counts are read again.
  expect(gql.calls.some((c) => c.operationName === 'CommentCounts')).toBe(true);
});

it("shows the server's refusal (a viewer deciding)", async () => {
  const gql = fakeGraphql([
    answer(DocumentReviewQuery)(() => ({ documentApprovals: [] })),
    answer(TargetCommentsQuery)(() => ({ comments: [] })),
    answer(DecideDocumentApprovalMutation)(() => new GraphqlErrorAnswer('This needs the reviewer role (or higher) on this project; your role is viewer.', { code: 'FORBIDDEN', appCode: 'FORBIDDEN' })),
  ]);
  renderWithProviders(<DocumentReview projectId="p1" documentId="d1" type="prd" version={1} />, { client: gql.client });
  expect(await screen.findByText('Nobody has decided on this version yet.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(toasts()).toContain('This needs the reviewer role (or higher) on this project; your role is viewer.'));
});
