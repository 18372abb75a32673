import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ToneBadge, type Tone } from '../../../components/tone-badge';
import type { SpecPatch } from '../hooks/use-spec-update';

/** Ids shown per row before "Show all". */
const FIRST_IDS = 16;

function IdRow({ label, ids, tone, struck }: { label: string; ids: string[]; tone: Tone; struck?: boolean }) {
  const [all, setAll] = useState(false);
  if (ids.length === 0) return null;
  const shown = all ? ids : ids.slice(0, FIRST_IDS);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap" data-testid={`summary-${label.toLowerCase()}`}>
      <Text size="sm" fw={600} w={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        {shown.map((id) => (
          <ToneBadge key={id} tone={tone} radius="sm" ff="monospace" td={struck ? 'line-through' : undefined}>
            {id}
          </ToneBadge>
        ))}
        {ids.length > FIRST_IDS && (
          <Button size="compact-xs" variant="subtle" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `+${ids.length - FIRST_IDS} more`}
          </Button>
        )}
      </Group>
    </Group>
  );
}

/** What the update does to the spec, by item id: added, retired (struck through), changed. */
export function PatchSummary({ patch }: { patch: SpecPatch }) {
  const nothing = patch.added.length + patch.retired.length + patch.changed.length === 0;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Summary of the update">
      {nothing ? (
        <Text size="sm" c="dimmed">
          No item is added, retired or changed by id; only the wording of some sections moves.
        </Text>
      ) : (
        <Stack gap="xs">
          <IdRow label="Added" ids={patch.added} tone="green" />
          <IdRow label="Retired" ids={patch.retired} tone="red" struck />
          <IdRow label="Changed" ids={patch.changed} tone="blue" />
        </Stack>
      )}
    </Paper>
  );
}
