import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ToneBadge, type Tone } from '../../../components/tone-badge';
import { DOCUMENT_TITLES, DOCUMENT_TYPES, isDocumentType } from '../../../lib/generation';
import type { ItemDecision, PatchHunk, SpecPatch } from '../hooks/use-spec-update';
import { CommentCountBadge } from '../../../components/comment-count-badge';
import type { CommentCount } from '../../../lib/comment-counts';

/** Items shown before "Show all": an update that moves dates changes every task. */
const FIRST_ITEMS = 12;

type Change = 'added' | 'changed' | 'retired';
const kindOrder = ['FR', 'NFR', 'PER', 'UJ', 'SM', 'INT', 'ENT', 'AD', 'RISK', 'Q', 'M', 'T', 'AC'];
const rank = (id: string) => {
  const [kind = '', n = '0'] = id.split('-');
  const k = kindOrder.indexOf(kind);
  return (k < 0 ? kindOrder.length : k) * 100_000 + Number.parseFloat(n) * 100;
};
const documentName = (type: string) => (type === 'prd' ? 'PRD' : isDocumentType(type) ? DOCUMENT_TITLES[type] : type);
const documentRank = (type: string) => (isDocumentType(type) ? DOCUMENT_TYPES.indexOf(type) : DOCUMENT_TYPES.length);

/** "PRD › Functional requirements, Overview; Roadmap › P-2 …": the sections an item reaches, by document. */
export function reachText(hunks: PatchHunk[]): string {
  const types = [...new Set(hunks.map((h) => h.documentType))].sort((a, b) => documentRank(a) - documentRank(b));
  return types
    .map(
      (type) =>
        `${documentName(type)} › ${hunks
          .filter((h) => h.documentType === type)
          .map((h) => h.sectionTitle)
          .join(', ')}`,
    )
    .join('; ');
}

const outcome = (hunks: PatchHunk[]): { label: string; tone: Tone } | null => {
  if (hunks.some((h) => h.status === 'pending')) return null;
  if (hunks.every((h) => h.status === 'accepted')) return { label: 'Accepted', tone: 'green' };
  if (hunks.every((h) => h.status === 'rejected')) return { label: 'Rejected', tone: 'red' };
  return { label: 'Decided by section', tone: 'amber' };
};

const tones: Record<Change, Tone> = { added: 'green', changed: 'blue', retired: 'red' };

function ItemRow({ id, change, hunks, busy, onDecide, comments }: { id: string; change: Change; hunks: PatchHunk[]; busy: boolean; onDecide: (d: ItemDecision) => void; comments?: CommentCount }) {
  const done = outcome(hunks);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid={`item-${id}`}>
      <Text size="sm" style={{ flex: '1 1 18rem', minWidth: 0, overflowWrap: 'anywhere' }}>
        <ToneBadge tone={tones[change]} radius="sm" ff="monospace" td={change === 'retired' ? 'line-through' : undefined} mr={6}>
          {id}
        </ToneBadge>
        <CommentCountBadge label={id} count={comments} />
        <Text span fw={600} size="sm">
          {change}
        </Text>{' '}
        — reaches {reachText(hunks)}
      </Text>
      {done ? (
        <ToneBadge tone={done.tone}>{done.label}</ToneBadge>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" disabled={busy} aria-label={`Reject ${id}`} onClick={() => onDecide({ itemId: id, decision: 'reject' })}>
            Reject
          </Button>
          <Button size="compact-sm" disabled={busy} aria-label={`Accept ${id}`} onClick={() => onDecide({ itemId: id, decision: 'accept' })}>
            Accept
          </Button>
        </Group>
      )}
    </Group>
  );
}

/**
 * The update by item first: each item it adds, changes or retires, the sections it reaches in
 * every document, and an accept / reject that decides all of those sections at once.
 */
export function ItemChanges({ patch, deciding, onDecide, comments }: { patch: SpecPatch; deciding: ReadonlySet<string>; onDecide: (items: ItemDecision[]) => void; comments?: ReadonlyMap<string, CommentCount> }) {
  const [all, setAll] = useState(false);
  const rows = ([...patch.added.map((id) => ({ id, change: 'added' as const })), ...patch.changed.map((id) => ({ id, change: 'changed' as const })), ...patch.retired.map((id) => ({ id, change: 'retired' as const }))] satisfies { id: string; change: Change }[])
    .map((r) => ({ ...r, hunks: patch.hunks.filter((h) => h.items.includes(r.id)) }))
    .filter((r) => r.hunks.length > 0)
    .sort((a, b) => rank(a.id) - rank(b.id));
  if (rows.length === 0) return null;
  const shown = all ? rows : rows.slice(0, FIRST_ITEMS);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Changes by item">
      <Title order={2} fz="lg" mb="xs">
        By item
      </Title>
      <Stack gap="sm">
        {shown.map((r) => (
          <ItemRow key={r.id} {...r} busy={r.hunks.some((h) => deciding.has(h.id))} onDecide={(d) => onDecide([d])} comments={comments?.get(r.id)} />
        ))}
      </Stack>
      {rows.length > FIRST_ITEMS && (
        <Button size="compact-sm" variant="subtle" mt="sm" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `Show all ${rows.length} items`}
        </Button>
      )}
    </Paper>
  );
}
