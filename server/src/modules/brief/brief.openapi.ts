import { z } from 'zod';
import { errorTable } from '../../core/errors/index.js';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
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
        .openapi({ description: "The feature interview: at most one entry per key feature, '' where not answered. Spec items made from an entry cite it as `brief:featureDetails@<key>` (a hash of its text)." }),
      integrationUses: z.array(z.object({ integration: z.string(), feature: z.string() })).openapi({ description: 'Which key features each integration serves, as the user corrected it; an integration named here serves exactly these.' }),
      teamSize: z.number().int().min(1).max(50).nullable().openapi({ description: "People building it (the project setting `team_size`); null: the scope's default team." }),
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
    '`integrationUses` (optional): `{integration, feature}` pairs, each `integration` one of integrations and each `feature` one of keyFeatures (400 VALIDATION_FAILED naming `integrationUses.<i>.integration` or `.feature`); saved with the tech_stack section. `teamSize` (optional): 1–50, saved as the project setting `team_size`; left out keeps it, null clears it.',
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

const UnderstoodLineSchema = openApiRegistry.register(
  'UnderstoodLine',
  z.object({
    key: z.string().openapi({ description: 'Stable within a brief: `actor:FR-2`, `integration:INT-1`, `team_size`, `constraint:1`, `metric:SM-1`.' }),
    topic: z.enum(['actor', 'integration', 'team_size', 'constraint', 'metric']),
    item_id: z.string().nullable().openapi({ description: 'The spec item the line is about (FR-2, INT-1, SM-1), if any.' }),
    subject: z.string().openapi({ description: "The key feature, integration, constraint or metric, in the brief's words." }),
    understood: z.string().openapi({ description: 'One sentence: what the generator took it to mean.' }),
    values: z.array(z.string()).openapi({ description: "The current value(s): a persona's entry, the features served, the team size, the implied tasks, the target." }),
    source: z.enum(['answer', 'brief', 'pattern', 'guess', 'unknown']).openapi({ description: "answer: the user's correction; brief: its words; pattern: the capability catalogue; guess: an inference; unknown: see `question`." }),
    evidence: z.string().openapi({ description: 'Where it came from, in words.' }),
    question: z.string().nullable().openapi({ description: 'Asked instead of guessed, when nothing says.' }),
    correction: z.enum(['actor', 'integration_features', 'team_size', 'edit']).openapi({
      description: 'actor: pick a persona (saved as featureDetails[n].actor); integration_features: toggle key features (integrationUses); team_size: a number (teamSize); edit: change the brief field.',
    }),
    choices: z.array(z.string()).openapi({ description: 'What a one-click correction picks from; [] for edit.' }),
    field: z.string().openapi({ description: 'The brief field a correction writes.' }),
  }),
);

const UnderstandingSchema = openApiRegistry.register('BriefUnderstanding', z.object({ project_id: z.uuid().nullable(), lines: z.array(UnderstoodLineSchema) }));

const understandingSummary = '"Here is what I understood": who does each key feature, which integration serves which, the team size, the constraints and what they imply, metric targets';

openApiRegistry.registerPath({
  ...base,
  method: 'get',
  path: '/projects/{id}/brief/understanding',
  summary: `${understandingSummary} (the saved brief)`,
  description: 'Read off the spec graph the built-in composer makes of the saved brief, so it agrees with what generation produces. Stores nothing; a read token may call it.',
  request: { params: IdParam },
  responses: { 200: { description: 'The understanding', ...jsonBody(successOf(UnderstandingSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  ...base,
  method: 'post',
  path: '/briefs/understanding',
  summary: `${understandingSummary} (a wizard draft or unsaved edits)`,
  description:
    "The body is the wizard draft (its camelCase fields, featureDetails, integrationUses and teamSize included), held to the wizard's limits (400 VALIDATION_FAILED naming the field); over 300,000 characters of JSON: 413 PAYLOAD_TOO_LARGE. Stores nothing.",
  request: { body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()).openapi({ description: 'The wizard draft' }) } } } },
  responses: { 200: { description: 'The understanding', ...jsonBody(successOf(UnderstandingSchema)) }, ...errorResponses(400, 401) },
});
