import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconPencilQuestion } from '@tabler/icons-react';

export interface ApprovalState {
  documentType: string;
  version: number;
  approvedBy: { id: string; name: string }[];
  changesRequestedBy: { id: string; name: string }[];
}

const names = (people: { name: string }[]) => people.map((p) => p.name).join(', ');

/** "Approved by Ana, Ben", "Changes requested by Cy", both, or "Not approved yet": one document's current version. */
export function approvalText(state: ApprovalState | undefined): string {
  const parts = [];
  if (state?.approvedBy.length) parts.push(`Approved by ${names(state.approvedBy)}`);
  if (state?.changesRequestedBy.length) parts.push(`Changes requested by ${names(state.changesRequestedBy)}`);
  return parts.length ? parts.join(' · ') : 'Not approved yet';
}

/** The line itself, with an icon that says the same as the words (never colour alone). */
export function ApprovalLine({ state, size = 'xs' }: { state: ApprovalState | undefined; size?: 'xs' | 'sm' }) {
  const changes = !!state?.changesRequestedBy.length;
  const approved = !!state?.approvedBy.length;
  const Icon = changes ? IconPencilQuestion : approved ? IconCircleCheck : IconCircleDashed;
  const color = changes ? 'var(--mantine-color-orange-text)' : approved ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-dimmed)';
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-testid="approval-line">
      <Icon size={size === 'xs' ? 14 : 16} color={color} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size={size} c={approved || changes ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {approvalText(state)}
      </Text>
    </Group>
  );
}
