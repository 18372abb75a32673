import type { BriefUnderstanding } from './understanding.service.js';

/** REST's snake_case shape of "here is what I understood" (GraphQL returns the service's camelCase as is). */
export interface UnderstandingView {
  project_id: string | null;
  lines: {
    key: string;
    topic: string;
    item_id: string | null;
    subject: string;
    understood: string;
    values: string[];
    source: string;
    evidence: string;
    question: string | null;
    correction: string;
    choices: string[];
    field: string;
  }[];
}

export function presentUnderstanding(u: BriefUnderstanding): UnderstandingView {
  return {
    project_id: u.projectId,
    lines: u.lines.map(({ itemId, ...line }) => ({ ...line, item_id: itemId })),
  };
}
