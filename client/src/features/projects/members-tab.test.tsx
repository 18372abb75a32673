import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer } from '../../test/graphql';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { InviteMemberMutation, ProjectMembersQuery, RemoveMemberMutation, UpdateMemberRoleMutation } from './api/team.graphql';
import { MembersTab } from './components/members-tab';

const member = (over: Partial<Record<string, string | null>>) => ({
  __typename: 'ProjectMember' as const,
  id: 'm1',
  userId: 'u2',
  email: 'rita@example.test',
  name: 'Rita Reviewer',
  role: 'reviewer',
  status: 'active',
  expiresAt: null,
  ...over,
});
const members = [member({ id: null, userId: 'u1', email: 'olive@example.test', name: 'Olive Owner', role: 'owner' }), member({})];

function open(isOwner: boolean, extra: Parameters<typeof fakeGraphql>[0] = []) {
  const gql = fakeGraphql([answer(ProjectMembersQuery)(() => ({ projectMembers: members })), ...extra]);
  renderWithProviders(<MembersTab projectId="p1" isOwner={isOwner} />, { path: '/', client: gql.client });
  return gql;
}
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

beforeEach(() => {
  setAuthState('signed-in');
  notifications.clean();
});

describe('members tab', () => {
  it('the owner invites with a role, changes a role and removes a member', async () => {
    const gql = open(true, [
      answer(InviteMemberMutation)(() => ({ inviteMember: { __typename: 'ProjectMember', id: 'm2', email: 'new@example.test', role: 'viewer', status: 'pending' } })),
      answer(UpdateMemberRoleMutation)(() => ({ updateMemberRole: { __typename: 'ProjectMember', id: 'm1', role: 'editor' } })),
      answer(RemoveMemberMutation)(() => ({ removeMember: { __typename: 'MessageResult', message: 'Member removed' } })),
    ]);
    await screen.findByText('Rita Reviewer');
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'new@example.test' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'viewer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(toasts()).toContain('Invitation sent to new@example.test'));
    expect(gql.calls.find((c) => c.operationName === 'InviteMember')?.variables).toEqual({ projectId: 'p1', input: { email: 'new@example.test', role: 'viewer' } });

    fireEvent.change(screen.getByRole('combobox', { name: 'Role of rita@example.test' }), { target: { value: 'editor' } });
    await waitFor(() => expect(gql.calls.find((c) => c.operationName === 'UpdateMemberRole')?.variables).toEqual({ projectId: 'p1', userId: 'u2', role: 'editor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove rita@example.test' }));
    await waitFor(() => expect(toasts()).toContain('Member removed'));
  });

  it("shows the server's refusal, and a member who is not the owner only reads the list", async () => {
    open(true, [answer(InviteMemberMutation)(() => new GraphqlErrorAnswer('This address is already a member of the project or has a pending invitation.', { code: 'CONFLICT', appCode: 'MEMBER_ALREADY_INVITED' }))]);
    await screen.findByText('Rita Reviewer');
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail address/ }), { target: { value: 'rita@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(toasts()).toContain('This address is already a member of the project or has a pending invitation.'));
  });

  it('hides invite, role and remove controls from a member', async () => {
    open(false);
    await screen.findByText('Rita Reviewer');
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Role of rita@example.test' })).toBeNull();
    expect(screen.getAllByText('reviewer').length).toBe(1);
  });
});
