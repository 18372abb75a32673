import { Box, Grid, Paper } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { tableOfContents } from '../markdown/headings';
import { MarkdownView } from '../markdown/markdown-view';
import { TableOfContents } from './table-of-contents';

/** Reading mode: contents on the side, the rendered document, and #anchors that land. */
export function DocumentReader({ markdown }: { markdown: string }) {
  const toc = useMemo(() => tableOfContents(markdown), [markdown]);
  const { hash } = useLocation();

  // The content arrives after the first paint, so the browser's own jump to #FR-3 found nothing.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, markdown]);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Box pos={{ base: 'static', md: 'sticky' }} top={16}>
          <TableOfContents entries={toc} />
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article" data-testid="document-content">
          <MarkdownView markdown={markdown} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
