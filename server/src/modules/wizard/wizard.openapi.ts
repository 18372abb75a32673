import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { WIZARD_RULES_DESCRIPTION } from './wizard-rules.js';
import { SectionIdSchema, WizardBatchSchema, WizardResponseInputSchema, WizardValidateSchema } from './wizard.schemas.js';

export const WizardResponseSchema = openApiRegistry.register(
  'WizardResponse',
  z.object({
    id: z.uuid(),
    project_id: z.uuid(),
    section_id: SectionIdSchema,
    responses: z.record(z.string(), z.unknown()),
    completed: z.boolean(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  }),
);

const Issue = z.object({ field: z.string(), message: z.string() });
export const WizardValidationSchema = openApiRegistry.register('WizardValidation', z.object({ valid: z.boolean(), errors: z.array(Issue), warnings: z.array(Issue) }));

const IdParam = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const tags = ['Wizard'];
const base = '/projects/{id}/wizard';

openApiRegistry.registerPath({
  method: 'get',
  path: `${base}/responses`,
  tags,
  security,
  summary: 'The answered sections of a project, in step order',
  request: { params: IdParam },
  responses: { 200: { description: 'wizard_responses', ...jsonBody(successOf(z.array(WizardResponseSchema))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'get',
  path: `${base}/responses/{section}`,
  tags,
  security,
  summary: 'One section',
  description: "A section never saved answers 404 WIZARD_RESPONSE_NOT_FOUND (the spec's client maps it to null).",
  request: { params: IdParam.extend({ section: SectionIdSchema }) },
  responses: { 200: { description: 'wizard_response', ...jsonBody(successOf(WizardResponseSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: `${base}/responses`,
  tags,
  security,
  summary: 'Save one section (insert or replace)',
  request: { params: IdParam, body: jsonBody(WizardResponseInputSchema) },
  responses: { 200: { description: 'The saved response', ...jsonBody(successOf(WizardResponseSchema)) }, ...errorResponses(400, 401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: `${base}/responses/batch`,
  tags,
  security,
  summary: 'Save several sections at once',
  description: 'Body `{ responses: [...] }` or a bare array of the same items; each section at most once.',
  request: { params: IdParam, body: jsonBody(WizardBatchSchema) },
  responses: { 200: { description: 'wizard_responses', ...jsonBody(successOf(z.array(WizardResponseSchema))) }, ...errorResponses(400, 401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: `${base}/validate`,
  tags,
  security,
  summary: "Validate one step's answers",
  description: WIZARD_RULES_DESCRIPTION,
  request: { params: IdParam, body: jsonBody(WizardValidateSchema) },
  responses: { 200: { description: 'The validation', ...jsonBody(successOf(WizardValidationSchema)) }, ...errorResponses(400, 401, 404) },
});
