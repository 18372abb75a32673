import { z } from 'zod';
import '../../core/openapi/registry.js';
import { modelSources, projectStatuses } from './project.entity.js';

/**
 * Request schemas of the project endpoints (the API's field names). REST and GraphQL (whose input
 * types use the same snake_case names) both parse through them, so both answer the same messages.
 * Lists are trimmed and blank entries dropped; no wizard guidance count is enforced.
 */
export const LIMITS = {
  name: 200,
  text: 5_000,
  shortText: 100,
  listItems: 50,
  listItem: 500,
  setting: 10_000,
} as const;

export const PROJECT_MESSAGES = {
  nameRequired: 'Project name is required',
  nameTooLong: `Project name must be at most ${LIMITS.name} characters`,
  created: 'Project created successfully',
  deleted: 'Project deleted successfully',
  notYourUser: 'You can only create or change projects of your own account.',
  teamSize: 'Team size must be a whole number from 1 to 50',
  teamSizeSaved: 'Team size saved. Regenerate the documents to re-plan the roadmap.',
} as const;

/** PUT /projects/{id}/team-size, setTeamSize: the people the roadmap schedules work for. */
export const TeamSizeSchema = z.object({
  team_size: z.number({ error: PROJECT_MESSAGES.teamSize }).int(PROJECT_MESSAGES.teamSize).min(1, PROJECT_MESSAGES.teamSize).max(50, PROJECT_MESSAGES.teamSize),
});

export function textField(field: string, max: number) {
  return z
    .string({ error: `${field} must be a text` })
    .max(max, `${field} must be at most ${max} characters`)
    .nullish();
}

export function listField(field: string) {
  return z
    .array(z.string({ error: `${field} must be a list of texts` }).max(LIMITS.listItem, `Each entry of ${field} must be at most ${LIMITS.listItem} characters`), { error: `${field} must be a list of texts` })
    .max(LIMITS.listItems, `${field} can hold at most ${LIMITS.listItems} entries`)
    .nullish()
    .openapi({ description: `Trimmed; blank entries are dropped. At most ${LIMITS.listItems} entries.` });
}

const settingScalar = z.union([z.string().max(LIMITS.setting, `Settings values must be at most ${LIMITS.setting} characters`), z.number(), z.boolean(), z.null()]);
// Other settings keys are kept as sent (texts, numbers, booleans, lists or flat objects of them),
// so clients may store more brief details than the four named ones.
const settingValue = z.union([settingScalar, z.array(settingScalar).max(LIMITS.listItems), z.record(z.string(), settingScalar)], { error: 'Settings values must be texts, numbers, booleans, or lists or objects of them' });

export const ProjectSettingsSchema = z
  .object(
    {
      problem_statement: textField('settings.problem_statement', LIMITS.setting),
      business_goals: textField('settings.business_goals', LIMITS.setting),
      performance_expectations: textField('settings.performance_expectations', LIMITS.setting),
      security_concerns: textField('settings.security_concerns', LIMITS.setting),
    },
    { error: 'settings must be an object' },
  )
  .catchall(settingValue)
  .openapi('ProjectSettings', { description: 'Free-form brief details; the four named keys come from the wizard.' });

const nameField = z.string({ error: PROJECT_MESSAGES.nameRequired }).trim().min(1, PROJECT_MESSAGES.nameRequired).max(LIMITS.name, PROJECT_MESSAGES.nameTooLong);

/** Every writable field (the project's own plus the wizard's brief fields), all optional. */
const writableFields = {
  user_id: z.string().nullish().openapi({ description: "Optional; when present it must be the caller's own id." }),
  description: textField('description', LIMITS.text),
  status: z.enum(projectStatuses, { error: `status must be one of: ${projectStatuses.join(', ')}` }).nullish(),
  key_features: listField('key_features'),
  tech_stack: listField('tech_stack'),
  integrations: listField('integrations'),
  success_metrics: listField('success_metrics'),
  platforms: listField('platforms'),
  user_personas: listField('user_personas'),
  timeline: textField('timeline', LIMITS.shortText),
  development_phase: textField('development_phase', LIMITS.shortText),
  business_goals: textField('business_goals', LIMITS.text),
  settings: ProjectSettingsSchema.nullish(),
  model_source: z.enum(modelSources, { error: "model_source must be 'server' or 'user'" }).nullish().openapi({ description: "Which model writes the documents: 'server' (default) or 'user' (your own model, set in your profile)." }),
};

const objectError = { error: 'The request body must be a JSON object' };

export const CreateProjectSchema = z.object({ name: nameField, ...writableFields }, objectError).openapi('CreateProjectRequest');

/** PUT merges: the client sends the existing project with its edits; unknown keys are ignored. */
export const UpdateProjectSchema = z.object({ name: nameField.optional(), ...writableFields }, objectError).openapi('UpdateProjectRequest');

export type CreateProjectInput = z.input<typeof CreateProjectSchema>;
export type UpdateProjectInput = z.input<typeof UpdateProjectSchema>;
export type ProjectFields = z.output<typeof UpdateProjectSchema>;

export function cleanList(items: string[] | null | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter(Boolean);
}

export const ProjectsPageSchema = z.object({
  first: z.number().int().min(1, 'first must be between 1 and 100').max(100, 'first must be between 1 and 100').default(20),
  after: z.string().nullish(),
});

const limitMessage = 'limit must be a whole number between 1 and 100';

/** GET /projects?limit=&cursor= (the REST names of `first` and `after`). */
export const ProjectsQuerySchema = z.object({
  limit: z.coerce.number({ error: limitMessage }).int(limitMessage).min(1, limitMessage).max(100, limitMessage).optional().openapi({ description: '1–100; default 20 when paging' }),
  cursor: z.string().optional().openapi({ description: '`pagination.next_cursor` of the previous page' }),
});
