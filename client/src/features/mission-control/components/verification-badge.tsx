import { Badge } from '@mantine/core';

/** The colour and words of each verification status (text, not colour alone, carries it). */
export const VERIFICATION_LOOK: Record<string, { color: string; label: string }> = {
  verified: { color: 'teal', label: 'Verified' },
  failing: { color: 'red', label: 'Failing' },
  stale: { color: 'yellow', label: 'Stale' },
  unverified: { color: 'gray', label: 'Unverified' },
};

/** `verified`/`total` reads "Failing 2/3" (a requirement's criteria); `count` alone reads "Failing 1" (how many have that status). */
export function VerificationBadge({ status, verified, total, count: many }: { status: string; verified?: number; total?: number; count?: number }) {
  const look = VERIFICATION_LOOK[status] ?? VERIFICATION_LOOK.unverified!;
  const count = total ? ` ${verified ?? 0}/${total}` : many !== undefined ? ` ${many}` : '';
  return (
    <Badge size="sm" variant="light" color={look.color} tt="none">
      {look.label}
      {count}
    </Badge>
  );
}
