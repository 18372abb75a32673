import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { presentRunOutcomeRest, presentVerificationRest } from '../evidence/evidence.presenter.js';
import { getVerification, reportTestResults } from '../evidence/evidence.service.js';

interface Helpers {
  project: z.ZodString;
  json: (value: unknown) => CallToolResult;
  guarded: <A>(run: (args: A) => Promise<CallToolResult>) => (args: A) => Promise<CallToolResult>;
}

/** The evidence tools: an agent sends its test results and reads which criteria they prove. */
export function registerEvidenceTools(server: McpServer, ctx: ServiceContext, { project, json, guarded }: Helpers): void {
  server.registerTool(
    'report_test_results',
    {
      description:
        'Sends a JUnit XML test report (vitest, jest, pytest, go test via gotestsum, JUnit, playwright). A test proves the criteria whose ids (AC-1.2) appear in its name, class name or a <property name="criteria" value="AC-1.2, AC-3.1"/>. Answers the counts, the matched criteria, the tests citing none and the ids the spec does not know. Needs a read-write token; the MCP request body is limited to 64 KB (post larger reports to POST /api/projects/{id}/test-results).',
      inputSchema: {
        project,
        report: z.string().min(1).describe('The JUnit XML document'),
        commit: z.string().max(80).optional().describe('The commit the tests ran on'),
        branch: z.string().max(200).optional().describe('The branch the tests ran on'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
    },
    guarded(async ({ project: projectId, report, commit, branch }) => json(presentRunOutcomeRest(await reportTestResults(ctx, projectId, { format: 'junit', report, commit, branch })))),
  );

  server.registerTool(
    'get_verification',
    {
      description:
        "Which acceptance criteria a passing test run proves: each criterion's status (verified, failing, stale, unverified) with the tests citing it, rolled up per requirement, task and milestone, and the last runs. With taskId, only that task's criteria.",
      inputSchema: { project, taskId: z.string().max(24).optional().describe('Task id, e.g. T-4') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ project: projectId, taskId }) => {
      const v = presentVerificationRest(await getVerification(ctx, projectId));
      if (!taskId) return json({ ...v, runs: v.runs.slice(0, 10) });
      const task = v.tasks.find((t) => t.id === taskId.trim().toUpperCase());
      if (!task) throw new AppError('TASK_NOT_FOUND');
      const own = new Set(task.criteria);
      return json({ task, criteria: v.criteria.filter((c) => own.has(c.id)), last_run: v.runs[0] ?? null });
    }),
  );
}
