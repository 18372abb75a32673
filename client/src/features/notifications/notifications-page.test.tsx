import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderRoute } from '../../test/render';
import { ClearNotificationsMutation, MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsPageQuery } from './api/notifications.graphql';
import type { NotificationItem } from './hooks/use-notifications';

// The route loads its screen and the Apollo provider lazily; loading them once up front keeps the
// first test's timing like the others' on a busy machine (the assertions are unchanged).
beforeAll(async () => {
  await Promise.all([import('./components/notifications-page'), import('../../lib/apollo-provider')]);
});

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function sample(): NotificationItem[] {
  return [
    { __typename: 'Notification', id: 'n1', title: 'Welcome!', message: 'Hello there', type: 'success', read: false, actionUrl: null, actionLabel: null, createdAt: minutesAgo(5) },
    { __typename: 'Notification', id: 'n2', title: 'Complete your profile', message: 'Add details', type: 'warning', read: false, actionUrl: '/profile', actionLabel: 'Go to Profile', createdAt: minutesAgo(60) },
    { __typename: 'Notification', id: 'n3', title: 'Old news', message: 'Already read', type: 'info', read: true, actionUrl: null, actionLabel: null, createdAt: minutesAgo(3000) },
  ];
}

function openPage(items = sample()) {
  setAuthState('signed-in');
  localStorage.setItem('specforge-onboarding-shown:u1', 'true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The shell's config still reads REST; the bell and the screen speak GraphQL.
  const fake = fakeFetch({
    'GET /api/config': () => jsonResponse({ status: 'success', data: {} }),
  });
  vi.stubGlobal('fetch', fake.fetch);
  const gql = fakeGraphql([
    // The top bar's bell (app shell); answered by name, as features do not import the shell.
    ['UnreadNotificationCount', () => ({ unreadNotificationCount: items.filter((i) => !i.read).length })],
    answer(NotificationsPageQuery)(() => ({
      notifications: { __typename: 'NotificationList', items, unreadCount: items.filter((i) => !i.read).length },
    })),
    answer(MarkNotificationReadMutation)(({ id }) => ({ markNotificationRead: { __typename: 'Notification', id: String(id), read: true } })),
    answer(MarkAllNotificationsReadMutation)(() => ({
      markAllNotificationsRead: { __typename: 'NotificationsMarkedRead', updated: 2, message: 'All notifications marked as read' },
    })),
    answer(ClearNotificationsMutation)(() => ({
      clearNotifications: { __typename: 'NotificationsCleared', deleted: 3, message: 'All notifications cleared' },
    })),
  ]);
  const called = (operationName: string, variables: Record<string, unknown> = {}) => gql.calls.some((c) => c.operationName === operationName && JSON.stringify(c.variables) === JSON.stringify(variables));
  return { ...renderRoute('/notifications', { client: gql.client }), called };
}

const unreadTab = () => screen.getByRole('tab', { name: /Unread/ });

describe('notifications page', () => {
  it('lists the server items with an unread count badge, and the unread tab shows only unread ones', async () => {
    openPage();
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    expect(screen.getByText('Old news')).toBeTruthy();
    expect(within(unreadTab()).getByText('2')).toBeTruthy();
    expect(screen.getByText('5 minutes ago')).toBeTruthy();
    fireEvent.click(unreadTab());
    await waitFor(() => expect(screen.queryByText('Old news')).toBeNull());
    expect(screen.getByText('Welcome!')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications (2 unread)' })).toBeTruthy();
  });

  it("marks one item read (false to true only) and keeps the bell's count in sync", async () => {
    const { called } = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as read: Welcome!' }));
    await waitFor(() => expect(called('MarkNotificationRead', { id: 'n1' })).toBe(true));
    expect(within(unreadTab()).getByText('1')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Notifications (1 unread)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as read: Welcome!' })).toBeNull();
  });

  it('an action button marks the item read and navigates to its actionUrl', async () => {
    const { router, called } = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Go to Profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(called('MarkNotificationRead', { id: 'n2' })).toBe(true);
  });

  it('Mark all as read empties the unread tab, which then says so; the button is then disabled', async () => {
    const { called } = openPage();
    const shown = vi.spyOn(notifications, 'show');
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await screen.findByText('Welcome!');
    fireEvent.click(markAll);
    await waitFor(() => expect(markAll.hasAttribute('disabled')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'All notifications marked as read' })));
    expect(called('MarkAllNotificationsRead')).toBe(true);
    fireEvent.click(unreadTab());
    expect(await screen.findByText('No unread notifications')).toBeTruthy();
  });

  it('Clear all empties the list with the all-tab message; both buttons are then disabled', async () => {
    const { called } = openPage();
    const shown = vi.spyOn(notifications, 'show');
    await screen.findByText('Welcome!');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(await screen.findByText('No notifications')).toBeTruthy();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'All notifications cleared' }));
    expect(called('ClearNotifications')).toBe(true);
    expect(screen.getByRole('button', { name: 'Clear all' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('the unread badge shows the whole count (12), never a clipped round pill, and 99+ beyond 99', async () => {
    const many = (n: number): NotificationItem[] => Array.from({ length: n }, (_, i) => ({ ...sample()[0]!, id: `m${i}`, title: `Item ${i}` }));
    const first = openPage(many(12));
    await screen.findByText('Item 11');
    const twelve = await within(unreadTab()).findByLabelText('12 unread');
    expect(twelve.textContent).toBe('12');
    // A circle badge is as wide as it is high: two digits overflow it and show as "1.".
    expect(twelve.hasAttribute('data-circle')).toBe(false);
    first.unmount();
    openPage(many(120));
    await screen.findByText('Item 119');
    const lots = await within(unreadTab()).findByLabelText('120 unread');
    expect(lots.textContent).toBe('99+');
  });
});
