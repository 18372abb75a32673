import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClarifyingQuestion } from '../../../components/quality/question-field';
import { ClarifyingQuestionsForm } from './clarifying-questions-form';

interface QuestionsCardProps {
  projectId: string;
  questions: readonly ClarifyingQuestion[];
  score: number | null;
  onBriefChanged?: () => void;
}

/**
 * "Improve the brief": up to five questions, most important first. Shown while there are
 * questions; once shown it stays for the visit, so the saved answers' new score can be read
 * even when no question is left.
 */
export function QuestionsCard({ projectId, questions, score, onBriefChanged }: QuestionsCardProps) {
  const [shown, setShown] = useState(false);
  if (questions.length > 0 && !shown) setShown(true);
  if (questions.length === 0 && !shown) return null;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="improve-brief-title" bg="var(--mantine-color-body)">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <ThemeIcon variant="light" radius="xl" size={32} aria-hidden visibleFrom="sm">
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
      <ClarifyingQuestionsForm projectId={projectId} questions={questions} scoreBefore={score} onBriefChanged={onBriefChanged} />
    </Paper>
  );
}
