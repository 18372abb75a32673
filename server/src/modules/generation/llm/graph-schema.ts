import { z } from 'zod';

/**
 * The spec graph as a model writes it: one array per kind, links as id lists named after what
 * they point to, criteria inside their requirement (their ids, AC-<fr>.<n>, follow from the
 * order). Tasks, milestones and dates are not asked for: the built-in scheduler derives them
 * (composer/planner/build-graph.ts `planSpecGraph`), so a model never does date arithmetic.
 *
 * Id formats are part of the schema, so a wrong prefix or a link to the wrong kind of item is
 * reported field by field. Whether links resolve and ids are unique is checked on the graph
 * (graph-from-model.ts), where the messages can name the items.
 */

/** At most four digits: item ids are stored in a 24-character column. */
const idOf = (prefix: string) => z.string().regex(new RegExp(`^${prefix}-\\d{1,4}$`), { error: `must look like ${prefix}-<number>` });
const refs = (prefix: string, what: string) => z.array(idOf(prefix)).describe(`ids (${prefix}-n) of the ${what}`);
const text = (what: string) => z.string().trim().min(1, { error: 'must not be empty' }).describe(what);

const criterion = z.object({
  given: text('the situation, without the word "Given"'),
  when: text('the act, without the word "when"'),
  then: text('the observable outcome, without the word "then"'),
});

export const modelGraphSchema = z.object({
  personas: z.array(z.object({ id: idOf('PER'), name: text('short name'), description: text('who they are and what they need') })),
  journeys: z.array(
    z.object({
      id: idOf('UJ'),
      title: text('short title'),
      description: text('the journey in one sentence'),
      steps: z.array(text('one step')),
      personas: refs('PER', 'personas who take it'),
      requirements: refs('FR', 'requirements it needs'),
    }),
  ),
  requirements: z.array(
    z.object({
      id: idOf('FR'),
      title: text('the feature'),
      statement: text('"<who> can <do what>, so that <benefit>."'),
      action: text('what the user does, as a verb phrase ("book a walk")'),
      benefit: z.string().nullable().describe('why they need it, or null when the brief does not say'),
      priority: z.enum(['Must', 'Should', 'Could']),
      personas: refs('PER', 'personas it serves'),
      entities: refs('ENT', 'entities it uses'),
      integrations: refs('INT', 'integrations it uses'),
      metrics: refs('SM', 'metrics it moves'),
      criteria: z.array(criterion).describe('acceptance criteria, Given/When/Then; at least one'),
    }),
  ),
  nfrs: z.array(
    z.object({
      id: idOf('NFR'),
      category: text('Performance, Security and privacy, …'),
      statement: text('the requirement'),
      threshold: text('the measurable figure a test checks ("p95 ≤ 300 ms")'),
    }),
  ),
  metrics: z.array(z.object({ id: idOf('SM'), name: text('what is measured'), target: z.string().nullable().describe('the figure to reach, or null') })),
  entities: z.array(
    z.object({
      id: idOf('ENT'),
      name: text('PascalCase name'),
      description: text('what it is'),
      attributes: z.array(text('camelCase attribute')),
      relatesTo: refs('ENT', 'entities it relates to'),
    }),
  ),
  decisions: z.array(
    z.object({
      id: idOf('AD'),
      area: text('Frontend, Backend, Database, Hosting, Constraint, …'),
      choice: text('the choice'),
      rationale: text('why'),
      alternatives: z.array(z.string()),
      recommended: z.boolean().describe('true when recommended, false when the brief chose it'),
      supports: z.array(z.string().regex(/^(?:FR|NFR)-\d{1,4}$/, { error: 'must be an FR-n or NFR-n id' })).describe('requirements and NFRs it serves'),
    }),
  ),
  integrations: z.array(
    z.object({
      id: idOf('INT'),
      name: text('the service'),
      purpose: z.string().nullable().describe('what it is used for, or null when nobody says'),
      alternatives: z.array(z.string()),
    }),
  ),
  risks: z.array(
    z.object({
      id: idOf('RISK'),
      risk: text('the risk'),
      mitigation: text("the user's own mitigation word for word when given, else a suggested one"),
      concerns: refs('FR', 'requirements it threatens'),
    }),
  ),
  questions: z.array(
    z.object({
      id: idOf('Q'),
      question: text('an open question the brief leaves'),
      concerns: z.array(z.string().regex(/^[A-Z]{1,4}-\d{1,4}$/, { error: 'must be an item id' })).describe('ids of the items it is about'),
    }),
  ),
});

export type ModelGraph = z.infer<typeof modelGraphSchema>;
export type ModelRequirement = ModelGraph['requirements'][number];

/** Zod's issues as lines a model (and a log reader) can act on: `requirements[2].id: must look like FR-<number>`. */
export function describeIssues(error: z.ZodError, limit = 30): string[] {
  const lines = error.issues.map((issue) => {
    const path = issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, '');
    return `${path || '(root)'}: ${issue.message}`;
  });
  return lines.length > limit ? [...lines.slice(0, limit), `… and ${lines.length - limit} more`] : lines;
}
