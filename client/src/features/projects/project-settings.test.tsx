import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Project } from '../../lib/projects';
import { fakeFetch, jsonResponse, setAuthState } from '../../test/auth';
import '../../test/jsdom-fonts';
import { renderWithProviders } from '../../test/render';
import { ProjectSettingsPage } from './components/project-settings-page';
import { splitList, wizardAnswers } from './project-form';

const project: Project = {
  id: 'p1',
  name: 'MealMate',
  description: 'Plans meals',
  status: 'draft',
  user_id: 'u1',
  key_features: ['Plan', 'List'],
  tech_stack: ['React'],
  integrations: [],
  success_metrics: [],
  timeline: '3 months',
  development_phase: null,
  platforms: ['iOS', 'Web'],
  business_goals: '',
  user_personas: ['Parent'],
  settings: {},
  created_at: '2026-01-05T00:00:00Z',
  updated_at: '2026-01-05T00:00:00Z',
};

function Where() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

function open(routes: Parameters<typeof fakeFetch>[0], path = '/project/p1/settings') {
  const fake = fakeFetch({ 'GET /api/projects/p1': () => jsonResponse({ status: 'success', data: project }), ...routes });
  vi.stubGlobal('fetch', fake.fetch);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/project/:projectId/settings" element={<ProjectSettingsPage />} />
        <Route path="/mission-control/:projectId/settings" element={<ProjectSettingsPage />} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    { path },
  );
  return fake;
}

const toastMessages = () => notificationsStore.getState().notifications.map((n) => n.message);
const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

beforeEach(() => {
  setAuthState('signed-in');
  notifications.clean();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('project settings rules', () => {
  it('splits comma-separated lists, trimmed, empty entries dropped', () => {
    expect(splitList(' React , ,Node.js,, PostgreSQL ')).toEqual(['React', 'Node.js', 'PostgreSQL']);
    expect(splitList('  ')).toEqual([]);
  });

  it("derives the wizard answers, with 'Not specified' for empty values and goals falling back to the description", () => {
    expect(wizardAnswers(project)).toEqual([
      { label: 'Project Type', value: 'iOS, Web' },
      { label: 'Goals', value: 'Plans meals' },
      { label: 'Target Audience', value: 'Parent' },
      { label: 'Key Features', value: 'Plan, List' },
      { label: 'Technical Requirements', value: 'React' },
    ]);
    const empty = wizardAnswers({ ...project, platforms: [], description: '', user_personas: [], key_features: [], tech_stack: [] });
    expect(empty.every((row) => row.value === 'Not specified')).toBe(true);
    expect(wizardAnswers({ ...project, business_goals: 'Grow' })[1]?.value).toBe('Grow');
  });
});

describe('project settings page', () => {
  it('saves the merged project with trimmed comma lists and the spec toast', async () => {
    const fake = open({
      'PUT /api/projects/p1': (init) => jsonResponse({ status: 'success', data: { ...project, ...JSON.parse(String(init?.body)) } }),
      'GET /api/projects': () => jsonResponse({ status: 'success', data: [project] }),
    });
    expect(await screen.findByRole('heading', { name: 'Project Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Mission Control' }).getAttribute('href')).toBe('/mission-control/p1');
    fireEvent.change(input('Project Name'), { target: { value: ' MealMate Pro ' } });
    fireEvent.change(input('Tech Stack'), { target: { value: 'React, , Node.js ,' } });
    fireEvent.change(input('Integrations'), { target: { value: ' Stripe ' } });
    fireEvent.change(input('Development Phase'), { target: { value: 'Planning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastMessages()).toContain('Project settings saved successfully'));
    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      ...project,
      name: 'MealMate Pro',
      status: 'active',
      tech_stack: ['React', 'Node.js'],
      integrations: ['Stripe'],
      development_phase: 'Planning',
      created_at: project.created_at,
    });
  });

  it("shows 'Failed to save project settings' when the save fails", async () => {
    open({ 'PUT /api/projects/p1': () => jsonResponse({ status: 'error', code: 'INTERNAL_SERVER_ERROR', message: 'x' }, 500) });
    await screen.findByRole('heading', { name: 'Project Settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to save project settings'));
  });

  it('lists the wizard answers in their tab', async () => {
    open({});
    fireEvent.click(await screen.findByRole('tab', { name: 'Wizard Answers' }));
    expect(screen.getByText('iOS, Web')).toBeTruthy();
    expect(screen.getByText('Plan, List')).toBeTruthy();
  });

  it('deletes only after the exact name is typed, then goes home', async () => {
    const fake = open(
      {
        'DELETE /api/projects/p1': () => jsonResponse({ status: 'success', message: 'Project deleted successfully' }),
        'GET /api/projects': () => jsonResponse({ status: 'success', data: [] }),
      },
      '/mission-control/p1/settings',
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Danger Zone' }));
    const remove = screen.getByRole('button', { name: 'Delete Project' }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    fireEvent.change(input('Project name'), { target: { value: 'mealmate' } });
    expect(remove.disabled).toBe(true);
    fireEvent.submit(remove.closest('form') as HTMLFormElement);
    expect(toastMessages()).toContain('Project name does not match');
    expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.change(input('Project name'), { target: { value: 'MealMate' } });
    expect(remove.disabled).toBe(false);
    fireEvent.click(remove);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(toastMessages()).toContain('Project deleted successfully');
  });

  it("shows 'Failed to delete project' when the delete fails", async () => {
    open({ 'DELETE /api/projects/p1': () => jsonResponse({ status: 'error', code: 'INTERNAL_SERVER_ERROR', message: 'x' }, 500) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Danger Zone' }));
    fireEvent.change(input('Project name'), { target: { value: 'MealMate' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Project' }));
    await waitFor(() => expect(toastMessages()).toContain('Failed to delete project'));
    expect(screen.getByTestId('location').textContent).toBe('/project/p1/settings');
  });

  it("shows 'Project Not Found' with 'Go to Home' for a 404", async () => {
    open({ 'GET /api/projects/p1': () => jsonResponse({ status: 'error', code: 'PROJECT_NOT_FOUND', message: 'Project not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Error: Failed to load project details' for other failures", async () => {
    open({ 'GET /api/projects/p1': () => jsonResponse({ status: 'error', code: 'INTERNAL_SERVER_ERROR', message: 'x' }, 500) });
    expect(await screen.findByText('Error: Failed to load project details')).toBeTruthy();
  });
});
