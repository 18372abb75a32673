import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { dimensions, severities } from './rule.js';
import { verdictLevels } from './verdicts.js';

const projectId = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const Dimensions = z.object(Object.fromEntries(dimensions.map((d) => [d, z.number().int().min(0).max(100)])) as Record<(typeof dimensions)[number], z.ZodNumber>);

const FindingSchema = z.object({
  rule: z.string().openapi({ example: 'fr-without-criteria' }),
  severity: z.enum(severities),
  dimension: z.enum(dimensions),
  itemId: z.string().nullable().openapi({ example: 'FR-3' }),
  document: z.string().nullable(),
  section: z.string().nullable(),
  message: z.string(),
  suggestion: z.string(),
});

const VerdictSchema = z.object({
  dimension: z.enum(dimensions),
  score: z.number().int().min(0).max(100),
  verdict: z.enum(verdictLevels).openapi({ description: 'broken: a critical finding or under 40; thin: a high finding or under 70; adequate: a medium finding or under 90; strong otherwise' }),
  summary: z.string(),
  rules: z.array(z.object({ rule: z.string(), severity: z.enum(severities), count: z.number().int() })),
});

const AnalysisSchema = z
  .object({
    project_id: z.uuid().optional(),
    score: z.number().int().min(0).max(100).openapi({ description: 'At most 59 while any finding is critical' }),
    dimensions: Dimensions,
    verdicts: z.array(VerdictSchema),
    ready: z.boolean().openapi({ description: '"Ready to build from": no dimension is thin or broken' }),
    headline: z.string().openapi({ example: 'Answer 3 questions to lift testability from thin to adequate.' }),
    findings: z.array(FindingSchema),
    history: z.array(z.object({ score: z.number().int(), dimensions: Dimensions.partial({ specificity: true }), created_at: z.string() })).optional(),
    approvals: z
      .array(
        z.object({
          document_id: z.uuid(),
          document_type: z.string(),
          version: z.number().int(),
          approved_by: z.array(z.object({ id: z.uuid(), name: z.string() })),
          changes_requested_by: z.array(z.object({ id: z.uuid(), name: z.string() })),
        }),
      )
      .optional()
      .openapi({ description: "Each generated document's current version with who approved it or asked for changes (a project's report only)" }),
  })
  .openapi('Analysis');

const QuestionSchema = z
  .object({
    id: z.string(),
    field: z.string().openapi({ description: 'The brief field the answer is written to', example: 'keyFeatures' }),
    question: z.string(),
    why: z.string(),
    suggestions: z.array(z.string()),
    list: z.boolean().openapi({ description: 'The field is a list: one entry per line of the answer' }),
    priority: z.number().int(),
  })
  .openapi('ClarifyingQuestion');

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/analysis',
  tags: ['Quality gate'],
  security,
  summary: 'A deterministic quality report (no model call): score 0–100, six dimensions with a verdict each, a headline, findings with severity, place and fix, and the score history',
  request: { params: projectId },
  responses: { 200: { description: 'The report', ...jsonBody(successOf(AnalysisSchema)) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/questions',
  tags: ['Quality gate'],
  security,
  summary: 'Up to five clarifying questions whose answers improve the brief, most important first',
  request: { params: projectId },
  responses: { 200: { description: 'The questions', ...jsonBody(successOf(z.object({ questions: z.array(QuestionSchema) }))) }, ...errorResponses(401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/questions/answers',
  tags: ['Quality gate'],
  security,
  summary: 'Write answers into the brief (one new brief version); answers the new report',
  request: {
    params: projectId,
    body: { content: { 'application/json': { schema: z.object({ answers: z.array(z.object({ question_id: z.string(), answer: z.string().max(5000) })).min(1) }) } } },
  },
  responses: { 200: { description: 'The report after the answers', ...jsonBody(successOf(AnalysisSchema)) }, ...errorResponses(400, 401, 404) },
});

openApiRegistry.registerPath({
  method: 'post',
  path: '/briefs/analysis',
  tags: ['Quality gate'],
  security,
  summary: "A wizard draft's report and clarifying questions, before the project exists (stores nothing)",
  description:
    "Answers are held to the wizard's limits (name 200 characters, timeline 100, other answers 5,000, lists 50 entries of 500): over one answers 400 VALIDATION_FAILED naming the field. A draft over 300,000 characters of JSON, or one whose analysis runs past 120 s, answers 413 PAYLOAD_TOO_LARGE.",
  request: { body: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()).openapi({ description: 'The wizard draft (its camelCase fields)' }) } } } },
  responses: { 200: { description: 'The report', ...jsonBody(successOf(AnalysisSchema.extend({ questions: z.array(QuestionSchema) }))) }, ...errorResponses(400, 401) },
});
