import { describe, expect, it } from 'vitest';
import { useUiStore } from './ui-store';

describe('ui store', () => {
  it('toggles the sidebar and persists only the preference', () => {
    useUiStore.getState().setSidebarCollapsed(false);
    useUiStore.getState().toggleSidebar();

    expect(useUiStore.getState().sidebarCollapsed).toBe(true);
    const stored = JSON.parse(localStorage.getItem('specforge-ui') ?? '{}') as { state?: unknown };
    expect(stored.state).toEqual({ sidebarCollapsed: true });
  });
});
