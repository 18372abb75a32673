import { graphql } from '../../../gql';

// The quality gate on Mission Control: the project's report (score, dimensions, findings, the
// score's history) and the clarifying questions whose answers improve the brief. The report has
// no id, so it is cached under the query's arguments; answering writes the new one there.

export const QualityReportFragment = graphql(`
  fragment QualityReport on Analysis {
    projectId
    ...AnalysisCore
    history {
      score
      createdAt
    }
    approvals {
      documentId
      documentType
      version
      approvedBy {
        id
        name
      }
      changesRequestedBy {
        id
        name
      }
    }
  }
`);

export const ProjectAnalysisQuery = graphql(`
  query ProjectAnalysis($projectId: ID!) {
    analysis(projectId: $projectId) {
      ...QualityReport
    }
  }
`);

export const ClarifyingQuestionsQuery = graphql(`
  query ClarifyingQuestions($projectId: ID!) {
    clarifyingQuestions(projectId: $projectId) {
      ...ClarifyingQuestionFields
    }
  }
`);

export const AnswerClarifyingQuestionsMutation = graphql(`
  mutation AnswerClarifyingQuestions($projectId: ID!, $answers: [ClarifyingAnswerInput!]!) {
    answerClarifyingQuestions(projectId: $projectId, answers: $answers) {
      ...QualityReport
    }
  }
`);
