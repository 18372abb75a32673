import { Badge } from '@mantine/core';

/** The colour and words of each verification status (text, not colour alone, carries it). */
export const VERIFICATION_LOOK: Record<string, { color: string; label: string }> = {
  verified: { color: 'teal', label: 'Verified' },
  failing: { color: 'red', label: 'Failing' },
  stale: { color: 'yellow', label: 'Stale' },
  unverified: { color: 'gray', label: 'Unverified' },
};

export function VerificationBadge({ status, verified, total }: { status: string; verified?: number; total?: number }) {
  const look = VERIFICATION_LOOK[status] ?? VERIFICATION_LOOK.unverified!;
  const count = total ? ` ${verified ?? 0}/${total}` : '';
  return (
    <Badge size="sm" variant="light" color={look.color} tt="none">
      {look.label}
      {count}
    </Badge>
  );
}
