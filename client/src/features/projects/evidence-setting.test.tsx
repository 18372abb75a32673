import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthState } from '../../test/auth';
import { answer, fakeGraphql, GraphqlErrorAnswer, type GraphqlHandler } from '../../test/graphql';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { ProjectSettingsQuery, UpdateProjectSettingsMutation } from './api/project-settings.graphql';
import { ProjectSettingsPage } from './components/project-settings-page';
import type { SettingsProject } from './project-form';

const project: SettingsProject = {
  __typename: 'Project',
  id: 'p1',
  role: 'owner',
  name: 'MealMate',
  description: 'Plans meals',
  status: 'active',
  keyFeatures: [],
  techStack: [],
  integrations: [],
  timeline: '',
  developmentPhase: '',
  platforms: [],
  businessGoals: '',
  userPersonas: [],
  modelSource: 'server',
  settings: { require_evidence: true, team_size: 3 },
  updatedAt: '2026-01-05T00:00:00.000Z',
};

function open(shown: SettingsProject, answers: Array<[string, GraphqlHandler]> = []) {
  const gql = fakeGraphql([answer(ProjectSettingsQuery)(() => ({ project: shown })), ...answers]);
  renderWithProviders(
    <Routes>
      <Route path="/project/:projectId/settings" element={<ProjectSettingsPage />} />
    </Routes>,
    { path: '/project/p1/settings', client: gql.client },
  );
  return { callsOf: (operationName: string) => gql.calls.filter((c) => c.operationName === operationName).map((c) => c.variables) };
}

const toastMessages = () => notificationsStore.getState().notifications.map((n) => n.message);
const evidenceSwitch = async () => (await screen.findByRole('switch', { name: 'Require evidence before done' })) as HTMLInputElement;

beforeEach(() => {
  setAuthState('signed-in');
  notifications.clean();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the require-evidence switch', () => {
  it('shows the setting with its description, and saves only that key when switched off', async () => {
    const { callsOf } = open(project, [answer(UpdateProjectSettingsMutation)(({ input }) => ({ updateProject: { ...project, settings: { ...project.settings, ...input.settings } } }))]);
    const toggle = await evidenceSwitch();
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    expect(screen.getByText('Marking a task done needs passing tests for its criteria, or an override note')).toBeTruthy();

    fireEvent.click(toggle);
    await waitFor(() => expect(toastMessages()).toContain('Project settings saved successfully'));
    // Settings merge key by key on the server, so team_size and the details are not sent.
    expect(callsOf('UpdateProjectSettings')).toEqual([{ id: 'p1', input: { settings: { require_evidence: false } } }]);
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('is off for a project made before the setting existed, and switching it on sends true', async () => {
    const { callsOf } = open({ ...project, settings: {} }, [answer(UpdateProjectSettingsMutation)(({ input }) => ({ updateProject: { ...project, settings: { ...input.settings } } }))]);
    const toggle = await evidenceSwitch();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(callsOf('UpdateProjectSettings')).toEqual([{ id: 'p1', input: { settings: { require_evidence: true } } }]);
  });

  it("keeps the switch as it was and shows 'Failed to save project settings' when the save fails", async () => {
    open(project, [answer(UpdateProjectSettingsMutation)(() => new GraphqlErrorAnswer('This needs the editor role', { code: 'FORBIDDEN', appCode: 'FORBIDDEN' }))]);
    const toggle = await evidenceSwitch();
    fireEvent.click(toggle);
    await waitFor(() => expect(toastMessages()).toContain('Failed to save project settings'));
    expect(console.error).toHaveBeenCalledWith('Failed to update project', 'This needs the editor role');
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
  });

  it.each(['reviewer', 'viewer'])('is shown but cannot be changed by a %s', async (role) => {
    const { callsOf } = open({ ...project, role });
    const toggle = await evidenceSwitch();
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    expect(screen.getByText(`Only the owner or an editor can change this; your role is ${role}.`)).toBeTruthy();
    fireEvent.click(toggle);
    expect(callsOf('UpdateProjectSettings')).toEqual([]);
  });

  it('can be changed by an editor', async () => {
    open({ ...project, role: 'editor' });
    expect((await evidenceSwitch()).disabled).toBe(false);
  });
});
