import type { Project, ProjectStatus } from '../../lib/projects';

/** The statuses the settings form offers: active (default), completed, archived. */
export const EDITABLE_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'completed', label: 'Completed' },
  { value: 'archived', label: 'Archived' },
] as const;

export const TIMELINE_OPTIONS = ['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom'];

export interface DetailsValues {
  name: string;
  description: string;
  status: Exclude<ProjectStatus, 'draft'>;
  timeline: string;
  developmentPhase: string;
  techStack: string;
  integrations: string;
}

/** Comma-separated, trimmed, empty entries dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function toDetailsValues(project: Project): DetailsValues {
  const status = project.status === 'draft' ? 'active' : project.status;
  return {
    name: project.name,
    description: project.description ?? '',
    status,
    timeline: project.timeline ?? '',
    developmentPhase: project.development_phase ?? '',
    techStack: (project.tech_stack ?? []).join(', '),
    integrations: (project.integrations ?? []).join(', '),
  };
}

/** The edited fields, merged by the caller into the existing project for the PUT. */
export function toProjectChanges(values: DetailsValues): Partial<Project> {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    timeline: values.timeline.trim(),
    development_phase: values.developmentPhase.trim(),
    tech_stack: splitList(values.techStack),
    integrations: splitList(values.integrations),
  };
}

const NOT_SPECIFIED = 'Not specified';
const joined = (items: string[] | null | undefined) => (items && items.length > 0 ? items.join(', ') : '');

/** The Wizard Answers tab's derived values. */
export function wizardAnswers(project: Project): Array<{ label: string; value: string }> {
  const rows = [
    { label: 'Project Type', value: joined(project.platforms) },
    { label: 'Goals', value: project.business_goals || project.description || '' },
    { label: 'Target Audience', value: joined(project.user_personas) },
    { label: 'Key Features', value: joined(project.key_features) },
    { label: 'Technical Requirements', value: joined(project.tech_stack) },
  ];
  return rows.map((row) => ({ ...row, value: row.value.trim() === '' ? NOT_SPECIFIED : row.value }));
}
