import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect } from 'react';
import { callFailures, logCallFailure } from '../../../lib/call-failures';
import { DraftAnalysisQuery, DraftQuestionsQuery } from '../api/brief-check.graphql';
import type { WizardDraft } from '../wizard-model';

/** Typing pauses this long before the draft is graded again. */
export const CHECK_DEBOUNCE_MS = 600;

/**
 * The draft's own quality report and clarifying questions (briefAnalysis, briefQuestions), read
 * once typing pauses. The report is deterministic, so a draft seen before answers from the cache;
 * while a new one is on its way the previous report stays on screen.
 */
export function useDraftCheck(draft: WizardDraft) {
  const [settled] = useDebouncedValue(draft, CHECK_DEBOUNCE_MS);
  const variables = { brief: settled };
  const analysis = useQuery(DraftAnalysisQuery, { variables, fetchPolicy: 'cache-first' });
  const questions = useQuery(DraftQuestionsQuery, { variables, fetchPolicy: 'cache-first' });
  const report = analysis.data?.briefAnalysis ?? analysis.previousData?.briefAnalysis;
  // The draft check is the wizard's validation call.
  useEffect(() => {
    if (analysis.error) logCallFailure(callFailures.validateWizardResponse, analysis.error);
  }, [analysis.error]);
  return {
    report,
    questions: questions.data?.briefQuestions ?? questions.previousData?.briefQuestions ?? [],
    /** Typing has not settled yet, or the new report is on its way. */
    checking: settled !== draft || analysis.loading,
    error: report ? undefined : analysis.error,
    retry: () => analysis.refetch().catch(() => undefined),
  };
}
