import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { beforeEach, expect, it } from 'vitest';
import type { ProjectPresenceSubscription as PresenceData } from '../../gql/graphql';
import { setAuthState, testUser } from '../../test/auth';
import { fakeGraphql, stream } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { PresenceAvatars } from './components/presence-avatars';
import { ProjectPresenceSubscription } from './graphql/presence.graphql';

const person = (userId: string, name: string, initials: string) => ({ __typename: 'PresentMember' as const, userId, name, initials, avatarUrl: null, since: '2026-11-27T01:00:00.000Z' });

beforeEach(() => {
  setAuthState('signed-in');
});

it('shows the others who have the project open, named on hover and to screen readers, and follows arrivals and departures', async () => {
  const events = new Subject<PresenceData>();
  const gql = fakeGraphql([stream(ProjectPresenceSubscription)(events)]);
  renderWithProviders(<PresenceAvatars projectId="p1" />, { client: gql.client });
  await waitFor(() => expect(gql.calls.find((c) => c.operationName === 'ProjectPresence')?.variables).toEqual({ projectId: 'p1' }));

  // Alone: the caller's own entry shows nothing.
  act(() => events.next({ projectPresence: [person(testUser.id, 'Test User', 'TU')] }));
  expect(screen.queryByTestId('presence')).toBeNull();

  act(() => events.next({ projectPresence: [person(testUser.id, 'Test User', 'TU'), person('u2', 'Rita Reviewer', 'RR'), person('u3', 'Eddie Editor', 'EE')] }));
  const group = await screen.findByRole('group', { name: 'Also here: Rita Reviewer and Eddie Editor' });
  expect(group.textContent).toContain('RR');
  fireEvent.mouseEnter(screen.getByRole('img', { name: 'Rita Reviewer' }));
  expect(await screen.findByRole('tooltip', { name: 'Rita Reviewer' })).toBeTruthy();

  // Beyond four, the rest are counted and named together.
  const many = ['A One', 'B Two', 'C Three', 'D Four', 'E Five', 'F Six'].map((n, i) => person(`x${i}`, n, n[0]!));
  act(() => events.next({ projectPresence: many }));
  expect(await screen.findByRole('img', { name: '2 more: E Five and F Six' })).toBeTruthy();
  expect(screen.getByText('+2')).toBeTruthy();

  act(() => events.next({ projectPresence: [person(testUser.id, 'Test User', 'TU')] }));
  await waitFor(() => expect(screen.queryByTestId('presence')).toBeNull());
});
