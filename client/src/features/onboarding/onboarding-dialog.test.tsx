import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState, testUser } from '../../test/auth';
import { renderRoute } from '../../test/render';
import { resetAppConfigForTests } from '../../lib/app-config';
import { onboardingKey, useOnboardingStore } from './stores/onboarding-store';

function openApp(path = '/help', generator: string | null = null) {
  setAuthState('signed-in');
  // Each test's server answers GET /api/config afresh (the app keeps one answer per page load).
  resetAppConfigForTests();
  useOnboardingStore.setState({ opened: false });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => jsonResponse({ status: 'success', data: { supportEmail: 'care@example.com', supportPhone: null, generator } }),
      'GET /api/notifications/unread-count': () => jsonResponse({ status: 'success', data: { unreadCount: 0 } }),
    }).fetch,
  );
  return renderRoute(path);
}

const title = /Welcome to Specforge, your AI-powered product development partner/;

describe('onboarding dialog', () => {
  it('shows the three steps and the tips to a user who has not seen it; Skip sets the per-user flag', async () => {
    openApp();
    expect(await screen.findByText(title)).toBeTruthy();
    for (const text of ['1. Create Your Project', '2. Generate Documents in Sequence', '3. Follow Your Roadmap', 'Important Tips']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByText(/exportable as PDF or Markdown/)).toBeTruthy();
    expect(screen.getByText(/progress saves automatically/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByText(title)).toBeNull());
    expect(localStorage.getItem(onboardingKey(testUser.id))).not.toBeNull();
  });

  it("keeps the specification's roadmap text and adds what is true on a server with the built-in generator", async () => {
    openApp('/help', 'builtin');
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText('An AI-generated roadmap (about 10 minutes to generate) guides development step by step.')).toBeTruthy();
    expect((await screen.findByTestId('onboarding-builtin-timing')).textContent).toBe('About 10 minutes with a language model; seconds with the built-in generator this server uses, which drafts every document from your brief’s own words.');
  });

  it('adds no timing line when a language model drafts the documents', async () => {
    openApp('/help', 'openai');
    expect(await screen.findByText(title)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByTestId('onboarding-builtin-timing')).toBeNull();
  });

  it('stays closed once seen, and the top bar restarts it', async () => {
    localStorage.setItem(onboardingKey(testUser.id), 'true');
    openApp();
    const restart = await screen.findByRole('button', { name: 'Restart onboarding' });
    expect(screen.queryByText(title)).toBeNull();
    fireEvent.click(restart);
    expect(await screen.findByText(title)).toBeTruthy();
  });

  it('Get Started goes to /create-project and marks it seen; closing with the close button marks it too', async () => {
    const { router } = openApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-project'));
    expect(localStorage.getItem(onboardingKey(testUser.id))).not.toBeNull();

    localStorage.clear();
    useOnboardingStore.setState({ opened: true });
    await screen.findByText(title);
    fireEvent.click(screen.getByRole('button', { name: 'Close onboarding' }));
    await waitFor(() => expect(localStorage.getItem(onboardingKey(testUser.id))).not.toBeNull());
  });

  it('is per user: another user sees it even after the first dismissed it', async () => {
    localStorage.setItem(onboardingKey('someone-else'), 'true');
    openApp();
    expect(await screen.findByText(title)).toBeTruthy();
  });
});
