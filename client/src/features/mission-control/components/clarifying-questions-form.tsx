import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { QuestionField, type ClarifyingQuestion } from '../../../components/quality/question-field';
import type { QualityReportFragment } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { useAnswerQuestions } from '../hooks/use-answer-questions';

export const questionsMessages = {
  errorTitle: 'The answers were not saved',
  errorFallback: 'Failed to save the answers. Please check your connection and try again.',
  savedTitle: 'Saved to the brief',
  saved: (before: number | null, after: number) =>
    before === null || before === after ? `The answers are in the brief as a new version. The score is now ${after}.` : `The answers are in the brief as a new version. The score went from ${before} to ${after}.`,
  noneLeft: 'No open questions: the brief answers everything the analyzer asks.',
};

interface FormProps {
  projectId: string;
  questions: readonly ClarifyingQuestion[];
  /** The score before saving, to say how it moved. */
  scoreBefore: number | null;
  /** Buttons beside "Save answers" (the generation gate's "Generate anyway"). */
  actions?: ReactNode;
  onSaved?: (report: QualityReportFragment) => void;
  /** Called once the brief has the answers (the documents are read again). */
  onBriefChanged?: () => void;
  /** Keeps the buttons in view at the bottom of a scrolling dialog. */
  stickyActions?: boolean;
}

const STICKY = {
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  borderTop: '1px solid var(--mantine-color-default-border)',
  paddingBlock: 'var(--mantine-spacing-sm)',
} as const;

/**
 * The clarifying questions with a text box each and one "Save answers" (answerClarifyingQuestions).
 * Only answered questions are sent; the server's refusal is shown as it words it.
 */
export function ClarifyingQuestionsForm({ projectId, questions, scoreBefore, actions, onSaved, onBriefChanged, stickyActions = false }: FormProps) {
  const { submit, saving } = useAnswerQuestions(projectId, onBriefChanged);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const filled = questions.filter((q) => (answers[q.id] ?? '').trim() !== '');

  const save = async () => {
    setError(null);
    setSaved(null);
    try {
      const report = await submit(filled.map((q) => ({ questionId: q.id, answer: (answers[q.id] ?? '').trim() })));
      setAnswers({});
      setSaved(questionsMessages.saved(scoreBefore, report.score));
      onSaved?.(report);
    } catch (err) {
      setError(graphqlErrorMessage(err, questionsMessages.errorFallback));
    }
  };

  return (
    <Stack gap="md">
      {saved && (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} title={questionsMessages.savedTitle} role="status">
          {saved}
        </Alert>
      )}
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {questionsMessages.noneLeft}
        </Text>
      ) : (
        questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            value={answers[q.id] ?? ''}
            onChange={(value) => {
              setAnswers((all) => ({ ...all, [q.id]: value }));
              setSaved(null);
            }}
            disabled={saving}
          />
        ))
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={questionsMessages.errorTitle} role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" style={stickyActions ? STICKY : undefined}>
        {actions}
        {questions.length > 0 && (
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void save()} loading={saving} disabled={filled.length === 0} aria-label={filled.length === 0 ? 'Save answers (answer a question first)' : 'Save answers'}>
            Save answers
          </Button>
        )}
      </Group>
    </Stack>
  );
}
