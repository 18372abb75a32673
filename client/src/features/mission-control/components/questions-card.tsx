import { Paper, Stack, Text, ThemeIcon, Title, Group } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClarifyingQuestion } from '../../../components/quality/question-field';
import { ClarifyingQuestionsForm } from './clarifying-questions-form';

interface QuestionsCardProps {
  projectId: string;
  questions: readonly ClarifyingQuestion[];
  score: number | null;
}

/**
 * "Improve the brief": up to five questions, most important first. Shown while there are
 * questions, and after a save until the page is left (so the new score can be read).
 */
export function QuestionsCard({ projectId, questions, score }: QuestionsCardProps) {
  const [answered, setAnswered] = useState(false);
  if (questions.length === 0 && !answered) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="improve-brief-title" bg="var(--mantine-color-body)">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden>
          <IconBulb size={18} />
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={3} fz="md" id="improve-brief-title">
            Improve the brief
          </Title>
          <Text size="sm" c="dimmed">
            Answer what you can: each answer goes into the brief (one new version for all of them), and the documents built from it get less guesswork.
          </Text>
        </Stack>
      </Group>
      <ClarifyingQuestionsForm projectId={projectId} questions={questions} scoreBefore={score} onSaved={() => setAnswered(true)} />
    </Paper>
  );
}
