import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUsersQuery as UsersResult } from '../../gql/graphql';
import { fakeFetch, jsonResponse, setAuthState, testUser } from '../../test/auth';
import { renderRoute } from '../../test/render';
import { SetUserDisabledMutation } from './graphql/admin-mutations';
import { AdminUserQuery, AdminUsersQuery } from './graphql/admin-queries';

const admin = { ...testUser, role: 'admin' as const };

function shellFetch() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => jsonResponse({ status: 'success', data: {} }),
      'GET /api/notifications/unread-count': () => jsonResponse({ status: 'success', data: { unreadCount: 0 } }),
    }).fetch,
  );
}

function signIn(user = testUser) {
  setAuthState('signed-in', user);
  localStorage.setItem(`specforge-onboarding-shown:${user.id}`, 'true');
  shellFetch();
}

const bob = {
  __typename: 'AdminUser' as const,
  id: 'b0b00000-0000-4000-8000-000000000001',
  email: 'bob@example.com',
  name: 'Bob Builder',
  role: 'user' as const,
  disabledAt: null,
  lastActiveAt: null,
  lastSignInAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  projectCount: 2,
};

const firstPage = { search: null, page: 1, pageSize: 20, sort: 'createdAt', direction: 'desc' };
const users = (input: Record<string, unknown>, items: UsersResult['adminUsers']['items']): MockLink.MockedResponse => ({
  request: { query: AdminUsersQuery, variables: { input } },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', total: items.length, items } } },
  maxUsageCount: 5,
});
const detail = (disabledAt: string | null): MockLink.MockedResponse => ({
  request: { query: AdminUserQuery, variables: { id: bob.id } },
  result: {
    data: {
      adminUser: {
        __typename: 'AdminUserDetail',
        user: { ...bob, disabledAt, emailConfirmedAt: bob.createdAt },
        projects: [],
        sessions: [],
      },
    },
  },
});

describe('admin area', () => {
  it('shows a non-admin a clear not-authorised screen and no Admin link', async () => {
    signIn();
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Not authorised' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('gives administrators an Admin link', async () => {
    signIn(admin);
    renderRoute('/help');
    expect((await screen.findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });

  it('lists users, searches them, and disables one after a confirmation', async () => {
    signIn(admin);
    const disable = vi.fn(() => ({ data: { adminSetUserDisabled: { __typename: 'AdminUser', id: bob.id, disabledAt: '2026-11-23T10:00:00.000Z' } } }));
    renderRoute('/admin/users', {
      mocks: [
        users(firstPage, [bob]),
        users({ ...firstPage, search: 'bob' }, [bob]),
        detail(null),
        { request: { query: SetUserDisabledMutation, variables: { id: bob.id, disabled: true } }, result: disable },
        detail('2026-11-23T10:00:00.000Z'),
        users(firstPage, [{ ...bob, disabledAt: '2026-11-23T10:00:00.000Z' }]),
      ],
    });
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'bob' } });
    await waitFor(() => expect(screen.getByText('Bob Builder')).toBeTruthy());

    fireEvent.click(screen.getByText('bob@example.com'));
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(/signed out everywhere/)).toBeTruthy();
    expect(disable).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Disable user' }));
    await waitFor(() => expect(disable).toHaveBeenCalled());
  });

  it('sorts by a column when its header is clicked', async () => {
    signIn(admin);
    renderRoute('/admin/users', { mocks: [users(firstPage, [bob]), users({ ...firstPage, sort: 'email' }, [bob]), users({ ...firstPage, sort: 'email', direction: 'asc' }, [bob])] });
    expect(await screen.findByText('bob@example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by E-mail' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('descending'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by E-mail' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /E-mail/ }).getAttribute('aria-sort')).toBe('ascending'));
  });
});
