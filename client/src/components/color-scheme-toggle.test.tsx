import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, COLOR_SCHEME_STORAGE_KEY } from '../app/providers';
import { ColorSchemeToggle } from './color-scheme-toggle';

describe('ColorSchemeToggle', () => {
  it('switches the scheme and remembers the choice', async () => {
    // AppProviders restores the session on start: answer "no session" instead of a dead network.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: 'error', code: 'INVALID_REFRESH_TOKEN' }), { status: 401 }));
    render(
      <AppProviders>
        <ColorSchemeToggle />
      </AppProviders>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeTruthy();
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});
