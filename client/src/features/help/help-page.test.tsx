import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../../lib/app-config';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderRoute } from '../../test/render';

function openHelp() {
  setAuthState('signed-in');
  localStorage.setItem('specforge-onboarding-shown:u1', 'true');
  resetAppConfigForTests();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const config = { supportEmail: 'care@example.com', supportPhone: '+1 (305) 555-0100', googleSignIn: false, planMaxProjects: 2, planMaxDocuments: 20 };
  vi.stubGlobal(
    'fetch',
    fakeFetch({
      'GET /api/config': () => jsonResponse({ status: 'success', data: config }),
      'GET /api/notifications/unread-count': () => jsonResponse({ status: 'success', data: { unreadCount: 0 } }),
    }).fetch,
  );
  return renderRoute('/help');
}

const search = () => screen.getByPlaceholderText('Search for help topics...');

describe('help page', () => {
  it('lists the eight questions and the configured support contact', async () => {
    openHelp();
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(8);
    expect(await screen.findByText('care@example.com')).toBeTruthy();
    expect(screen.getByText('+1 (305) 555-0100').getAttribute('href')).toBe('tel:+13055550100');
  });

  it('filters by question or answer text, case-insensitively', async () => {
    openHelp();
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    fireEvent.change(search(), { target: { value: 'MARKDOWN' } });
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((b) => b.textContent)).toEqual(['How do I export my documents?']);
  });

  it("says 'No results found' and Clear Search brings every question back", async () => {
    openHelp();
    await screen.findByRole('heading', { name: 'Frequently Asked Questions' });
    fireEvent.change(search(), { target: { value: 'quantum blockchain' } });
    expect(screen.getByText('No results found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('button', { name: /\?$/ })).toHaveLength(8);
  });

  it('opens one answer at a time', async () => {
    openHelp();
    const first = await screen.findByRole('button', { name: 'How do I create a new project?' });
    const second = screen.getByRole('button', { name: 'Is my data secure?' });
    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute('aria-expanded')).toBe('true'));
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
