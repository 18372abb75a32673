import { z } from 'zod/mini';
import type { ProjectInput, ProjectSettingsQuery } from '../../gql/graphql';

/** The project as this screen reads it (GraphQL, camelCase). */
export type SettingsProject = ProjectSettingsQuery['project'];

/** Owners and editors change a project's settings (the server's updateProject needs editor). */
export function canEditSettings(role: string): boolean {
  return role === 'owner' || role === 'editor';
}

/** Evidence before done: on only when the project says so (projects older than the setting lack the key). */
export function requiresEvidence(project: Pick<SettingsProject, 'settings'>): boolean {
  return project.settings.require_evidence === true;
}

/** The statuses the settings form offers: active (default), completed, archived. */
export const EDITABLE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'archived', label: 'Archived' },
] as const;

export type EditableStatus = (typeof EDITABLE_STATUSES)[number]['value'];

/** A draft (or any status the form does not offer) is edited as active (the default status). */
export function editableStatus(status: string): EditableStatus {
  return EDITABLE_STATUSES.find((s) => s.value === status)?.value ?? 'active';
}

export const TIMELINE_OPTIONS = ['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom'];

export interface DetailsValues {
  name: string;
  description: string;
  status: EditableStatus;
  timeline: string;
  developmentPhase: string;
  techStack: string;
  integrations: string;
  /** 'server' (the server default) or 'user' (the owner's own model, from the profile). */
  modelSource: 'server' | 'user';
}

/**
 * The Project Details form's checks: a name that is not blank. The rest is free text the server
 * trims and limits; its messages come back through the save's failure toast.
 */
export const detailsSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Project name is required')),
});

/** Comma-separated, trimmed, empty entries dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function toDetailsValues(project: SettingsProject): DetailsValues {
  return {
    name: project.name,
    description: project.description,
    status: editableStatus(project.status),
    timeline: project.timeline,
    developmentPhase: project.developmentPhase,
    techStack: project.techStack.join(', '),
    integrations: project.integrations.join(', '),
    modelSource: project.modelSource === 'user' ? 'user' : 'server',
  };
}

/** The edited fields as GraphQL's ProjectInput (fields left out stay as they are). */
export function toProjectInput(values: DetailsValues): ProjectInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    timeline: values.timeline.trim(),
    developmentPhase: values.developmentPhase.trim(),
    techStack: splitList(values.techStack),
    integrations: splitList(values.integrations),
    modelSource: values.modelSource,
  };
}

const NOT_SPECIFIED = 'Not specified';
const joined = (items: string[] | null | undefined) => (items && items.length > 0 ? items.join(', ') : '');

/** The Wizard Answers tab's derived values (the project settings page). */
type AnswerFields = Pick<SettingsProject, 'platforms' | 'businessGoals' | 'description' | 'userPersonas' | 'keyFeatures' | 'techStack'>;

export function wizardAnswers(project: AnswerFields): Array<{ label: string; value: string }> {
  const rows = [
    { label: 'Project Type', value: joined(project.platforms) },
    { label: 'Goals', value: project.businessGoals || project.description || '' },
    { label: 'Target Audience', value: joined(project.userPersonas) },
    { label: 'Key Features', value: joined(project.keyFeatures) },
    { label: 'Technical Requirements', value: joined(project.techStack) },
  ];
  return rows.map((row) => ({ ...row, value: row.value.trim() === '' ? NOT_SPECIFIED : row.value }));
}
