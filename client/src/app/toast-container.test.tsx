import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY, ToastContainer } from './toast-container';
import { theme } from './theme';

/** matchMedia answering `phone` for the phone query (jsdom has no layout). */
function viewport(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY ? phone : false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => {
  act(() => notifications.clean());
});

describe('toasts', () => {
  it.each([
    [false, 'bottom-right'],
    [true, 'bottom-center'],
  ])('never sit over the header: phone %s puts them at %s', async (phone, position) => {
    viewport(phone);
    render(
      <MantineProvider theme={theme} env="test">
        <ToastContainer />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ title: 'Project Created!', message: 'Your project "HarborX" has been created successfully.' });
    });
    const toast = await screen.findByText('Project Created!');
    const container = toast.closest('[data-position]');
    expect(container?.getAttribute('data-position')).toBe(position);
    expect(container?.getAttribute('data-position')).not.toMatch(/^top/);
  });
});
