import { z } from 'zod';
import { openApiRegistry } from '../../core/openapi/registry.js';
import { errorResponses, jsonBody, security, successOf } from '../../core/openapi/responses.js';
import { reportInput } from './evidence.service.js';
import { verificationStatuses } from './verification.js';

const projectId = z.object({ id: z.uuid().openapi({ description: 'Project id' }) });
const status = z.enum(verificationStatuses);
const counts = { status, verified: z.number().int(), failing: z.number().int(), stale: z.number().int(), unverified: z.number().int(), total: z.number().int() };
const rollup = z.object({ id: z.string(), title: z.string(), ...counts, criteria: z.array(z.string()) });

const RunOutcomeSchema = z
  .object({
    run_id: z.uuid(),
    tests: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    matched_criteria: z.array(z.string()).openapi({ description: 'Criterion ids of the spec cited by the tests' }),
    unmatched_tests: z.number().int().openapi({ description: 'Test cases citing no criterion id' }),
    unmatched_test_names: z.array(z.string()).openapi({ description: 'The first 50 of them' }),
    unknown_ids: z.array(z.string()).openapi({ description: 'Cited ids the spec does not know (reported, not refused)' }),
  })
  .openapi('TestRunOutcome');

const RunSchema = z.object({
  id: z.uuid(),
  commit: z.string().nullable(),
  branch: z.string().nullable(),
  tests: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  unmatched_tests: z.number().int(),
  created_at: z.string(),
});

const VerificationSchema = z
  .object({
    project_id: z.uuid(),
    project: z.object({ ...counts, percent: z.number().int() }),
    criteria: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        requirement_id: z.string().nullable(),
        status,
        retired: z.boolean(),
        tests: z.array(z.string()),
        last_run_at: z.string().nullable(),
      }),
    ),
    requirements: z.array(rollup),
    tasks: z.array(rollup),
    milestones: z.array(rollup),
    unknown_ids: z.array(z.string()),
    runs: z.array(RunSchema).openapi({ description: 'The last 50 runs, newest first' }),
  })
  .openapi('Verification');

openApiRegistry.registerPath({
  method: 'post',
  path: '/projects/{id}/test-results',
  tags: ['Test evidence'],
  security,
  summary:
    'Stores a JUnit XML report as a test run. A test proves the criteria whose ids (AC-1.2) its name, class name or <property name="criteria" value="AC-1.2, AC-3.1"/> cite. Raw XML (commit and branch in the query string) or JSON. A DOCTYPE or malformed XML answers 400 (naming the line); over 5 MB or 20,000 test cases 413; a read token 403 TOKEN_READ_ONLY.',
  request: {
    params: projectId,
    query: z.object({ commit: z.string().optional(), branch: z.string().optional() }),
    body: { content: { 'application/xml': { schema: z.string() }, 'application/json': { schema: reportInput } } },
  },
  responses: {
    201: { description: 'What the run proves', ...jsonBody(successOf(RunOutcomeSchema)) },
    ...errorResponses(400, 401, 403, 404, 413),
  },
});

openApiRegistry.registerPath({
  method: 'get',
  path: '/projects/{id}/verification',
  tags: ['Test evidence'],
  security,
  summary: "Each acceptance criterion's verification (verified, failing, stale, unverified) rolled up to requirements, tasks, milestones and the project, with the last 50 runs",
  request: { params: projectId },
  responses: {
    200: { description: 'The verification', ...jsonBody(successOf(VerificationSchema)) },
    ...errorResponses(401, 403, 404),
  },
});
