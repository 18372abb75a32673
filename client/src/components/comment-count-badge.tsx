import { Badge, UnstyledButton } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';

export interface CommentCountBadgeProps {
  /** What the comments are on (read out: "2 open comments on FR-3"). */
  label: string;
  count: { open: number; total: number } | undefined;
  /** Opens the comments (a panel on the same screen)… */
  onOpen?: () => void;
  /** …or a link to them. Neither: the badge only shows the count. */
  to?: string;
  /** Show an empty affordance (a comment icon) where there are no comments yet. */
  always?: boolean;
}

function describe(label: string, count: CommentCountBadgeProps['count']): string {
  if (!count?.total) return `Comment on ${label}`;
  const open = `${count.open} open ${count.open === 1 ? 'comment' : 'comments'}`;
  return count.open === count.total ? `${open} on ${label}` : `${open} on ${label} (${count.total} in all)`;
}

/**
 * The number of open comments beside an item or a section. Coloured while some are open, grey
 * when every thread is resolved; hidden without comments unless `always` (where one can comment).
 */
export function CommentCountBadge({ label, count, onOpen, to, always = false }: CommentCountBadgeProps) {
  if (!count?.total && !always) return null;
  const open = count?.open ?? 0;
  const text = describe(label, count);
  const badge = (
    <Badge
      component="span"
      size="sm"
      radius="sm"
      variant={open > 0 ? 'light' : 'outline'}
      color={open > 0 ? 'blue' : 'gray'}
      leftSection={<IconMessage size={12} aria-hidden />}
      tt="none"
      style={{ cursor: onOpen || to ? 'pointer' : undefined, verticalAlign: 'middle' }}
      data-testid="comment-count"
    >
      {count?.total ? open : '+'}
    </Badge>
  );
  const wrap = (children: ReactNode, props: ComponentPropsWithoutRef<'button'>) => (
    <UnstyledButton {...props} aria-label={text} title={text} style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 6 }}>
      {children}
    </UnstyledButton>
  );
  if (onOpen) return wrap(badge, { onClick: onOpen, type: 'button' });
  if (to) {
    return (
      <UnstyledButton component={Link} to={to} aria-label={text} title={text} style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 6 }}>
        {badge}
      </UnstyledButton>
    );
  }
  return (
    <span role="img" aria-label={text} title={text} style={{ display: 'inline-flex', verticalAlign: 'middle', marginInlineStart: 6 }}>
      {badge}
    </span>
  );
}
