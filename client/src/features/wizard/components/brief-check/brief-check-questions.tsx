import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { QuestionField, type ClarifyingQuestion } from '../../../../components/quality/question-field';
import { withDraftAnswer } from '../../draft-answers';
import { DraftStoreContext } from '../../stores/draft-store-context';
import type { WizardDraft } from '../../wizard-model';

/** The wizard's names for the fields questions write to, for "Added to …". */
const FIELD_LABELS: Partial<Record<keyof WizardDraft, string>> = {
  projectDescription: 'One-Sentence Description',
  problemStatement: 'Problem Statement',
  keyFeatures: 'Must-have features',
  nonGoals: 'Non-goals',
  competitors: 'Competitors',
  userPersonas: 'User Personas',
  userJourneys: 'Key User Journeys',
  businessGoals: 'Business Goals',
  successMetrics: 'Success Metrics',
  timeline: 'Target Timeline',
  risks: 'Potential Risks and Challenges',
};

const labelOf = (field: string) => FIELD_LABELS[field as keyof WizardDraft] ?? field;

/**
 * The draft's clarifying questions. "Add to the brief" writes the answers straight into the
 * draft's fields (nothing is sent before Create Project); the check then grades the new draft.
 */
export function BriefCheckQuestions({ questions }: { questions: readonly ClarifyingQuestion[] }) {
  const store = useContext(DraftStoreContext);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string[]>([]);
  const filled = questions.filter((q) => (answers[q.id] ?? '').trim() !== '');

  const add = () => {
    const { draft, setField } = store.getState();
    let next = draft;
    for (const q of filled) next = withDraftAnswer(next, q, answers[q.id] ?? '');
    for (const key of Object.keys(next) as Array<keyof WizardDraft>) {
      if (next[key] !== draft[key]) setField(key, next[key]);
    }
    setAdded(filled.map((q) => labelOf(q.field)));
    setAnswers({});
  };

  return (
    <Stack gap="md">
      {added.length > 0 && (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status" title="Added to the brief">
          Your answers are in {added.join(', ')}. You can still change them on their steps.
        </Alert>
      )}
      {questions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No open questions: the brief answers everything the check asks.
        </Text>
      ) : (
        <>
          {questions.map((q) => (
            <QuestionField key={q.id} question={q} value={answers[q.id] ?? ''} onChange={(value) => setAnswers((all) => ({ ...all, [q.id]: value }))} />
          ))}
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={add} disabled={filled.length === 0}>
              Add answers to the brief
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
