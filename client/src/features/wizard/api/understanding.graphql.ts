import { graphql } from '../../../gql';

// "Here is what I understood": the draft (new or being edited) read back as generation would use
// it. Nothing is stored; the corrections go into the draft and are saved with it.

export const UnderstandingLineFragment = graphql(`
  fragment UnderstandingPanel_line on UnderstoodLine {
    key
    topic
    itemId
    subject
    understood
    values
    source
    evidence
    question
    correction
    choices
    field
  }
`);

export const DraftUnderstandingQuery = graphql(`
  query DraftUnderstanding($brief: JSONObject!) {
    briefUnderstandingPreview(brief: $brief) {
      lines {
        ...UnderstandingPanel_line
      }
    }
  }
`);
