import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { DiffView } from '../../../components/diff-view';
import { EditedByHandBadge, ToneBadge } from '../../../components/tone-badge';
import type { Decision, PatchHunk } from '../hooks/use-spec-update';
import { HandEditView } from './hand-edit-view';
import { CommentCountBadge } from '../../../components/comment-count-badge';
import type { CommentCount } from '../../../lib/comment-counts';

/** Ids shown before "+N more" (a Gantt chart mentions every task). */
const FIRST_IDS = 10;

function StatusBadge({ hunk }: { hunk: PatchHunk }) {
  if (hunk.status === 'accepted') {
    return (
      <ToneBadge tone="green" leftSection={<IconCheck size={12} />}>
        {hunk.merged ? 'Merged by hand' : 'Accepted'}
      </ToneBadge>
    );
  }
  if (hunk.status === 'rejected') {
    return (
      <Badge color="gray" variant="light" tt="none" leftSection={<IconX size={12} />}>
        Rejected
      </Badge>
    );
  }
  return <ToneBadge tone="blue">Pending</ToneBadge>;
}

function outcome(hunk: PatchHunk): string | null {
  if (hunk.status === 'accepted') return hunk.merged ? 'Your merge replaces the section in a new version.' : 'The proposal replaces the section in a new version.';
  if (hunk.status === 'rejected') return hunk.editedByHand ? 'Your text stays exactly as it is.' : 'The section stays as it is; its items are marked reviewed.';
  return null;
}

interface HunkCardProps {
  hunk: PatchHunk;
  busy: boolean;
  onDecide: (decision: Decision) => void;
  /** The project's comment counts by target: the section's and its items' show beside them. */
  comments?: ReadonlyMap<string, CommentCount>;
}

/** One section of the update: what changes (or the three-way view for a hand edit) and its decision. */
export function HunkCard({ hunk, busy, onDecide, comments }: HunkCardProps) {
  const pending = hunk.status === 'pending';
  // A decided section folds to its outcome, so what is left to review stays in view.
  const [unfolded, setUnfolded] = useState(false);
  const open = pending || unfolded;
  const kind = hunk.before === '' ? 'New section' : hunk.after === '' ? 'Removed section' : null;
  const done = outcome(hunk);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={hunk.sectionTitle} data-testid={`hunk-${hunk.id}`} data-status={hunk.status}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap" mb="xs">
        <Title order={3} fz="md" style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {hunk.sectionTitle}
          <CommentCountBadge label={`the section ${hunk.sectionTitle}`} count={comments?.get(`document:${hunk.documentType}#${hunk.sectionTitle}`)} />
        </Title>
        <Group gap={6}>
          {kind && (
            <Badge color="gray" variant="light" tt="none">
              {kind}
            </Badge>
          )}
          {hunk.editedByHand && <EditedByHandBadge />}
          <StatusBadge hunk={hunk} />
        </Group>
      </Group>
      {hunk.items.length > 0 && (
        <Text size="xs" c="dimmed" ff="monospace" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {hunk.items.slice(0, FIRST_IDS).map((id, i) => (
            <span key={id}>
              {i > 0 ? ' ' : ''}
              {id}
              <CommentCountBadge label={id} count={comments?.get(id)} />
            </span>
          ))}
          {hunk.items.length > FIRST_IDS && ` +${hunk.items.length - FIRST_IDS} more`}
        </Text>
      )}
      {open &&
        (hunk.editedByHand ? (
          <HandEditView hunk={hunk} open={pending && !busy} busy={busy} onMerge={(text) => onDecide({ hunkId: hunk.id, decision: 'accept', text })} />
        ) : (
          <DiffView before={hunk.before} after={hunk.after} beforeLabel="Now" afterLabel="Proposed" context={3} maxHeight={420} />
        ))}
      <Group justify="space-between" align="center" gap="xs" mt="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {done ?? (hunk.editedByHand ? 'Reject keeps your text exactly as it is.' : '')}
        </Text>
        {!pending && (
          <Button size="compact-sm" variant="subtle" rightSection={unfolded ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />} onClick={() => setUnfolded((v) => !v)}>
            {unfolded ? 'Hide the change' : 'Show the change'}
          </Button>
        )}
        {pending && (
          <Group gap="xs">
            <Button size="xs" variant="default" leftSection={<IconX size={14} />} disabled={busy} aria-label={`Reject ${hunk.sectionTitle}`} onClick={() => onDecide({ hunkId: hunk.id, decision: 'reject' })}>
              Reject
            </Button>
            <Button size="xs" leftSection={<IconCheck size={14} />} loading={busy} aria-label={`Accept ${hunk.sectionTitle}`} onClick={() => onDecide({ hunkId: hunk.id, decision: 'accept' })}>
              Accept
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
