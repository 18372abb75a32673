import { fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { DRAFT_STORAGE_KEY, useWizardDraftStore } from './stores/wizard-draft-store';
import { AI_MARKER, emptyDraft } from './wizard-model';
import { button, byLabel, location, queryButton, renderWizard, stepTitle, type } from './wizard-test-utils';

const stored = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;
const jump = (n: number, title: string) => fireEvent.click(screen.getByRole('button', { name: `Step ${n}: ${title}` }));

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  setAuthState('signed-in');
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => vi.unstubAllGlobals());

describe('wizard navigation', () => {
  it("shows the header, 'Step X of N', and hides Previous on the first step", () => {
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Create New Project' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(stepTitle()).toBe('Project Basics');
    expect(queryButton('Previous')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('wizard-background').getAttribute('aria-hidden')).toBe('true');
    // The server's limits apply while typing, so Create Project never fails on length.
    expect(byLabel(/Project Name/).maxLength).toBe(200);
    expect(byLabel(/One-Sentence Description/).maxLength).toBe(5000);
  });

  it('disables Continue until the name and description are non-blank after trimming', () => {
    renderWizard();
    expect(button('Continue').disabled).toBe(true);
    type(byLabel(/Project Name/), '  ');
    type(byLabel(/One-Sentence Description/), 'A tool');
    expect(button('Continue').disabled).toBe(true);
    type(byLabel(/Project Name/), 'MealMate');
    type(byLabel(/One-Sentence Description/), '   ');
    expect(button('Continue').disabled).toBe(true);
    type(byLabel(/One-Sentence Description/), 'A tool');
    expect(button('Continue').disabled).toBe(false);
    fireEvent.click(button('Continue'));
    expect(screen.getByText('Step 2 of 6')).toBeTruthy();
    expect(stepTitle()).toBe('Core Product Details');
    expect(button('Continue').disabled).toBe(false);
  });

  it('moves with Previous, Continue and the step strip, scrolling smoothly to the top each time', () => {
    renderWizard();
    expect(scrollTo).not.toHaveBeenCalled();
    jump(4, 'Technical Foundation');
    expect(stepTitle()).toBe('Technical Foundation');
    expect(screen.getByRole('button', { name: 'Step 4: Technical Foundation' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: 'Step 3: User & Experience' }).hasAttribute('data-reached')).toBe(true);
    expect(screen.getByRole('button', { name: 'Step 5: Business Goals' }).hasAttribute('data-reached')).toBe(false);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    fireEvent.click(button('Previous'));
    expect(stepTitle()).toBe('User & Experience');
    fireEvent.click(button('Continue'));
    fireEvent.click(button('Continue'));
    expect(stepTitle()).toBe('Business Goals');
    fireEvent.click(button('Continue'));
    expect(stepTitle()).toBe('Final Considerations');
    expect(queryButton('Continue')).toBeNull();
    expect(button('Create Project')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(5);
  });

  it('Save as Draft only returns to the dashboard', () => {
    renderWizard();
    type(byLabel(/Project Name/), 'MealMate');
    const before = localStorage.getItem(DRAFT_STORAGE_KEY);
    fireEvent.click(button('Save as Draft'));
    expect(location()).toBe('/');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBe(before);
  });
});

describe('wizard draft persistence', () => {
  it('writes every change to local storage and restores it on the next visit', () => {
    const { unmount } = renderWizard();
    type(byLabel(/Project Name/), 'MealMate');
    expect(stored()).toMatchObject({ projectName: 'MealMate', performanceExpectations: 'Medium', projectScope: 'standardMVP' });
    unmount();
    useWizardDraftStore.setState({ draft: { ...emptyDraft } });
    renderWizard();
    expect(byLabel(/Project Name/).value).toBe('MealMate');
  });

  it("forgets the draft on sign-out and never shows one account's draft to another", () => {
    const { unmount } = renderWizard();
    type(byLabel(/Project Name/), 'Secret idea');
    unmount();
    expect(stored()).toMatchObject({ projectName: 'Secret idea' });
    setAuthState('signed-out');
    expect(stored()).toBeNull();
    expect(useWizardDraftStore.getState().draft.projectName).toBe('');

    // A draft left by another account (e.g. its session ended while the tab was closed).
    setAuthState('signed-in');
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...emptyDraft, projectName: 'Not yours', ownerId: 'someone-else' }));
    renderWizard();
    expect(byLabel(/Project Name/).value).toBe('');
  });

  it('ignores an unparseable stored draft and logs it', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWizard();
    expect(byLabel(/Project Name/).value).toBe('');
    expect(logged).toHaveBeenCalledWith('Failed to parse saved project draft', expect.anything());
  });

  it('drops stored values of the wrong type or outside the options', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ projectName: 7, keyFeatures: ['ok', 3], performanceExpectations: 'Extreme', projectScope: 'quickTest' }));
    renderWizard();
    expect(useWizardDraftStore.getState().draft).toMatchObject({ projectName: '', keyFeatures: ['ok'], performanceExpectations: 'Medium', projectScope: 'quickTest' });
  });
});

describe("'Let AI recommend' switches", () => {
  const notice = (what: string) => screen.queryByText(`AI will recommend ${what} based on your project requirements`);

  it('sets the lists to the single marker and the texts to the marker, with the exact notices', () => {
    renderWizard();
    jump(4, 'Technical Foundation');
    type(byLabel(/Preferred Tech Stack/), 'React');
    fireEvent.click(button('Add technology'));
    expect(useWizardDraftStore.getState().draft.techStack).toEqual(['React']);

    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend tech stack' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend integrations' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend security and privacy' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend technical constraints' }));
    expect(useWizardDraftStore.getState().draft).toMatchObject({
      techStack: [AI_MARKER],
      integrations: [AI_MARKER],
      securityConcerns: AI_MARKER,
      technicalConstraints: AI_MARKER,
    });
    expect(screen.getAllByText('AI Powered')).toHaveLength(4);
    expect(notice('an appropriate tech stack')).toBeTruthy();
    expect(notice('appropriate integrations')).toBeTruthy();
    expect(notice('appropriate security & privacy measures')).toBeTruthy();
    expect(notice('appropriate technical constraints')).toBeTruthy();
    // Manual inputs are replaced by the notices.
    expect(screen.queryByPlaceholderText('Add a technology')).toBeNull();
    expect(screen.queryByPlaceholderText('What data needs protecting, and how?')).toBeNull();
  });

  it('empties the field when switched off or closed with the cross', () => {
    useWizardDraftStore.setState({ draft: { ...emptyDraft, techStack: [AI_MARKER], integrations: [AI_MARKER], securityConcerns: AI_MARKER, technicalConstraints: AI_MARKER } });
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(useWizardDraftStore.getState().draft));
    renderWizard();
    jump(4, 'Technical Foundation');
    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend tech stack' }));
    fireEvent.click(button('Stop AI recommending integrations'));
    fireEvent.click(screen.getByRole('switch', { name: 'Let AI recommend security and privacy' }));
    fireEvent.click(button('Stop AI recommending technical constraints'));
    expect(useWizardDraftStore.getState().draft).toMatchObject({ techStack: [], integrations: [], securityConcerns: '', technicalConstraints: '' });
    expect(screen.queryByText('AI Powered')).toBeNull();
    expect(screen.getByPlaceholderText('Add a technology')).toBeTruthy();
  });
});

describe('wizard choices', () => {
  it('toggles platform cards and picks performance, timeline and scope', () => {
    renderWizard();
    jump(3, 'User & Experience');
    fireEvent.click(button('Web'));
    fireEvent.click(button('iOS'));
    fireEvent.click(button('Web'));
    expect(useWizardDraftStore.getState().draft.platforms).toEqual(['iOS']);
    expect(button('iOS').getAttribute('aria-pressed')).toBe('true');

    jump(4, 'Technical Foundation');
    expect(screen.getByRole('radio', { name: 'Medium' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Finance, healthcare, where downtime matters')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    expect(useWizardDraftStore.getState().draft.performanceExpectations).toBe('High');

    jump(5, 'Business Goals');
    expect(screen.getByRole('radio', { name: 'Standard MVP' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('10-100 users')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Scalable Product' }));
    expect(useWizardDraftStore.getState().draft.projectScope).toBe('scalableProduct');
  });
});

describe('timeline dropdown and background', () => {
  it("offers the spec's timeline options", () => {
    renderWizard();
    jump(5, 'Business Goals');
    fireEvent.click(byLabel('Target Timeline'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom']);
    fireEvent.click(screen.getByRole('option', { name: '6 months' }));
    expect(useWizardDraftStore.getState().draft.timeline).toBe('6 months');
  });

  it('says under the timeline where a Custom date goes, only while Custom is chosen', () => {
    renderWizard();
    jump(5, 'Business Goals');
    const hint = /Write the date or duration under “Anything else\?” on the last step/;
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.click(byLabel('Target Timeline'));
    fireEvent.click(screen.getByRole('option', { name: 'Custom' }));
    expect(screen.getByText(hint)).toBeTruthy();
    fireEvent.click(byLabel('Target Timeline'));
    fireEvent.click(screen.getByRole('option', { name: '3 months' }));
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('stops the decorative animation for users who prefer reduced motion', () => {
    const backgroundCss = readFileSync(`${process.cwd()}/src/features/wizard/components/wizard-background.module.css`, 'utf8');
    const reduced = /@media \(prefers-reduced-motion: reduce\)\s*\{\s*\.blob\s*\{\s*animation: none;/;
    expect(backgroundCss).toMatch(/animation: drift/);
    expect(backgroundCss).toMatch(reduced);
  });
});
