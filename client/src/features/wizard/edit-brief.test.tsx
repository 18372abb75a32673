import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditBriefPage_BriefFragment } from '../../gql/graphql';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { EditBriefQuery, UpdateBriefMutation } from './api/brief.graphql';
import { EditBriefPage } from './components/edit-brief-page';
import { briefMessages } from './hooks/use-save-brief';
import { DRAFT_STORAGE_KEY, useWizardDraftStore } from './stores/wizard-draft-store';
import { AI_MARKER, emptyDraft } from './wizard-model';
import { button, byLabel, location, queryButton, recordToasts, stepTitle, type } from './wizard-test-utils';

const saved: EditBriefPage_BriefFragment = {
  __typename: 'Brief',
  ...emptyDraft,
  integrationUses: [],
  featureDetails: [],
  projectId: 'p1',
  version: 2,
  changedFields: ['timeline'],
  updatedAt: '2026-11-20T10:00:00.000Z',
  projectName: 'MealMate',
  projectDescription: 'A meal-planning app for busy parents.',
  keyFeatures: ['Weekly planner', 'Shopping list'],
  platforms: ['iOS', 'Web'],
  techStack: [AI_MARKER],
  performanceExpectations: 'High',
  timeline: '3 months',
  compliance: ['GDPR'],
};

const { __typename: _t, projectId: _p, version: _v, changedFields: _c, updatedAt: _u, ...savedDraft } = saved;

const CONFLICT = 'The brief was changed in another tab or by someone else since you opened it. Reload to see the latest version; your changes were not saved.';
const loaded = (brief: EditBriefPage_BriefFragment = saved) => answer(EditBriefQuery)(() => ({ brief }));
const jump = (n: number, title: string) => fireEvent.click(screen.getByRole('button', { name: `Step ${n}: ${title}` }));

function open(handlers: Array<[string, GraphqlHandler]>) {
  const gql = fakeGraphql(handlers);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/project/:projectId/brief" element={<EditBriefPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path: '/project/p1/brief', client: gql.client },
  );
  const variablesOf = (name: string) => gql.calls.filter((c) => c.operationName === name).map((c) => c.variables);
  return { calls: gql.calls, variablesOf };
}

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  setAuthState('signed-in');
  localStorage.clear();
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  vi.stubGlobal('scrollTo', vi.fn());
  toasts = recordToasts();
});
afterEach(() => {
  toasts.stop();
  vi.unstubAllGlobals();
});

describe('editing the brief of an existing project', () => {
  it('opens the same six steps on the saved answers, with Save changes instead of Create Project', async () => {
    open([loaded()]);
    expect(await screen.findByRole('heading', { name: 'Edit the brief' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Mission Control' }).getAttribute('href')).toBe('/project/p1/mission-control');
    expect(byLabel(/Project Name/).value).toBe('MealMate');
    expect(byLabel(/One-Sentence Description/).value).toBe('A meal-planning app for busy parents.');
    // Saving is possible from every step; Create Project and Save as Draft belong to a new project.
    expect(button('Save changes')).toBeTruthy();
    expect(queryButton('Create Project')).toBeNull();
    expect(queryButton('Save as Draft')).toBeNull();

    jump(4, 'Technical Foundation');
    expect((screen.getByRole('switch', { name: 'Let AI recommend tech stack' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'High' }).getAttribute('aria-checked')).toBe('true');
    jump(6, 'Final Considerations');
    expect(stepTitle()).toBe('Final Considerations');
    expect(button('Save changes')).toBeTruthy();
    expect(queryButton('Continue')).toBeNull();
  });

  it("keeps its own draft: a new project's stored draft is neither read nor overwritten", async () => {
    const newProject = { ...emptyDraft, projectName: 'Something new' };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(newProject));
    useWizardDraftStore.setState({ draft: newProject });
    open([loaded()]);
    type(await screen.findByDisplayValue('MealMate'), 'MealMate Pro');
    expect(byLabel(/Project Name/).value).toBe('MealMate Pro');
    expect(useWizardDraftStore.getState().draft.projectName).toBe('Something new');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toEqual(newProject);
  });

  it('saves the whole draft against the loaded version, then returns to Mission Control', async () => {
    const { variablesOf } = open([loaded(), answer(UpdateBriefMutation)(({ input }) => ({ updateBrief: { ...saved, ...input, version: 3, changedFields: ['projectName'] } as EditBriefPage_BriefFragment }))]);
    type(await screen.findByDisplayValue('MealMate'), 'MealMate Pro');
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(location()).toBe('/project/p1/mission-control'));
    const [variables] = variablesOf('UpdateBrief');
    expect(variables).toEqual({ projectId: 'p1', baseVersion: 2, input: { ...savedDraft, projectName: 'MealMate Pro' } });
    expect(toasts.shown).toContainEqual({ title: briefMessages.savedTitle, message: 'Your changes to "MealMate Pro" were saved.', color: 'green' });
  });

  it('says so when nothing changed', async () => {
    open([loaded(), answer(UpdateBriefMutation)(() => ({ updateBrief: { ...saved, changedFields: [] } }))]);
    await screen.findByDisplayValue('MealMate');
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(location()).toBe('/project/p1/mission-control'));
    expect(toasts.shown).toContainEqual({ title: briefMessages.unchangedTitle, message: briefMessages.unchanged, color: 'blue' });
  });

  it("shows the server's conflict message, keeps the user's input, and can load the latest version to save against", async () => {
    let reads = 0;
    const latest = { ...saved, version: 3, projectName: 'Renamed elsewhere' };
    const { variablesOf } = open([
      answer(EditBriefQuery)(() => ({ brief: reads++ === 0 ? saved : latest })),
      answer(UpdateBriefMutation)(({ baseVersion }) => (baseVersion === 2 ? new GraphqlErrorAnswer(CONFLICT, { code: 'CONFLICT', appCode: 'BRIEF_CONFLICT', current_version: 3 }) : { updateBrief: { ...latest, version: 4 } })),
    ]);
    type(await screen.findByDisplayValue('MealMate'), 'My edit');
    fireEvent.click(button('Save changes'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CONFLICT);
    expect(toasts.shown).toContainEqual({ title: briefMessages.conflictTitle, message: CONFLICT, color: 'red' });
    // Nothing lost: still on the editor, the edit still in the field.
    expect(location()).toBe('/project/p1/brief');
    expect(byLabel(/Project Name/).value).toBe('My edit');

    fireEvent.click(button(/Load the latest version/));
    await waitFor(() => expect(byLabel(/Project Name/).value).toBe('Renamed elsewhere'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(location()).toBe('/project/p1/mission-control'));
    expect(variablesOf('UpdateBrief').map((v) => v.baseVersion)).toEqual([2, 3]);
  });

  it("opens the step of a field the server refused, with the server's message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open([
      loaded(),
      answer(UpdateBriefMutation)(
        () =>
          new GraphqlErrorAnswer('Platforms must be among: Web, iOS, Android, Desktop, Tablet', { code: 'BAD_USER_INPUT', appCode: 'VALIDATION_FAILED', fields: [{ field: 'platforms', message: 'Platforms must be among: Web, iOS, Android, Desktop, Tablet' }] }),
      ),
    ]);
    await screen.findByDisplayValue('MealMate');
    fireEvent.click(button('Save changes'));
    await waitFor(() => expect(stepTitle()).toBe('User & Experience'));
    expect(toasts.shown).toContainEqual({ title: briefMessages.errorTitle, message: 'Platforms must be among: Web, iOS, Android, Desktop, Tablet', color: 'red' });
    expect(location()).toBe('/project/p1/brief');
    // The spec's log line for a failed save of the wizard's answers, with the server's message.
    expect(logged).toHaveBeenCalledWith('Failed to save wizard response', 'Platforms must be among: Web, iOS, Android, Desktop, Tablet');
  });

  it('checks the name and description before calling the server', async () => {
    const { variablesOf } = open([loaded()]);
    type(await screen.findByDisplayValue('MealMate'), '  ');
    jump(3, 'User & Experience');
    fireEvent.click(button('Save changes'));
    expect(stepTitle()).toBe('Project Basics');
    expect(toasts.shown).toContainEqual({ title: briefMessages.requiredTitle, message: briefMessages.required, color: 'red' });
    expect(variablesOf('UpdateBrief')).toEqual([]);
  });

  it("shows Project Not Found for a project that is missing or someone else's", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    open([answer(EditBriefQuery)(() => new GraphqlErrorAnswer('Project not found', { code: 'NOT_FOUND', appCode: 'PROJECT_NOT_FOUND' }))]);
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to get wizard response', 'Project not found');
  });
});
