import { Alert, Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconBolt, IconEye, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DOCUMENT_TITLES, missingReason, type DocumentStatus, type DocumentType } from '../../../lib/generation';
import type { LiveDocument } from '../hooks/use-live-documents';
import { formatDate } from '../../../lib/format';
import { LiveProgress } from './live-progress';
import { ApprovalLine, type ApprovalState } from './approval-line';

/** Why the PRD cannot be generated yet: the brief (wizard answers) it is built from is missing. */
export const BRIEF_REASON = 'Needs the project brief first';

const STATUS_LOOK: Record<DocumentStatus | 'none', { label: string; color: string }> = {
  none: { label: 'Not started', color: 'gray' },
  queued: { label: 'Queued', color: 'blue' },
  generating: { label: 'Generating', color: 'blue' },
  ready: { label: 'Ready', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'orange' },
  stale: { label: 'Out of date', color: 'yellow' },
};

export interface StepCardProps {
  type: DocumentType;
  doc: LiveDocument | undefined;
  /** Inputs that are not ready yet: Generate is disabled and says which. */
  missing: DocumentType[];
  /** The PRD's input, the project brief, is not there yet (no name and description answered). */
  missingBrief?: boolean;
  /** A new document would pass the plan's limit (a regeneration never does). */
  limitReason?: string | null;
  isNext: boolean;
  /** A request for this document is on its way (buttons show a spinner). */
  busy: boolean;
  now: number;
  openPath: string;
  onGenerate: (type: DocumentType) => void;
  onCancel?: (doc: LiveDocument) => void;
  onRetry?: (doc: LiveDocument) => void;
  /** Who decided on the current version (the quality report's approvals); absent while unknown. */
  approval?: ApprovalState;
}

/** One document of the sequence, with what can be done with it in its current state. */
export function DocumentStepCard({ type, doc, missing, missingBrief = false, limitReason = null, isNext, busy, now, openPath, onGenerate, onCancel, onRetry, approval }: StepCardProps) {
  const title = DOCUMENT_TITLES[type];
  const status = doc?.status ?? 'none';
  const look = STATUS_LOOK[status];
  const hasVersion = !!doc && doc.version > 0;
  const generated = doc?.generatedAt ? formatDate(doc.generatedAt) : null;

  const reason = missingBrief ? BRIEF_REASON : missing.length > 0 ? missingReason(missing) : limitReason;
  const generateButton = (label: string, primary: boolean) =>
    reason ? (
      <Button
        size="xs"
        variant="default"
        disabled
        aria-label={`Generate the ${title}: ${reason.toLowerCase()}`}
        // The reason is the label, so it wraps instead of being cut off in a narrow card.
        styles={{ root: { height: 'auto', minHeight: 'var(--button-height-xs)', paddingBlock: 4 }, label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.3 } }}
      >
        {reason}
      </Button>
    ) : (
      <Button
        size="xs"
        variant={primary ? 'filled' : 'light'}
        leftSection={label === 'Generate' ? <IconBolt size={14} /> : <IconRefresh size={14} />}
        loading={busy}
        onClick={() => (label === 'Retry' && doc && onRetry ? onRetry(doc) : onGenerate(type))}
        aria-label={`${label} the ${title}`}
      >
        {label}
      </Button>
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid={`step-${type}`} data-status={status}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          {hasVersion && (
            <Text size="xs" c="dimmed">
              Version {doc.version}
              {generated ? ` · ${generated}` : ''}
            </Text>
          )}
          {hasVersion && approval && approval.version === doc.version && <ApprovalLine state={approval} />}
        </div>
        <Badge color={look.color} variant="dot" tt="none" style={{ flexShrink: 0 }}>
          {look.label}
        </Badge>
      </Group>

      {doc && (doc.status === 'queued' || doc.status === 'generating') && (
        <Group mt="sm" display="block">
          <LiveProgress doc={doc} title={title} now={now} onCancel={onCancel ? () => onCancel(doc) : undefined} cancelling={busy} />
        </Group>
      )}

      {doc && (doc.status === 'failed' || doc.status === 'cancelled') && (
        <Alert mt="sm" color={doc.status === 'failed' ? 'red' : 'orange'} icon={<IconAlertTriangle size={16} />} p="xs">
          <Text size="sm">{doc.error ?? (doc.status === 'failed' ? 'Generation failed.' : 'Generation was cancelled.')}</Text>
        </Alert>
      )}

      {doc?.status === 'stale' && (
        <Group gap={6} mt="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-yellow-6)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">The brief or an earlier document changed since this version.</Text>
        </Group>
      )}

      <Group mt="sm" gap="xs">
        {status === 'none' && generateButton('Generate', isNext)}
        {status === 'failed' && generateButton('Retry', true)}
        {status === 'cancelled' && generateButton('Generate again', true)}
        {status === 'stale' && generateButton('Regenerate', true)}
        {status === 'ready' && generateButton('Regenerate', false)}
        {hasVersion && (status === 'ready' || status === 'stale' || status === 'failed' || status === 'cancelled') && (
          <Button size="xs" variant="default" component={Link} to={openPath} leftSection={<IconEye size={14} />} aria-label={`Open the ${title}`}>
            Open
          </Button>
        )}
      </Group>
    </Paper>
  );
}
