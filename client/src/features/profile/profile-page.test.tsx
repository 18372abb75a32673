import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../lib/auth/auth-types';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { renderRoute } from '../../test/render';
import { ChangePasswordMutation, DeleteAccountMutation, ProfilePageQuery, ProfileUsageQuery, UpdateNotificationPreferencesMutation, UpdateProfileMutation } from './api/profile.graphql';
import { profileOf, stored } from './profile-fixtures';

// The route loads its screen and the Apollo provider lazily; loading them once up front keeps the
// first test's timing like the others' on a busy machine (the assertions are unchanged).
beforeAll(async () => {
  await Promise.all([import('./components/profile-page'), import('../../lib/apollo-provider')]);
});

type Routes = Parameters<typeof fakeFetch>[0];
type Answers = Array<[string, GraphqlHandler]>;

const failing =
  (message: string, code = 'BAD_USER_INPUT') =>
  () =>
    new GraphqlErrorAnswer(message, { code, appCode: 'SOMETHING_WRONG' });

/** The shell's config and the log-out stay REST; the profile screen (and the bell) speak GraphQL. */
function openProfile(answers: Answers = [], user: AuthUser = stored, routes: Routes = {}) {
  setAuthState('signed-in', user);
  localStorage.setItem(`specforge-onboarding-shown:${user.id}`, 'true');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const fake = fakeFetch({
    'GET /api/config': () => jsonResponse({ status: 'success', data: {} }),
    ...routes,
  });
  vi.stubGlobal('fetch', fake.fetch);
  const profile = profileOf(user);
  const gql = fakeGraphql([
    answer(ProfilePageQuery)(() => ({ profile })),
    answer(ProfileUsageQuery)(() => ({
      usageStats: { __typename: 'UsageStats', projectsCreated: 1, documentsGenerated: 3, lastActive: '2025-03-09T10:00:00.000Z', maxProjects: 2, maxDocuments: 20, inputTokens: 1200, outputTokens: 345 },
    })),
    ...answers,
  ]);
  const shown = vi.spyOn(notifications, 'show');
  const variablesOf = (operationName: string) => gql.calls.find((c) => c.operationName === operationName)?.variables;
  const lastVariablesOf = (operationName: string) => gql.calls.filter((c) => c.operationName === operationName).at(-1)?.variables;
  return { ...renderRoute('/profile', { client: gql.client }), calls: fake.calls, variablesOf, lastVariablesOf, shown };
}

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
const typeIn = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const openTab = async (name: string) => fireEvent.click(await screen.findByRole('tab', { name }));

describe('profile page: personal info', () => {
  it("uploading a picture updates the profile: the spec's 'Profile updated successfully' toast", async () => {
    const { shown } = openProfile([], stored, { 'POST /api/users/avatar': () => jsonResponse({ status: 'success', data: { ...stored, avatar_url: '/api/users/u1/avatar?v=2' } }) });
    await screen.findByRole('heading', { name: 'Personal Information' });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload profile picture'), { target: { files: [png] } });
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ color: 'green', message: 'Profile updated successfully' }));
  });

  it("a failed upload says 'Failed to update profile: {message}'", async () => {
    const { shown } = openProfile([], stored, { 'POST /api/users/avatar': () => jsonResponse({ status: 'error', code: 'VALIDATION_FAILED', message: 'The image could not be read' }, 400) });
    await screen.findByRole('heading', { name: 'Personal Information' });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload profile picture'), { target: { files: [png] } });
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ color: 'red', message: 'Failed to update profile: The image could not be read' }));
  });

  it('shows errors only after blur, disables Save while unchanged or invalid, and Cancel resets', async () => {
    openProfile();
    await screen.findByRole('heading', { name: 'Personal Information' });
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    typeIn(/^Phone Number/, '12ab');
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
    fireEvent.blur(field(/^Phone Number/));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(save.hasAttribute('disabled')).toBe(true);

    typeIn(/^First Name/, '  ');
    fireEvent.blur(field(/^First Name/));
    expect(screen.getByText('This field is required')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field(/^First Name/).value).toBe('Ada');
    expect(field(/^Phone Number/).value).toBe('');
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it("saves trimmed values, toasts 'Profile Updated' / 'Your profile has been successfully updated.' and shows 'Saved successfully'", async () => {
    const { variablesOf, shown } = openProfile([
      answer(UpdateProfileMutation)(({ input }) => {
        const { __typename, ...saved } = { ...profileOf(stored), ...input };
        return {
          updateProfile: {
            __typename,
            id: saved.id,
            name: saved.name,
            firstName: saved.firstName ?? '',
            lastName: saved.lastName ?? '',
            jobTitle: saved.jobTitle ?? '',
            company: saved.company ?? '',
            location: saved.location ?? '',
            phoneNumber: saved.phoneNumber ?? '',
            bio: saved.bio ?? '',
          },
        };
      }),
    ]);
    await screen.findByRole('heading', { name: 'Personal Information' });
    typeIn(/^Phone Number/, ' +555-123-4567 ');
    typeIn(/^Company/, '  Analytical Engines ');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(variablesOf('UpdateProfile')?.input).toMatchObject({ phoneNumber: '+555-123-4567', company: 'Analytical Engines', firstName: 'Ada' });
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', title: 'Profile Updated', message: 'Your profile has been successfully updated.' }));
    // The saved indicator shows for 3 seconds, and the saved values are the new baseline.
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.queryByText('Saved successfully')).toBeNull(), { timeout: 4000 });
    // The indicator alone takes 3 s: room for a busy machine beyond the default 5 s per test.
  }, 10_000);

  it("refuses to send an invalid form: 'Please fix the errors in the form before submitting'", async () => {
    const { variablesOf, shown } = openProfile();
    await screen.findByRole('heading', { name: 'Personal Information' });
    typeIn(/^Last Name/, '');
    fireEvent.submit(field(/^Last Name/).form as HTMLFormElement);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Please fix the errors in the form before submitting' }));
    expect(variablesOf('UpdateProfile')).toBeUndefined();
  });

  it("answers an unchanged submit with 'No changes to save'", async () => {
    const { shown } = openProfile();
    await screen.findByRole('heading', { name: 'Personal Information' });
    fireEvent.submit(field(/^First Name/).form as HTMLFormElement);
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'No changes to save' }));
  });
});

describe('profile page: other tabs', () => {
  it('shows the plan, account status dates and usage bars', async () => {
    const { shown } = openProfile();
    await openTab('Account');
    expect(await screen.findByText('Free Plan')).toBeTruthy();
    expect(screen.getByText('Basic features with limited usage')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2025')).toBeTruthy();
    expect(screen.getByText('Feb 7, 2025')).toBeTruthy();
    expect(await screen.findByText('1 of 2 projects')).toBeTruthy();
    expect(screen.getByText('3 of 20 documents')).toBeTruthy();
    // Token usage of every generation: the total, then input and output.
    expect(screen.getByText('1,545')).toBeTruthy();
    expect(screen.getByText(/1,200 input · 345 output/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('New Plans Coming Soon!')).toBeTruthy();
    expect(screen.getByText(/During the beta, your account includes 2 free projects\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: "We'll notify you when new plans are available!" }));
    await waitFor(() => expect(screen.queryByText('New Plans Coming Soon!')).toBeNull());
  });

  it('shows zero usage when the usage call fails', async () => {
    openProfile([answer(ProfileUsageQuery)(failing('down', 'INTERNAL_SERVER_ERROR'))]);
    await openTab('Account');
    expect(await screen.findByText('0 of 2 projects')).toBeTruthy();
    expect(screen.getByText('0 of 20 documents')).toBeTruthy();
  });

  it("security: submit disabled until all three are filled, errors clear on edit, 'Updated' after success", async () => {
    const { variablesOf } = openProfile([answer(ChangePasswordMutation)(() => ({ changePassword: { __typename: 'MessageResult', message: 'Password updated successfully' } }))]);
    await openTab('Security');
    const submit = await screen.findByRole('button', { name: 'Update Password' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    typeIn(/^Current Password/, 'Old-password-1');
    typeIn(/^New Password/, 'Old-password-1');
    typeIn(/^Confirm New Password/, 'Old-password-2');
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText('New password must be different from current password')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    typeIn(/^New Password/, 'New-password-2');
    expect(screen.queryByText('New password must be different from current password')).toBeNull();
    typeIn(/^Confirm New Password/, 'New-password-2');
    fireEvent.click(submit);
    expect(await screen.findByText('Updated')).toBeTruthy();
    expect(variablesOf('ChangePassword')).toEqual({ currentPassword: 'Old-password-1', newPassword: 'New-password-2' });
    expect(within(screen.getByTestId('security-status')).getByText('Not enabled')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google account' })).toBeTruthy();
  });

  it("shows Google as 'Connected' when linked", async () => {
    openProfile([], { ...stored, identities: [...(stored.identities ?? []), { id: 'g', provider: 'google', email: null, created_at: '2025-01-05T12:00:00.000Z' }] });
    await openTab('Security');
    expect(await screen.findByText('Connected')).toBeTruthy();
    expect(screen.getByText('Linked')).toBeTruthy();
  });

  it('notifications: the master toggle disables the others; save only when changed; Cancel restores', async () => {
    const { variablesOf, lastVariablesOf } = openProfile([
      answer(UpdateNotificationPreferencesMutation)(({ input, perDocumentNotices }) => ({
        updateNotificationPreferences: {
          __typename: 'Profile',
          id: stored.id,
          perDocumentNotices: perDocumentNotices ?? false,
          notificationPreferences: { __typename: 'NotificationPreferences', ...input },
        },
      })),
    ]);
    await openTab('Notifications');
    const master = await screen.findByRole('switch', { name: /^Email Notifications/ });
    const marketing = screen.getByRole('switch', { name: /^Marketing Emails/ });
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    fireEvent.click(master);
    expect(marketing.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((master as HTMLInputElement).checked).toBe(true);
    expect(marketing.hasAttribute('disabled')).toBe(false);

    fireEvent.click(marketing);
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(screen.queryByText('You have unsaved changes')).toBeNull();
    expect(variablesOf('UpdateNotificationPreferences')).toEqual({
      input: { email: true, projectUpdates: true, marketingEmails: true, productNews: true },
      perDocumentNotices: false,
    });

    // In-app notices: one per run unless the user asks for one per document; Cancel restores it too.
    const perDocument = screen.getByRole('switch', { name: /^One notice per document/ }) as HTMLInputElement;
    expect(perDocument.checked).toBe(false);
    fireEvent.click(perDocument);
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(perDocument.checked).toBe(false);
    fireEvent.click(perDocument);
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(lastVariablesOf('UpdateNotificationPreferences')).toMatchObject({ perDocumentNotices: true }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes')).toBeNull());
    expect(perDocument.checked).toBe(true);
  });

  it('delete account: needs exactly DELETE, then a password, then logs out', async () => {
    // Deleting is GraphQL; the log-out after it is the cookie-based auth flow, which stays REST.
    const { variablesOf, router } = openProfile([answer(DeleteAccountMutation)(() => ({ deleteAccount: { __typename: 'MessageResult', message: 'Account deleted successfully' } }))], stored, {
      'POST /api/auth/logout': () => jsonResponse({ status: 'success' }),
      'GET /api/auth/providers': () => jsonResponse({ status: 'success', data: { google: false } }),
    });
    await openTab('Delete Account');
    typeIn(/^Type DELETE to confirm/, 'delete');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Please type DELETE to confirm')).toBeTruthy();
    typeIn(/^Type DELETE to confirm/, 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Permanently Delete' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    typeIn(/^Password/, 'Secret-123');
    fireEvent.click(screen.getByRole('button', { name: 'Permanently Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(variablesOf('DeleteAccount')).toEqual({ password: 'Secret-123' });
  });
});

describe('profile page: failures (the error handling rules)', () => {
  it("personal info: a red 'Update Failed' toast with 'Failed to update profile: {message}' and the form keeps the edits", async () => {
    const { shown } = openProfile([answer(UpdateProfileMutation)(failing('The database is unavailable', 'SERVICE_UNAVAILABLE'))]);
    await screen.findByRole('heading', { name: 'Personal Information' });
    typeIn(/^Company/, 'Analytical Engines');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Update Failed', message: 'Failed to update profile: The database is unavailable' })));
    expect(field(/^Company/).value).toBe('Analytical Engines');
    expect(screen.queryByText('Saved successfully')).toBeNull();
  });

  it("security: 'Failed to update password: {message}' and no 'Updated' flag", async () => {
    const { shown } = openProfile([answer(ChangePasswordMutation)(failing('Current password is incorrect'))]);
    await openTab('Security');
    typeIn(/^Current Password/, 'Wrong-password-1');
    typeIn(/^New Password/, 'New-password-2');
    typeIn(/^Confirm New Password/, 'New-password-2');
    fireEvent.click(await screen.findByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update password: Current password is incorrect' })));
    expect(screen.queryByText('Updated')).toBeNull();
  });

  it("notifications: 'Failed to update notification preferences: {message}' and the changes stay unsaved", async () => {
    const { shown } = openProfile([answer(UpdateNotificationPreferencesMutation)(failing('Try again later', 'SERVICE_UNAVAILABLE'))]);
    await openTab('Notifications');
    fireEvent.click(await screen.findByRole('switch', { name: /^Marketing Emails/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: 'Failed to update notification preferences: Try again later' })));
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
  });

  it("delete account: 'Delete Failed' with the server's message, the dialog closes and the user stays", async () => {
    const { shown, router } = openProfile([answer(DeleteAccountMutation)(failing('Current password is incorrect'))]);
    await openTab('Delete Account');
    typeIn(/^Type DELETE to confirm/, 'DELETE');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    await screen.findByRole('button', { name: 'Permanently Delete' });
    typeIn(/^Password/, 'Wrong-123');
    fireEvent.click(screen.getByRole('button', { name: 'Permanently Delete' }));
    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete Failed', message: 'Current password is incorrect' })));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Permanently Delete' })).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');
  });
});

describe('profile page: Google-only accounts', () => {
  it('explains on Delete Account that a password must be set first, with a link to get one', async () => {
    openProfile([], { ...stored, identities: [{ id: 'g', provider: 'google', email: null, created_at: '2025-01-05T12:00:00.000Z' }] });
    await openTab('Delete Account');
    expect(await screen.findByText('Set a password first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'reset password page' }).getAttribute('href')).toBe('/reset-password');
  });

  it('shows no such note to an account with a password', async () => {
    openProfile();
    await openTab('Delete Account');
    await screen.findByText('This action cannot be undone');
    expect(screen.queryByText('Set a password first')).toBeNull();
  });
});

describe('profile page: tabs', () => {
  it('keeps unsaved edits when the user looks at another tab and comes back', async () => {
    openProfile();
    await screen.findByRole('heading', { name: 'Personal Information' });
    typeIn(/^Company/, 'Analytical Engines');
    await openTab('Account');
    expect(await screen.findByText('Free Plan')).toBeTruthy();
    await openTab('Personal Info');
    expect(field(/^Company/).value).toBe('Analytical Engines');
    expect(screen.getByRole('button', { name: 'Save Changes' }).hasAttribute('disabled')).toBe(false);
  });
});
