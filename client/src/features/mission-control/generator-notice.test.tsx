import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../../lib/app-config';
import { fakeFetch, jsonResponse, setAuthState, testUser } from '../../test/auth';
import { renderWithProviders } from '../../test/render';
import { GeneratorNotice } from './components/generator-notice';

const config = (generator: string) => ({
  status: 'success',
  data: { supportEmail: 'support@specforge.app', supportPhone: null, googleSignIn: false, planMaxProjects: 2, planMaxDocuments: 20, generator },
});

beforeEach(() => {
  setAuthState('signed-in');
  resetAppConfigForTests();
});
afterEach(() => vi.unstubAllGlobals());

describe('honest mode', () => {
  it('tells a user, in one calm line, that the built-in generator drafts in seconds, and to connect their own model in Profile (no server settings)', async () => {
    const fake = fakeFetch({ 'GET /api/config': () => jsonResponse(config('builtin')) });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<GeneratorNotice />);
    const notice = await screen.findByTestId('generator-notice');
    expect(notice.textContent).toContain('built-in outline generator, in seconds');
    expect(notice.textContent).toContain("connect your own model in Profile (Security, Model) and choose “My model” in the project's settings.");
    expect(notice.textContent).not.toContain('LLM_PROVIDER');
    expect(notice.textContent).not.toContain('README');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tells an administrator how to configure the server's model, and about their own model too", async () => {
    setAuthState('signed-in', { ...testUser, role: 'admin' });
    const fake = fakeFetch({ 'GET /api/config': () => jsonResponse(config('builtin')) });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<GeneratorNotice />);
    const notice = await screen.findByTestId('generator-notice');
    expect(notice.textContent).toContain('As an administrator you can connect a language model for everyone: set LLM_PROVIDER on the server');
    expect(notice.textContent).toContain('“Connecting a language model” in the README');
    expect(notice.textContent).toContain('your own model in Profile');
  });

  it('stays hidden when a model is configured, and while the server has not said', async () => {
    const fake = fakeFetch({ 'GET /api/config': () => jsonResponse(config('openai')) });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<GeneratorNotice />);
    expect(screen.queryByTestId('generator-notice')).toBeNull();
    await waitFor(() => expect(fake.calls.some((c) => c.url.endsWith('/api/config'))).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('generator-notice')).toBeNull();
  });
});
