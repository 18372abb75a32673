import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth/auth-types';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderRoute } from '../../test/render';
import { ProfilePageQuery } from './api/profile.graphql';
import { DisableTwoFactorMutation, EnableTwoFactorMutation, SetupTwoFactorMutation } from './api/two-factor.graphql';
import { profileOf, stored } from './profile-fixtures';

beforeAll(async () => {
  await Promise.all([import('./components/profile-page'), import('../../lib/apollo-provider')]);
}, 30_000);

const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}aaa-bbbb-cccc`);

/** The profile screen on its Security tab; `enabled` is the server's two-factor state, which the mutations change. */
async function openSecurity(answers: Array<[string, GraphqlHandler]>, state: { enabled: boolean }) {
  const user: AuthUser = { ...stored };
  setAuthState('signed-in', user);
  localStorage.setItem(`specforge-onboarding-shown:${user.id}`, 'true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/config': () => jsonResponse({ status: 'success', data: {} }) }).fetch);
  const gql = fakeGraphql([answer(ProfilePageQuery)(() => ({ profile: { ...profileOf(user), twoFactorEnabled: state.enabled } })), ...answers]);
  renderRoute('/profile', { client: gql.client });
  fireEvent.click(await screen.findByRole('tab', { name: 'Security' }, { timeout: 10_000 }));
  const variablesOf = (name: string) => gql.calls.find((c) => c.operationName === name)?.variables;
  return { variablesOf };
}

/** The Security Status card's two-factor row. */
const statusRow = async () => {
  const row = (await screen.findByTestId('security-status')).querySelector('[data-row="Two-factor authentication"]');
  if (!(row instanceof HTMLElement)) throw new Error('no two-factor row');
  return within(row);
};
const typeIn = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('profile → security: two-factor authentication', () => {
  it('sets up with a QR code and the key, refuses a malformed code, enables with the code, shows the ten recovery codes once, and the status follows', async () => {
    const state = { enabled: false };
    const { variablesOf } = await openSecurity(
      [
        answer(SetupTwoFactorMutation)(() => ({
          setupTwoFactor: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUrl: `otpauth://totp/Specforge:ada%40example.com?secret=${SECRET}&issuer=Specforge` },
        })),
        answer(EnableTwoFactorMutation)(() => {
          state.enabled = true;
          return { enableTwoFactor: { __typename: 'TwoFactorRecoveryCodes', recoveryCodes: CODES } };
        }),
      ],
      state,
    );
    expect((await statusRow()).getByText('Not enabled')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));

    const qr = (await screen.findByAltText('QR code for your authenticator app')) as HTMLImageElement;
    await waitFor(() => expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');
    expect(screen.getByTestId('two-factor-secret').textContent).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();

    typeIn(/^Code from the app/, '12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(variablesOf('EnableTwoFactor')).toBeUndefined();
    typeIn(/^Code from the app/, '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getAllByText(/^code-\d/)).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeTruthy();
    expect(variablesOf('EnableTwoFactor')).toEqual({ code: '123456' });
    await waitFor(async () => expect((await statusRow()).getByText('Enabled')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off…' })).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal of a wrong code and stays on the set-up", async () => {
    await openSecurity(
      [
        answer(SetupTwoFactorMutation)(() => ({ setupTwoFactor: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}` } })),
        answer(EnableTwoFactorMutation)(() => new GraphqlErrorAnswer('That code is not valid.', { code: 'BAD_USER_INPUT', appCode: 'TWO_FACTOR_CODE_INVALID' })),
      ],
      { enabled: false },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await screen.findByTestId('two-factor-secret');
    typeIn(/^Code from the app/, '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and enable' }));
    expect(await screen.findByText('That code is not valid.')).toBeTruthy();
    expect(screen.getByTestId('two-factor-secret')).toBeTruthy();
  }, 30_000);

  it('turns off with the password and a code, and the status follows', async () => {
    const state = { enabled: true };
    const { variablesOf } = await openSecurity(
      [
        answer(DisableTwoFactorMutation)(() => {
          state.enabled = false;
          return { disableTwoFactor: { __typename: 'MessageResult', message: 'Two-factor authentication is turned off' } };
        }),
      ],
      state,
    );
    expect((await statusRow()).getByText('Enabled')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off…' }));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    typeIn(/^Password/, 'Secret123!');
    typeIn(/^Code from the app or a recovery code/, ' k7mq-x2pa-9rtd-hw4e ');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await waitFor(async () => expect((await statusRow()).getByText('Not enabled')).toBeTruthy());
    expect(variablesOf('DisableTwoFactor')).toEqual({ password: 'Secret123!', code: 'k7mq-x2pa-9rtd-hw4e' });
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeTruthy();
  }, 30_000);
});
