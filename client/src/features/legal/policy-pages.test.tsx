import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetAppConfigForTests } from '../../lib/app-config';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { renderRoute } from '../../test/render';

function openPolicy(path: string) {
  setAuthState('signed-out');
  resetAppConfigForTests();
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/config': () => jsonResponse({ status: 'success', data: { supportEmail: 'legal@example.com', supportPhone: '305-555-0100' } }) }).fetch);
  return renderRoute(path);
}

describe('policy pages', () => {
  it.each([
    ['/terms-of-service', 'Terms of Service', [/at least 13 years old/, /own all of your project data/, /card payment provider/, /State of Florida/]],
    ['/privacy-policy', 'Privacy Policy', [/hosted backend service in the United States/, /usage analytics/, /own all of your project data/]],
    ['/cookie-policy', 'Cookie Policy', [/usage analytics/]],
  ] as const)('%s shows %s with its key points, effective 5/1/2025 and the support contact', async (path, title, points) => {
    openPolicy(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Effective date: 5/1/2025')).toBeTruthy();
    for (const point of points) expect(screen.getAllByText(point).length).toBeGreaterThan(0);
    expect(await screen.findByText(/legal@example\.com or call 305-555-0100/)).toBeTruthy();
  });

  it('opens the related policies in a dialog', async () => {
    openPolicy('/privacy-policy');
    fireEvent.click(await screen.findByRole('button', { name: 'Terms of Service' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getAllByText(/State of Florida/).length).toBeGreaterThan(0);
  });
});
