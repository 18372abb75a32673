import { Anchor, Stack, Text } from '@mantine/core';
import type { TocEntry } from '../markdown/headings';

/** The document's headings as in-page links (levels 2 and 3 indented under 1). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  const top = Math.min(...entries.map((e) => e.level));
  return (
    <nav aria-label="Table of contents">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
        Contents
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: (entry.level - top) * 12 }}>
            <Anchor href={`#${entry.id}`} size="sm" c={entry.level === top ? 'var(--mantine-color-text)' : 'dimmed'} lineClamp={2}>
              {entry.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
