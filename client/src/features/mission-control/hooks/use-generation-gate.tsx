import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { ProjectAnalysisQuery } from '../graphql/quality.graphql';
import { GenerationGateModal } from '../components/generation-gate-modal';

/** Below this score the brief's questions come before any generation (docs/quality.md: "An app." scores about 25). */
export const GATE_SCORE = 40;

/**
 * Thin briefs gate generation: with a critical brief finding or a score under 40, Generate and
 * Generate all first show the brief's questions; the run starts once the user answers or chooses
 * "Generate anyway", and is not asked again on this visit. While the report is unknown (loading,
 * or it failed) nothing is held back: the server has the last word anyway.
 */
export function useGenerationGate(projectId: string, onBriefChanged?: () => void): { guard: (run: () => void) => void; modal: ReactNode } {
  const { data } = useQuery(ProjectAnalysisQuery, { variables: { projectId }, fetchPolicy: 'cache-first' });
  const [cleared, setCleared] = useState(false);
  const [pending, setPending] = useState<{ run: () => void } | null>(null);
  const report = data?.analysis;
  const critical = report?.findings.filter((f) => f.rule.startsWith('brief-') && f.severity === 'critical') ?? [];
  const thin = !!report && (report.score < GATE_SCORE || critical.length > 0);

  const guard = (run: () => void) => {
    if (thin && !cleared) setPending({ run });
    else run();
  };

  const modal =
    pending && report ? (
      <GenerationGateModal
        projectId={projectId}
        report={report}
        reasons={critical.map((f) => f.message)}
        onClose={() => setPending(null)}
        onBriefChanged={onBriefChanged}
        onGenerate={() => {
          setCleared(true);
          setPending(null);
          pending.run();
        }}
      />
    ) : null;

  return { guard, modal };
}
