import { z } from 'zod';
import { errorTable } from '../../core/errors/index.js';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../projects/project.openapi.js';
import { WIZARD_RULES_DESCRIPTION } from '../wizard/wizard-rules.js';
import { BRIEF_FIELDS, LIST_FIELDS } from './brief-draft.js';
import { BRIEF_MESSAGES, UpdateBriefSchema } from './brief.schemas.js';

const BriefDraftSchema = openApiRegistry.register(
  'BriefDraft',
  z
    .object({
      ...Object.fromEntries(BRIEF_FIELDS.map((f) => [f, (LIST_FIELDS as readonly string[]).includes(f) ? z.array(z.string()) : z.string()])),
      featureDetails: z
        .array(z.object({ feature: z.string(), actor: z.string(), trigger: z.string(), outcome: z.string(), rule: z.string(), failure: z.string() }))
        .openapi({ description: "The feature interview: at most one entry per key feature, '' where not answered. Spec items made from entry n (1-based) cite `brief:featureDetails#n`." }),
    })
    .openapi({ description: "The wizard draft: the brief's 24 fields under the wizard's names, by step, and the per-feature details." }),
);

const BriefSchema = openApiRegistry.register(
  'Brief',
  z.object({
    project_id: z.uuid(),
    version: z.number().int().min(0).openapi({ description: '0 as created; +1 for each saved edit. Send it back as base_version.' }),
    changed_fields: z.array(z.string()).openapi({ description: 'GET: what the current version changed. PUT: what this save changed ([] when nothing).' }),
    brief: BriefDraftSchema,
    updated_at: z.iso.datetime().openapi({ description: 'When the project or one of its wizard answers last changed.' }),
  }),
);

const BriefVersionSchema = openApiRegistry.register(
  'BriefVersion',
  z.object({
    version: z.number().int().min(1),
    changed_fields: z.array(z.string()),
    created_at: z.iso.datetime(),
    author: z.object({ id: z.uuid(), name: z.string() }).nullable().openapi({ description: 'Who saved it; null if that account no longer exists.' }),
  }),
);

const BriefConflictSchema = z
  .object({
    status: z.literal('error'),
    code: z.literal('BRIEF_CONFLICT'),
    message: z.literal(errorTable.BRIEF_CONFLICT.message),
    current_version: z.number().int().min(0),
  })
  .openapi('BriefConflict');

const IdParam = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const base = { tags: ['Brief'], security };

openApiRegistry.registerPath({
  ...base,
  method: 'get',
  path: '/projects/{id}/brief',
  summary: "The project's whole brief (the wizard draft) and its version",
  description: 'Read from the project and its wizard answers as the generators read them, so projects created through `POST /projects` load too.',
  request: { params: IdParam },
  responses: { 200: { description: 'The brief', ...jsonBody(successOf(BriefSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  ...base,
  method: 'put',
  path: '/projects/{id}/brief',
  summary: 'Save the whole brief',
  description: [
    'Writes the project fields, its settings keys, the six wizard sections and a brief version in one transaction: on any error nothing is saved.',
    '`featureDetails` (optional): one entry per key feature at most, each `feature` one of keyFeatures and each `actor` one of userPersonas (whole text or name part), trimmed and case-insensitive (400 VALIDATION_FAILED naming `featureDetails.<i>.feature` or `.actor`); at most 50 entries of texts up to 500 characters. Saved with the product_details section.',
    `A field left out or null is saved as the empty answer. Answers are trimmed. Nothing changed: no new version, \`changed_fields: []\`, message "${BRIEF_MESSAGES.unchanged}".`,
    'An option field (timeline, platforms, performanceExpectations, projectScope) sent back exactly as stored is not re-checked, so a free-text timeline saved through the project API does not block the rest; a changed one must be one of the options.',
    '',
    "The wizard's rules, all six steps (errors only; warnings do not block):",
    WIZARD_RULES_DESCRIPTION,
  ].join('\n'),
  request: { params: IdParam, body: jsonBody(UpdateBriefSchema) },
  responses: {
    200: { description: `The saved brief (message "${BRIEF_MESSAGES.saved}" or "${BRIEF_MESSAGES.unchanged}")`, ...jsonBody(successOf(BriefSchema).extend({ message: z.string() })) },
    ...errorResponses(400, 401, 404),
    409: { description: 'BRIEF_CONFLICT: base_version is not the current version (`current_version`); nothing was saved.', ...jsonBody(BriefConflictSchema) },
  },
});

openApiRegistry.registerPath({
  ...base,
  method: 'get',
  path: '/projects/{id}/brief/versions',
  summary: 'The saved edits of the brief, newest first',
  description: 'Version 0, the brief as created, has no entry.',
  request: { params: IdParam },
  responses: { 200: { description: 'Versions', ...jsonBody(successOf(z.array(BriefVersionSchema))) }, ...errorResponses(401, 404) },
});
