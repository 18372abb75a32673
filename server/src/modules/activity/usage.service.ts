import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';

export interface UsageStats {
  projectsCreated: number;
  documentsGenerated: number;
  lastActive: string | null;
  maxProjects: number;
  maxDocuments: number;
  /** Tokens every generation of the user's documents used (each version's, kept with it). */
  inputTokens: number;
  outputTokens: number;
}

/**
 * SQL for the number of documents in the projects of the user row aliased `u` (usage counts
 * documents whose project belongs to the user): the same rows the free beta limit counts, so the
 * profile's 'x of 20 documents' bar matches the limit. A sub-select keeps usage at one statement.
 */
export function documentsGeneratedSql(): string {
  return 'select count(*) from document d join project p on p.id = d.project_id where p.user_id = u.id';
}

/**
 * Usage stats (the profile's Account tab) in ONE statement: projects created, documents
 * generated, and last active = the later of the last sign-in and the last tracked activity.
 */
export async function usageStats(ctx: ServiceContext): Promise<UsageStats> {
  const user = authorize(ctx, 'read');
  const [row] = await ctx.em.execute<{ projects: number; documents: number; last_active: Date | string | null; input_tokens: string | number; output_tokens: string | number }[]>(
    `select
       (select count(*) from project p where p.user_id = u.id)::int as projects,
       (${documentsGeneratedSql()})::int as documents,
       t.input_tokens, t.output_tokens,
       greatest(u.last_sign_in_at, (select max(e.created_at) from activity_event e where e.user_id = u.id)) as last_active
     from app_user u,
     lateral (select coalesce(sum(v.input_tokens), 0)::bigint as input_tokens, coalesce(sum(v.output_tokens), 0)::bigint as output_tokens
              from document_version v join document d on d.id = v.document_id join project p on p.id = d.project_id
              where p.user_id = u.id) t
     where u.id = ?`,
    [user.id],
  );
  const last = row?.last_active ? new Date(row.last_active) : null;
  return {
    projectsCreated: Number(row?.projects ?? 0),
    documentsGenerated: Number(row?.documents ?? 0),
    lastActive: last ? last.toISOString() : null,
    maxProjects: ctx.deps.plan.maxProjects,
    maxDocuments: ctx.deps.plan.maxDocuments,
    inputTokens: Number(row?.input_tokens ?? 0),
    outputTokens: Number(row?.output_tokens ?? 0),
  };
}
