import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { renderRoute } from '../../test/render';
import { useWizardDraftStore } from './stores/wizard-draft-store';
import { emptyDraft } from './wizard-model';

const stepTitle = () => screen.getByRole('heading', { level: 2, name: /./ }).textContent;

beforeEach(() => {
  setAuthState('signed-in');
  localStorage.setItem('specforge-onboarding-shown:u1', 'true');
  useWizardDraftStore.setState({ draft: { ...emptyDraft, projectName: 'MealMate', projectDescription: 'Plans meals' } });
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => vi.unstubAllGlobals());

describe('wizard: the step survives a reload', () => {
  it('keeps the current step in the address (?step=), so reloading that address opens the same step', async () => {
    const { router, unmount } = renderRoute('/create-project');
    fireEvent.click(await screen.findByRole('button', { name: 'Step 4: Technical Foundation' }));
    expect(router.state.location.search).toBe('?step=4');
    const address = `${router.state.location.pathname}${router.state.location.search}`;
    unmount();
    // The reload: the same address, the draft restored from local storage.
    renderRoute(address);
    expect(await screen.findByText('Step 4 of 6')).toBeTruthy();
    expect(stepTitle()).toBe('Technical Foundation');
  });

  it('clamps a step out of range', async () => {
    renderRoute('/create-project?step=42');
    expect(await screen.findByText('Step 6 of 6')).toBeTruthy();
  });
});

describe('wizard: tips on phones', () => {
  it('collapses a field’s tips behind a toggle on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderRoute('/create-project');
    const toggle = (await screen.findAllByRole('button', { name: /^Tips/ }))[0]!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Keep it short and memorable')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(document.body).getByText('Keep it short and memorable')).toBeTruthy();
  });
});
