import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeGraphql } from '../../test/graphql';
import { renderWithProviders } from '../../test/render';
import { CreatePersonalAccessTokenMutation, PersonalAccessTokensQuery, RevokePersonalAccessTokenMutation } from './api/tokens.graphql';
import { ApiTokensCard } from './components/api-tokens-card';

type Token = { __typename: 'PersonalAccessToken'; id: string; name: string; prefix: string; scope: string; expiresAt: string | null; lastUsedAt: string | null; revokedAt: string | null; createdAt: string };
const token = (id: string, name: string, extra: Partial<Token> = {}): Token => ({
  __typename: 'PersonalAccessToken',
  id,
  name,
  prefix: 'sf_pat_Ab3x',
  scope: 'read',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

describe('API tokens (Security tab)', () => {
  it('creates a token and shows its secret once, lists tokens with last use, and revokes one', async () => {
    const stored: Token[] = [token('t1', 'CI', { lastUsedAt: '2026-11-20T10:00:00.000Z', scope: 'read-write' })];
    const fake = fakeGraphql([
      answer(PersonalAccessTokensQuery)(() => ({ personalAccessTokens: stored })),
      answer(CreatePersonalAccessTokenMutation)(({ input }) => {
        const item = token('t2', input.name, { scope: input.scope, expiresAt: input.expiresInDays ? '2026-12-25T10:00:00.000Z' : null });
        stored.unshift(item);
        return { createPersonalAccessToken: { __typename: 'CreatedPersonalAccessToken', token: 'sf_pat_secret123', message: 'Token created.', item } };
      }),
      answer(RevokePersonalAccessTokenMutation)(({ id }) => ({ revokePersonalAccessToken: { __typename: 'PersonalAccessToken', id: String(id), revokedAt: '2026-11-25T10:00:00.000Z' } })),
    ]);
    renderWithProviders(<ApiTokensCard />, { client: fake.client });
    const table = within(await screen.findByRole('table', { name: 'API tokens' }));
    expect(table.getByText('Read and write')).toBeTruthy();
    expect(table.getByText('Never')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Token name/), { target: { value: 'Claude Code' } });
    fireEvent.change(screen.getByLabelText('Expires'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByTestId('new-token')).textContent).toBe('sf_pat_secret123');
    expect(fake.calls.find((c) => c.operationName === 'CreatePersonalAccessToken')?.variables).toEqual({ input: { name: 'Claude Code', scope: 'read', expiresInDays: 90 } });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    // The MCP set-up uses the secret while it is on screen, and goes with it.
    expect((await screen.findByTestId('mcp-json')).textContent).toContain('"Authorization": "Bearer sf_pat_secret123"');
    await screen.findByRole('button', { name: 'Revoke Claude Code' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('new-token')).toBeNull();
    expect(screen.queryByTestId('mcp-setup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke CI' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revoke CI' })).toBeNull());
    expect(screen.getByText('Revoked')).toBeTruthy();
  });
});
