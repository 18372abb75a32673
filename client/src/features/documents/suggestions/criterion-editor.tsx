import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { SuggestedCriterion } from './suggestion-data';

type Parts = { given: string; when: string; then: string };
const PARTS: Array<{ key: keyof Parts; label: string }> = [
  { key: 'given', label: 'Given' },
  { key: 'when', label: 'When' },
  { key: 'then', label: 'Then' },
];

/** A criterion in the person's words, as its three parts; Escape cancels. Saving confirms it. */
export function CriterionEditor({ criterion, busy, onSave, onCancel }: { criterion: SuggestedCriterion; busy: boolean; onSave: (parts: Parts) => void; onCancel: () => void }) {
  const [parts, setParts] = useState<Parts>({ given: criterion.given, when: criterion.when, then: criterion.then });
  const [missing, setMissing] = useState<string[]>([]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = { given: parts.given.trim(), when: parts.when.trim(), then: parts.then.trim() };
    const empty = PARTS.filter((p) => !trimmed[p.key]).map((p) => p.label);
    setMissing(empty);
    if (!empty.length) onSave(trimmed);
  };
  const escape = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    }
  };
  return (
    <form onSubmit={submit} onKeyDown={escape} aria-label={`Edit ${criterion.id}`} noValidate>
      <Stack gap="xs">
        {PARTS.map((p, n) => (
          <Textarea
            key={p.key}
            label={p.label}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={1000}
            data-autofocus={n === 0 || undefined}
            autoFocus={n === 0}
            value={parts[p.key]}
            error={missing.includes(p.label) ? `${p.label} must not be empty` : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setParts((old) => ({ ...old, [p.key]: value }));
            }}
          />
        ))}
        <Text size="xs" c="dimmed">
          Saving confirms {criterion.id} in these words; regenerating the PRD keeps them.
        </Text>
        <Group gap="xs">
          <Button type="submit" size="xs" loading={busy} aria-label={`Save ${criterion.id}`}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
