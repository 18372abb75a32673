import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../../lib/app-config';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderRoute } from '../../test/render';
import { LinkGoogleAccountMutation, ProfilePageQuery, ProfileUsageQuery } from './api/profile.graphql';
import { profileOf, stored } from './profile-fixtures';

beforeAll(async () => {
  await Promise.all([import('./components/profile-page'), import('../../lib/apollo-provider')]);
});
beforeEach(() => resetAppConfigForTests());

/** The profile's Security tab with GET /api/config saying whether Google sign-in is configured. */
async function openSecurity(googleSignIn: boolean) {
  setAuthState('signed-in', stored);
  localStorage.setItem(`specforge-onboarding-shown:${stored.id}`, 'true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/config': () => jsonResponse({ status: 'success', data: { googleSignIn } }) }).fetch);
  const gql = fakeGraphql([
    answer(ProfilePageQuery)(() => ({ profile: profileOf(stored) })),
    answer(ProfileUsageQuery)(() => ({
      usageStats: { __typename: 'UsageStats', projectsCreated: 0, documentsGenerated: 0, lastActive: null, maxProjects: 2, maxDocuments: 20, inputTokens: 0, outputTokens: 0 },
    })),
    answer(LinkGoogleAccountMutation)(() => ({ linkGoogleAccount: { __typename: 'LinkGoogleResult', url: 'https://accounts.example/consent' } })),
  ]);
  renderRoute('/profile', { client: gql.client });
  fireEvent.click(await screen.findByRole('tab', { name: 'Security' }));
  return gql;
}

describe('Security tab: connecting Google', () => {
  it('is disabled, with a one-line reason, when Google sign-in is not configured on the server', async () => {
    const gql = await openSecurity(false);
    const connect = await screen.findByRole('button', { name: 'Connect Google account' });
    await waitFor(() => expect(connect.hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Google sign-in is not configured on this server.')).toBeTruthy();
    fireEvent.click(connect);
    expect(gql.calls.some((c) => c.operationName === 'LinkGoogleAccount')).toBe(false);
  });

  it('is enabled, without the reason, when the server has Google sign-in', async () => {
    await openSecurity(true);
    const connect = await screen.findByRole('button', { name: 'Connect Google account' });
    await waitFor(() => expect(connect.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText('Google sign-in is not configured on this server.')).toBeNull();
  });
});
