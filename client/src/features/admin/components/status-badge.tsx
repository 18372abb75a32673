import { Badge } from '@mantine/core';

const colors: Record<string, string> = {
  queued: 'gray',
  generating: 'blue',
  ready: 'green',
  failed: 'red',
  cancelled: 'orange',
  stale: 'yellow',
};

/** A generation status (queued, generating, ready, failed, cancelled, stale). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={colors[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}
