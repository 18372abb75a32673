import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import { resetActivityForTests } from '../../lib/activity/activity-tracker';
import { parse } from 'graphql';
import { CreateProjectMutation, SaveWizardResponsesMutation } from './api/create-project.graphql';
import { DRAFT_STORAGE_KEY, useWizardDraftStore } from './stores/wizard-draft-store';
import { AI_MARKER, createInputProblem, emptyDraft, type WizardDraft } from './wizard-model';
import { button, location, recordToasts, renderWizard } from './wizard-test-utils';

const draft: WizardDraft = {
  ...emptyDraft,
  projectName: '  MealMate ',
  projectDescription: 'A mobile app that helps busy parents plan meals.',
  problemStatement: 'Planning takes hours.',
  keyFeatures: ['Weekly plan', 'Shopping list'],
  userPersonas: ['Busy parent'],
  platforms: ['iOS', 'Web'],
  techStack: [AI_MARKER],
  securityConcerns: AI_MARKER,
  businessGoals: '500 paying families',
  successMetrics: ['WAU', 'WAU'],
  timeline: '3 months',
  compliance: ['GDPR'],
};

const created = answer(CreateProjectMutation)(() => ({ createProject: { __typename: 'Project', id: 'p1', name: 'MealMate' } }));
const savedSections = answer(SaveWizardResponsesMutation)(() => ({ saveWizardResponses: [] }));
type Routes = Parameters<typeof fakeFetch>[0];

/**
 * Opens the last step with a stored draft; GraphQL answers `answers` (the project and its
 * sections), REST answers `routes` (only the activity signal stays there).
 */
async function openLastStep(answers: Array<[string, GraphqlHandler]>, routes: Routes = {}, stored: WizardDraft = draft) {
  localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(stored));
  const fake = fakeFetch(routes);
  vi.stubGlobal('fetch', fake.fetch);
  const gql = fakeGraphql(answers);
  renderWizard(gql.client);
  fireEvent.click(screen.getByRole('button', { name: 'Step 6: Final Considerations' }));
  const variablesOf = (operationName: string) => gql.calls.find((c) => c.operationName === operationName)?.variables;
  // The wizard's own reads (plan usage, the brief check, what it understood) are not writes to the server.
  const writes = () => gql.calls.filter((c) => !['WizardUsage', 'DraftAnalysis', 'DraftQuestions', 'DraftUnderstanding'].includes(c.operationName));
  return { ...fake, client: gql.client, gqlCalls: gql.calls, writes, variablesOf };
}

let toasts: ReturnType<typeof recordToasts>;
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setAuthState('signed-in');
  resetActivityForTests();
  useWizardDraftStore.setState({ draft: { ...emptyDraft } });
  vi.stubGlobal('scrollTo', vi.fn());
  toasts = recordToasts();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  toasts.stop();
  vi.unstubAllGlobals();
});

const progress = { title: 'Creating Project', message: 'Please wait while we create your project...' };

describe('wizard submit', () => {
  it('creates the project, saves the six sections in one batch, clears the draft and opens the project', async () => {
    const fake = await openLastStep([created, savedSections], {
      'POST /api/activity/track': () => jsonResponse({ status: 'success', data: { recorded: true } }, 202),
    });
    // A project list already read (the sidebar's): creating a project must make it read again.
    const cachedLists = () => Object.keys((fake.client.cache.extract() as Record<string, object | undefined>).ROOT_QUERY ?? {}).filter((key) => key.startsWith('projects'));
    fake.client.cache.writeQuery({
      query: parse('query SeedProjects { projects(first: 4) { nodes { id } } }'),
      data: { projects: { __typename: 'ProjectConnection', nodes: [] } },
    });
    expect(cachedLists()).toEqual(['projects({"first":4})']);
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(location()).toBe('/project/p1'));

    expect(fake.variablesOf('CreateProject')?.input).toMatchObject({
      name: 'MealMate',
      userId: 'u1',
      description: draft.projectDescription,
      keyFeatures: ['Weekly plan', 'Shopping list'],
      techStack: [AI_MARKER],
      successMetrics: ['WAU', 'WAU'],
      platforms: ['iOS', 'Web'],
      userPersonas: ['Busy parent'],
      timeline: '3 months',
      settings: { problem_statement: 'Planning takes hours.', business_goals: '500 paying families', performance_expectations: 'Medium', security_concerns: AI_MARKER },
    });
    const batch = fake.variablesOf('SaveWizardResponses') as { projectId: string; responses: Array<{ sectionId: string; responses: Record<string, unknown> }> };
    expect(batch.projectId).toBe('p1');
    expect(batch.responses.map((r) => r.sectionId)).toEqual(['project_info', 'product_details', 'target_audience', 'tech_stack', 'features', 'deployment']);
    expect(batch.responses[3]?.responses).toMatchObject({ techStack: [AI_MARKER], securityConcerns: AI_MARKER, performanceExpectations: 'Medium' });
    expect(batch.responses[4]?.responses).toMatchObject({ projectScope: 'standardMVP', successMetrics: ['WAU', 'WAU'] });

    expect(toasts.shown).toEqual([expect.objectContaining(progress), expect.objectContaining({ title: 'Project Created!', message: 'Your project "MealMate" has been created successfully.' })]);
    expect(toasts.visible()).toEqual(['Project Created!']);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(useWizardDraftStore.getState().draft).toEqual(emptyDraft);
    expect(cachedLists()).toEqual([]);
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url === '/api/activity/track')?.body).toEqual({
        activity_type: 'PROJECT_CREATE',
        metadata: { entity_id: 'p1', entity_type: 'project' },
      }),
    );
  });

  it('goes on when the batch save fails, and only logs it', async () => {
    await openLastStep([created, answer(SaveWizardResponsesMutation)(() => new GraphqlErrorAnswer('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' }))]);
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(location()).toBe('/project/p1'));
    expect(toasts.shown.map((t) => t.title)).toEqual(['Creating Project', 'Project Created!']);
    expect(logged).toHaveBeenCalledWith('Failed to save wizard responses batch', expect.anything());
  });

  it("shows 'Error Creating Project' with the server's message and keeps the draft", async () => {
    await openLastStep([answer(CreateProjectMutation)(() => new GraphqlErrorAnswer('The free beta allows 2 projects.', { code: 'FORBIDDEN', appCode: 'PLAN_LIMIT_REACHED' }))]);
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(toasts.shown).toHaveLength(2));
    expect(toasts.shown[1]).toMatchObject({ title: 'Error Creating Project', message: 'The free beta allows 2 projects.', color: 'red' });
    expect(toasts.visible()).toEqual(['Error Creating Project']);
    expect(location()).toBe('/create-project');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    expect(button('Create Project').disabled).toBe(false);
  });

  it('falls back to the connection message when the network fails', async () => {
    await openLastStep([]);
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(toasts.shown).toHaveLength(2));
    // No server message to show: the spec's fallback.
    expect(toasts.shown[1]).toMatchObject({ title: 'Error Creating Project', message: 'Failed to create project. Please check your connection and try again.' });
  });

  it('falls back to the connection message when the server answers without a message', async () => {
    // A gateway's 502 page: no GraphQL answer, so no message to show.
    await openLastStep([answer(CreateProjectMutation)(() => Promise.reject(new Error('Response not successful: Received status code 502')))]);
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(toasts.shown).toHaveLength(2));
    expect(toasts.shown[1]).toMatchObject({ title: 'Error Creating Project', message: 'Failed to create project. Please check your connection and try again.' });
  });

  it("refuses a blank name with 'Project name is required' before calling the server", async () => {
    const fake = await openLastStep([created], {}, { ...draft, projectName: '   ' });
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(toasts.shown).toHaveLength(2));
    expect(toasts.shown[1]).toMatchObject({ title: 'Error Creating Project', message: 'Project name is required' });
    expect(fake.calls).toHaveLength(0);
    expect(fake.writes()).toHaveLength(0);
  });

  it("asks a signed-out visitor to log in: 'Authentication Required', then /auth", async () => {
    await openLastStep([]);
    setAuthState('signed-out');
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(toasts.shown).toEqual([expect.objectContaining({ title: 'Authentication Required', message: 'You must be logged in to create a project.', color: 'red' })]);
  });

  it("needs a current user id: 'Unable to get current user information. Please log in again.'", async () => {
    const fake = await openLastStep([created]);
    setAuthState('signed-in', { id: '', email: 'a@b.c', name: 'A', avatar_url: null, identities: [] });
    fireEvent.click(button('Create Project'));
    await waitFor(() => expect(toasts.shown).toHaveLength(2));
    expect(toasts.shown[1]).toMatchObject({ title: 'Error Creating Project', message: 'Unable to get current user information. Please log in again.' });
    expect(fake.calls).toHaveLength(0);
    expect(fake.writes()).toHaveLength(0);
  });
});

describe("the creation call's own checks", () => {
  it("refuses a project without a name or without the user it is for, in the spec's words", () => {
    expect(createInputProblem({ name: ' ', userId: 'u1' })).toBe('Project name is required');
    expect(createInputProblem({ name: 'MealMate', userId: '' })).toBe('User ID is required to create a project');
    expect(createInputProblem({ name: 'MealMate', userId: null })).toBe('User ID is required to create a project');
    expect(createInputProblem({ name: 'MealMate', userId: 'u1' })).toBeNull();
  });
});
