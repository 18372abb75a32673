import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SystemHealthQuery } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { SystemStatus } from './components/system-status';
import { HealthQuery } from './graphql/health-query';

const healthy: SystemHealthQuery = {
  health: {
    __typename: 'Health',
    status: 'ok',
    version: '0.1.0',
    uptimeSeconds: 3_725,
    serverTime: '2025-03-01T12:00:00.000Z',
    database: { __typename: 'DatabaseHealth', serverVersion: '18.1', installedAt: '2025-01-05T12:00:00.000Z' },
  },
};

const answers = (data: SystemHealthQuery): MockLink.MockedResponse => ({ request: { query: HealthQuery }, result: { data } });
const fails = (message: string): MockLink.MockedResponse => ({ request: { query: HealthQuery }, error: new Error(message) });

describe('SystemStatus', () => {
  it('shows a skeleton, then the operational state with the server facts', async () => {
    renderWithProviders(<SystemStatus />, { mocks: [answers(healthy)] });

    expect(screen.getByLabelText('Checking system status')).toBeTruthy();
    expect((await screen.findByTestId('health-status')).textContent).toBe('ok');
    expect(screen.getByText('All systems operational')).toBeTruthy();
    expect(screen.getByText('v0.1.0')).toBeTruthy();
    expect(screen.getByText('18.1')).toBeTruthy();
    expect(screen.getByText('1h 2m')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says so when the API answers but is not ok', async () => {
    const degraded: SystemHealthQuery = { health: { ...healthy.health, status: 'degraded' } };
    renderWithProviders(<SystemStatus />, { mocks: [answers(degraded)] });

    expect((await screen.findByTestId('health-status')).textContent).toBe('degraded');
    expect(screen.getByText('Some systems are not responding')).toBeTruthy();
    expect(screen.queryByText('All systems operational')).toBeNull();
  });

  it('shows "API unreachable" with the error, and recovers on Retry', async () => {
    renderWithProviders(<SystemStatus />, { mocks: [fails('Failed to fetch'), answers(healthy)] });

    expect(await screen.findByText('API unreachable')).toBeTruthy();
    expect(screen.getByTestId('health-status').textContent).toContain('Failed to fetch');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('All systems operational')).toBeTruthy();
    expect(screen.getByTestId('health-status').textContent).toBe('ok');
  });

  it('refreshes with a new answer', async () => {
    const later: SystemHealthQuery = { health: { ...healthy.health, version: '0.2.0' } };
    renderWithProviders(<SystemStatus />, { mocks: [answers(healthy), answers(later)] });

    expect(await screen.findByText('v0.1.0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('v0.2.0')).toBeTruthy();
  });
});
