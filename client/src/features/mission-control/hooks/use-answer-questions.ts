import { useApolloClient, useMutation } from '@apollo/client/react';
import type { QualityReportFragment } from '../../../gql/graphql';
import { ImpactChecklistQuery } from '../graphql/change-impact.graphql';
import { AnswerClarifyingQuestionsMutation, ClarifyingQuestionsQuery, ProjectAnalysisQuery } from '../graphql/quality.graphql';

export interface Answer {
  questionId: string;
  answer: string;
}

/**
 * "Save answers": the server writes them into the brief as one new version and answers the new
 * report, which replaces the cached one (the panel and the gate show it at once). The questions
 * are asked again (answered ones go), and everything that shows the brief reads it again: the
 * header, the living spec's impact checklist, and the documents (`onBriefChanged`, which may now
 * be out of date). Rejects with the server's error (VALIDATION_FAILED, the brief's own rules) for
 * the caller to show.
 */
export function useAnswerQuestions(projectId: string, onBriefChanged?: () => void) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(AnswerClarifyingQuestionsMutation);

  const submit = async (answers: Answer[]): Promise<QualityReportFragment> => {
    const result = await mutate({ variables: { projectId, answers } });
    const report = result.data?.answerClarifyingQuestions;
    if (!report) throw new Error('answerClarifyingQuestions answered no report');
    client.cache.writeQuery({ query: ProjectAnalysisQuery, variables: { projectId }, data: { analysis: report } });
    const { cache } = client;
    cache.evict({ id: cache.identify({ __typename: 'Brief', projectId }) });
    cache.evict({ id: cache.identify({ __typename: 'Project', id: projectId }) });
    cache.gc();
    onBriefChanged?.();
    await client.refetchQueries({ include: [ClarifyingQuestionsQuery, ImpactChecklistQuery] }).catch(() => undefined);
    return report;
  };

  return { submit, saving: loading };
}
