import { Box, Grid, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { tableOfContents } from '../markdown/headings';
import { MarkdownView, type MarkdownComments } from '../markdown/markdown-view';
import { TableOfContents, TableOfContentsMenu } from './table-of-contents';

/** Reading mode: contents on the side, the rendered document, and #anchors that land. */
export function DocumentReader({ markdown, comments }: { markdown: string; comments?: MarkdownComments }) {
  const toc = useMemo(() => tableOfContents(markdown), [markdown]);
  const { hash } = useLocation();
  // Below Mantine's md breakpoint the contents would sit above the text: a menu there instead.
  const narrow = useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });

  // The content arrives after the first paint, so the browser's own jump to #FR-3 found nothing.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, markdown]);

  const article = (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="article" data-testid="document-content">
      <MarkdownView markdown={markdown} comments={comments} />
    </Paper>
  );
  if (narrow) {
    return (
      <Box>
        <Box mb="md">
          <TableOfContentsMenu entries={toc} />
        </Box>
        {article}
      </Box>
    );
  }
  return (
    <Grid gap="lg">
      <Grid.Col span={3}>
        <Box pos="sticky" top={16}>
          <TableOfContents entries={toc} />
        </Box>
      </Grid.Col>
      <Grid.Col span={9}>{article}</Grid.Col>
    </Grid>
  );
}
