import { Chip, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId } from 'react';
import type { ClarifyingQuestionFieldsFragment } from '../../gql/graphql';
import { TIMELINE_OPTIONS } from '@specforge/contracts/brief-options';

/** A clarifying question as the server asks it (clarifyingQuestions, briefQuestions): the codegen type. */
export type ClarifyingQuestion = Pick<ClarifyingQuestionFieldsFragment, 'id' | 'field' | 'question' | 'why' | 'suggestions' | 'list'>;

/** Fields whose answer must be one of the brief's options: picked, never typed. */
const CLOSED: Record<string, readonly string[]> = {
  timeline: TIMELINE_OPTIONS.filter((option) => option !== 'Custom'),
};

/** A long suggestion wraps inside its chip instead of running off a phone's screen. */
const CHIP_STYLES = { label: { whiteSpace: 'normal', height: 'auto', minHeight: 'var(--chip-size)', lineHeight: 1.35, paddingBlock: 3 } } as const;

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

interface QuestionFieldProps {
  question: ClarifyingQuestion;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * One question: what is asked and why it matters, suggested answers as chips, and a text box
 * (one entry per line for a list). A chip fills the answer: for a list it adds or removes its
 * line, otherwise it becomes the answer. A closed field (the timeline) is answered by its chips.
 */
export function QuestionField({ question, value, onChange, disabled }: QuestionFieldProps) {
  const id = useId();
  const closed = CLOSED[question.field];
  const picks = closed ?? question.suggestions;
  const lines = linesOf(value);
  const picked = (option: string) => (question.list ? lines.includes(option) : value.trim() === option);
  const toggle = (option: string) => {
    if (question.list) onChange((picked(option) ? lines.filter((line) => line !== option) : [...lines, option]).join('\n'));
    else onChange(picked(option) ? '' : option);
  };

  const chips = picks.length > 0 && (
    <Group gap={6} role="group" aria-label={closed ? question.question : `Suggested answers: ${question.question}`}>
      {picks.map((option) => (
        <Chip key={option} size="xs" variant="outline" checked={picked(option)} onChange={() => toggle(option)} disabled={disabled} maw="100%" styles={CHIP_STYLES}>
          {option}
        </Chip>
      ))}
    </Group>
  );

  if (closed) {
    return (
      <Stack gap={6} data-testid={`question-${question.id}`}>
        <div>
          <Text size="sm" fw={600} id={`${id}-label`}>
            {question.question}
          </Text>
          <Text size="xs" c="dimmed">
            {question.why}
          </Text>
        </div>
        {chips}
      </Stack>
    );
  }
  return (
    <Stack gap={6} data-testid={`question-${question.id}`}>
      <Textarea
        id={id}
        label={question.question}
        description={question.why}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={question.list ? 'One per line' : 'Your answer'}
        autosize
        minRows={question.list ? 3 : 2}
        maxLength={5_000}
        disabled={disabled}
        styles={{ label: { fontWeight: 600 } }}
      />
      {chips}
    </Stack>
  );
}
