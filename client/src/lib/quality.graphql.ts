import { graphql } from '../gql';

// What the quality gate shows wherever it appears (the wizard's check of a draft and Mission
// Control's panel): one selection of a report and of a clarifying question, spread by both.

export const AnalysisCoreFragment = graphql(`
  fragment AnalysisCore on Analysis {
    score
    ready
    headline
    dimensions {
      completeness
      clarity
      testability
      traceability
      feasibility
      specificity
    }
    verdicts {
      dimension
      score
      verdict
      summary
      rules {
        rule
        severity
        count
      }
    }
    findings {
      rule
      severity
      dimension
      itemId
      document
      section
      message
      suggestion
    }
  }
`);

export const ClarifyingQuestionFieldsFragment = graphql(`
  fragment ClarifyingQuestionFields on ClarifyingQuestion {
    id
    field
    question
    why
    suggestions
    list
    priority
  }
`);
