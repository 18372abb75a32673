import { Box, Button, Group, Tabs, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DiffView } from '../../../components/diff-view';
import type { PatchHunk } from '../hooks/use-spec-update';

function Plain({ text, empty }: { text: string | null; empty: string }) {
  if (!text?.trim()) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Box
      component="pre"
      tabIndex={0}
      m={0}
      p="xs"
      ff="monospace"
      fz="xs"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 360, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {text}
    </Box>
  );
}

interface HandEditViewProps {
  hunk: PatchHunk;
  /** Pending and not being decided: the merge can be accepted. */
  open: boolean;
  busy: boolean;
  onMerge: (text: string) => void;
}

/**
 * A section edited by hand is never replaced silently: the three texts side by side in tabs
 * (what was generated, what the user wrote, what would be generated now), the change from the
 * user's text to the proposal, and a merge written by hand that is accepted as it is.
 */
export function HandEditView({ hunk, open, busy, onMerge }: HandEditViewProps) {
  const [merged, setMerged] = useState(hunk.merged ?? hunk.before);
  return (
    <Tabs defaultValue="changes" keepMounted={false} variant="pills" radius="sm">
      <Tabs.List style={{ flexWrap: 'wrap' }} aria-label="Compare the versions">
        <Tabs.Tab value="changes">What changes</Tabs.Tab>
        <Tabs.Tab value="generated">Generated before</Tabs.Tab>
        <Tabs.Tab value="yours">Your text</Tabs.Tab>
        <Tabs.Tab value="proposed">Proposed now</Tabs.Tab>
        <Tabs.Tab value="merge">Merge by hand</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="changes" pt="sm">
        <DiffView before={hunk.before} after={hunk.after} beforeLabel="Your text" afterLabel="Proposed now" context={3} maxHeight={420} />
      </Tabs.Panel>
      <Tabs.Panel value="generated" pt="sm">
        <Plain text={hunk.generated} empty="There is no generated version of this section to compare with." />
      </Tabs.Panel>
      <Tabs.Panel value="yours" pt="sm">
        <Plain text={hunk.before} empty="The section is empty now." />
      </Tabs.Panel>
      <Tabs.Panel value="proposed" pt="sm">
        <Plain text={hunk.after} empty="The update removes this section." />
      </Tabs.Panel>
      <Tabs.Panel value="merge" pt="sm">
        <Textarea
          label="Merge by hand"
          description="Starts from your text: take what you want from the proposal, then accept your merge."
          value={merged}
          onChange={(event) => setMerged(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={20}
          disabled={!open}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 'var(--mantine-font-size-xs)' } }}
        />
        <Group justify="flex-end" mt="xs">
          <Button size="xs" disabled={!open || !merged.trim()} loading={busy} onClick={() => onMerge(merged)}>
            Accept my merge
          </Button>
        </Group>
      </Tabs.Panel>
    </Tabs>
  );
}
