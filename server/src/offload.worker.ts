/**
 * The worker thread of the offload pool (core/cpu/offload.ts): the pure, CPU-heavy computations
 * of the quality gate and the living spec, run away from the API's event loop. A composition root
 * like app.ts: it imports the modules whose work it serves, and each module calls its task by
 * name through core (quality/quality-offload.ts, changes/update-offload.ts, brief's read-back).
 */
import { serveTasks } from './core/cpu/serve-tasks.js';
import { planUpdateForStorage, type UpdateInput } from './modules/changes/update-plan.js';
import { buildSpecGraph, normaliseBrief, understandBrief, type ComposerBrief } from './modules/generation/composer/index.js';
import { analyze } from './modules/quality/analyzer.js';
import { draftQuestionsOf } from './modules/quality/questions.js';
import type { AnalysisInput } from './modules/quality/rule.js';

serveTasks({
  /** A project's report: its stored graph, or the built-in composer's when nothing is generated yet. */
  analyze: (input: Omit<AnalysisInput, 'graph'> & { graph: AnalysisInput['graph'] | null }) => analyze({ ...input, graph: input.graph ?? buildSpecGraph(input.brief) }),
  /** A wizard draft's report and questions, from one analysis. */
  draft: ({ draft, today }: { draft: Record<string, unknown>; today: string }) => {
    const brief = normaliseBrief(draft, today);
    const graph = buildSpecGraph(brief);
    const report = analyze({ brief, graph, documents: [] });
    return { report, questions: draftQuestionsOf(report.findings, graph, brief) };
  },
  update: (input: UpdateInput) => planUpdateForStorage(input),
  /** "Here is what I understood": the brief read back from the graph the composer makes of it. */
  understand: ({ brief }: { brief: ComposerBrief }) => understandBrief(brief),
});
