import { Anchor, Button, Popover, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import type { TocEntry } from '../markdown/headings';

const indentOf = (entries: TocEntry[]) => {
  const top = Math.min(...entries.map((e) => e.level));
  return { top, indent: (entry: TocEntry) => (entry.level - top) * 12 };
};

/** The document's headings as in-page links (levels 2 and 3 indented under 1). */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null;
  const { top, indent } = indentOf(entries);
  return (
    <nav aria-label="Table of contents">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
        Contents
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: indent(entry) }}>
            <Anchor href={`#${entry.id}`} size="sm" c={entry.level === top ? 'var(--mantine-color-text)' : 'dimmed'} lineClamp={2}>
              {entry.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}

/**
 * Phones: the same links in a popover behind one "Contents" button, so a PRD's thirty-odd headings
 * do not push the text below the fold. Following a link closes it.
 */
export function TableOfContentsMenu({ entries }: { entries: TocEntry[] }) {
  const [opened, setOpened] = useState(false);
  if (entries.length === 0) return null;
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" width="target" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" fullWidth justify="space-between" leftSection={<IconListDetails size={16} />} rightSection={<IconChevronDown size={16} />} aria-label={`Contents (${entries.length} sections)`} onClick={() => setOpened((o) => !o)}>
          Contents
        </Button>
      </Popover.Target>
      <Popover.Dropdown mah="60vh" style={{ overflowY: 'auto' }} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpened(false)}>
        <TableOfContents entries={entries} />
      </Popover.Dropdown>
    </Popover>
  );
}
