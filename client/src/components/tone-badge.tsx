import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Light badges whose text meets WCAG AA on their tint in both schemes (Mantine's light green,
 * yellow and outline blue do not at badge size): added, retired, changed, pending, edited by hand.
 */
const TONES = {
  green: { color: 'light-dark(#1e6b30, var(--mantine-color-green-4))', background: 'light-dark(var(--mantine-color-green-0), rgba(64, 192, 87, 0.15))' },
  red: { color: 'light-dark(#a51d1d, var(--mantine-color-red-4))', background: 'light-dark(var(--mantine-color-red-0), rgba(250, 82, 82, 0.15))' },
  blue: { color: 'light-dark(#1b5b9e, var(--mantine-color-blue-4))', background: 'light-dark(var(--mantine-color-blue-0), rgba(34, 139, 230, 0.15))' },
  amber: { color: 'light-dark(#7a4f00, var(--mantine-color-yellow-4))', background: 'light-dark(var(--mantine-color-yellow-0), rgba(250, 176, 5, 0.12))' },
} as const;

export type Tone = keyof typeof TONES;

type ToneProps = Omit<BadgeProps, 'color' | 'variant' | 'style'> & { children?: ReactNode };

export function ToneBadge({ tone, ...props }: ToneProps & { tone: Tone }) {
  return <Badge variant="light" tt="none" {...props} style={TONES[tone]} />;
}

/** A section a person changed since it was generated: an update never replaces it silently. */
export function EditedByHandBadge({ label = 'Edited by hand', ...props }: ToneProps & { label?: string }) {
  return (
    <ToneBadge tone="amber" {...props}>
      {label}
    </ToneBadge>
  );
}
