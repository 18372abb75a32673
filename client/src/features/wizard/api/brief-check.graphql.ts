import { graphql } from '../../../gql';

// The wizard's last step grades the draft before the project exists (nothing is stored) and asks
// its clarifying questions; the answers go straight into the draft. Plan usage is read when the
// wizard opens, so a user at the project limit is told before the first step.

export const DraftAnalysisQuery = graphql(`
  query DraftAnalysis($brief: JSONObject!) {
    briefAnalysis(brief: $brief) {
      ...AnalysisCore
    }
  }
`);

export const DraftQuestionsQuery = graphql(`
  query DraftQuestions($brief: JSONObject!) {
    briefQuestions(brief: $brief) {
      ...ClarifyingQuestionFields
    }
  }
`);

export const WizardUsageQuery = graphql(`
  query WizardUsage {
    usageStats {
      projectsCreated
      maxProjects
    }
  }
`);
