import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ServiceContext } from '../../core/context.js';
import { confirmSpecItem, editSpecItemText } from '../spec/suggestion.service.js';

interface Helpers {
  project: z.ZodString;
  json: (value: unknown) => CallToolResult;
  guarded: <A>(run: (args: A) => Promise<CallToolResult>) => (args: A) => Promise<CallToolResult>;
}

const part = (what: string) => z.string().min(1).max(1000).optional().describe(what);

/** An agent that agreed a catalogue suggestion with its user confirms it, or writes it as agreed. */
export function registerSuggestionTools(server: McpServer, ctx: ServiceContext, { project, json, guarded }: Helpers): void {
  server.registerTool(
    'confirm_spec_item',
    {
      description:
        'Confirms an item the capability catalogue suggested (source pattern:<capability>, e.g. an acceptance criterion AC-3.2), so the quality report stops flagging it. With given, when and then (a criterion) or statement (another item) it rewrites the item in those words instead; an edited item counts as confirmed. Needs a read-write token and the editor role. NOT_A_SUGGESTION for an item the catalogue did not suggest.',
      inputSchema: {
        project,
        id: z.string().max(24).describe('Item id, e.g. AC-3.2'),
        given: part("A criterion's situation (Given …)"),
        when: part("A criterion's action (when …)"),
        then: part("A criterion's outcome (then …)"),
        statement: z.string().min(1).max(2000).optional().describe('The whole statement of an item that is not a criterion'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    guarded(async ({ project: projectId, id, given, when, then, statement }) => {
      const edit = given !== undefined || when !== undefined || then !== undefined || statement !== undefined;
      const item = edit ? await editSpecItemText(ctx, projectId, id, { given, when, then, statement }) : await confirmSpecItem(ctx, projectId, id);
      return json({ id: item.id, statement: item.statement, source: item.source, confirmed: item.fields.confirmed === true, edited: item.fields.edited === true });
    }),
  );
}
