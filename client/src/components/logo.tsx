import { Group, Text, type MantineSize } from '@mantine/core';
import { useId } from 'react';

interface LogoMarkProps {
  /** Edge length in pixels. */
  size?: number;
}

/** The Specforge mark: an anvil with a spark on an ember tile (same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  // Gradient ids are document-global; several logos on one page must not share one.
  const gradientId = `logo-bg-${useId()}`;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f58847" />
          <stop offset="1" stopColor="#b8470f" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <g transform="translate(0 1.5)">
        <path fill="#fff" d="M4.5 12.5h18.5a2 2 0 0 1 2 2v.6a3.4 3.4 0 0 1-3.4 3.4h-2.3l1.6 3.7h1.6a1.4 1.4 0 0 1 1.4 1.4v1.4H9.6v-1.4a1.4 1.4 0 0 1 1.4-1.4h1.6l1.6-3.7h-1.1c-3.9 0-6.9-2.1-8.6-6z" />
        <path fill="#fff4ec" d="M22 2.5l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9z" />
        <circle cx="26.6" cy="9.4" r="1" fill="#fff4ec" opacity=".85" />
      </g>
    </svg>
  );
}

const markSize: Record<'sm' | 'md' | 'lg', number> = { sm: 24, md: 30, lg: 40 };
const wordmarkSize: Record<'sm' | 'md' | 'lg', MantineSize> = { sm: 'md', md: 'lg', lg: 'xl' };

interface LogoProps {
  size?: 'sm' | 'md' | 'lg';
  /** Hide the word "Specforge" (e.g. in the collapsed sidebar); the mark stays labelled. */
  withWordmark?: boolean;
}

/** Mark plus wordmark. Decorative parts are hidden from assistive tech; the name is real text. */
export function Logo({ size = 'md', withWordmark = true }: LogoProps) {
  return (
    <Group gap={10} wrap="nowrap" aria-label={withWordmark ? undefined : 'Specforge'}>
      <LogoMark size={markSize[size]} />
      {withWordmark && (
        <Text component="span" fw={750} fz={wordmarkSize[size]} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Specforge
        </Text>
      )}
    </Group>
  );
}
