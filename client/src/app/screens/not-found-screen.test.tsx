import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';

describe('not-found screen', () => {
  it('shows 404, the message and a link home, and logs the attempted path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    renderRoute('/this/does/not/exist');

    expect(await screen.findByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
    // Logged from an effect, which React may run after the first paint.
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/this/does/not/exist'));
  });

  it('catches unknown paths below known prefixes too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/project/abc/unknown-tab');
    expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  });
});
