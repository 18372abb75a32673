import { offload } from '../../core/cpu/offload.js';
import type { ComposerBrief } from '../generation/composer/index.js';
import type { AnalysisReport } from './analyzer.js';
import type { ClarifyingQuestion } from './questions.js';
import type { AnalysisInput } from './rule.js';

// The analyzer's computations in the offload pool (tasks of server/src/offload.worker.ts).

/** The quality report of a brief with its graph (the built-in composer's when null) and documents. */
export function offloadAnalysis(input: { brief: ComposerBrief; graph: AnalysisInput['graph'] | null; documents: AnalysisInput['documents']; evidence?: AnalysisInput['evidence'] }): Promise<AnalysisReport> {
  return offload('analyze', input);
}

/** A wizard draft's report and clarifying questions, the roadmap dated `today` (YYYY-MM-DD). */
export function offloadDraft(draft: Record<string, unknown>, today: string): Promise<{ report: AnalysisReport; questions: ClarifyingQuestion[] }> {
  return offload('draft', { draft, today });
}
