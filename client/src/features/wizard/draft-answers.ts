import { emptyDraft, WIZARD_LIMITS, type WizardDraft } from './wizard-model';

/** A clarifying question's target and shape (briefQuestions), as the draft needs it. */
export interface DraftQuestion {
  field: string;
  list: boolean;
}

/** Text fields an answer adds to (after what is there) instead of replacing, as on the server. */
const APPENDS: Record<string, string> = { projectDescription: ' ', problemStatement: ' ', userJourneys: '\n', risks: '\n' };

const isField = (field: string): field is keyof WizardDraft => field in emptyDraft;

/** A list answer's entries: one per line, list marks ("- ", "1. ") dropped, blank lines skipped. */
export function answerLines(answer: string): string[] {
  return answer
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '')
        .trim()
        .slice(0, WIZARD_LIMITS.entry),
    )
    .filter(Boolean);
}

/**
 * The draft with one answer written in, the way the server writes answers into a saved brief
 * (quality/questions.ts withAnswers): a list gains the answer's lines it does not have yet; the
 * description, problem, journeys and risks gain the answer after what they said; any other text
 * field takes the answer. A field the wizard does not know is left alone.
 */
export function withDraftAnswer(draft: WizardDraft, question: DraftQuestion, answer: string): WizardDraft {
  const text = answer.trim();
  // The feature details are answered in their own panel, never by a clarifying question; nor the corrections of "here is what I understood" (their own panel).
  if (!text || !isField(question.field) || ['featureDetails', 'integrationUses', 'teamSize'].includes(question.field)) return draft;
  const field = question.field;
  const current = draft[field] as string | string[];
  if (Array.isArray(current)) {
    const added = answerLines(text).filter((line, i, all) => !current.includes(line) && all.indexOf(line) === i);
    return { ...draft, [field]: [...current, ...added] };
  }
  if (typeof current !== 'string') return draft;
  const joiner = APPENDS[field];
  const next = joiner && current.trim() ? `${current.trim()}${joiner}${text}` : text;
  return { ...draft, [field]: next.slice(0, WIZARD_LIMITS.text) };
}
