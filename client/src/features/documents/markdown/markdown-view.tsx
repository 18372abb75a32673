import { Code, Table, Typography } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { linkReferences, tableOfContents } from './headings';
import classes from './markdown-view.module.css';
import { MermaidBlock } from './mermaid-block';
import { rehypeHeadingIds } from './rehype-heading-ids';
import { rehypeCommentMarks } from './rehype-comment-marks';
import { CommentCountBadge } from '../../../components/comment-count-badge';
import type { CommentCount } from '../../../lib/comment-counts';

function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  return '';
}

/**
 * Whether an image in a document may load: data and blob URLs and our own origin only. A remote
 * image would tell its host who read the document and when (a tracking pixel), so it is shown as
 * a link the reader may follow instead (the CSP's img-src refuses it anyway).
 */
export function loadsInline(src: string): boolean {
  if (/^(data:image\/|blob:)/i.test(src)) return true;
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

const components: Components = {
  img({ src, alt }) {
    const url = typeof src === 'string' ? src : '';
    if (url && loadsInline(url)) return <img src={url} alt={alt ?? ''} style={{ maxWidth: '100%' }} />;
    return (
      <a href={url || undefined} target="_blank" rel="noreferrer noopener" style={{ textDecoration: 'underline' }} title="External image, not loaded">
        {`Image: ${alt || url || 'untitled'}`}
      </a>
    );
  },
  code({ className, children }) {
    const language = /language-(\w+)/.exec(className ?? '')?.[1];
    const text = textOf(children).replace(/\n$/, '');
    if (language === 'mermaid') return <MermaidBlock code={text} />;
    // Block code arrives wrapped in <pre>; inline code has no language and no newline.
    return language || text.includes('\n') ? <code className={className}>{children}</code> : <Code>{children}</Code>;
  },
  pre({ children }) {
    // A mermaid block renders its own container instead of a <pre>.
    const only = Array.isArray(children) ? children[0] : children;
    if (only && typeof only === 'object' && 'type' in only && only.type === MermaidBlock) return <>{children}</>;
    return <pre>{children}</pre>;
  },
  table({ children }) {
    return (
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder withColumnBorders striped>
          {children}
        </Table>
      </Table.ScrollContainer>
    );
  },
  a({ href, children }) {
    const external = href && /^https?:/.test(href);
    return (
      // Underlined: links inside running text must not rely on colour alone (WCAG 1.4.1).
      <a href={href} style={{ textDecoration: 'underline' }} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
        {children}
      </a>
    );
  },
};

/** Comment counts beside the document's sections and items, and what opening one does. */
export interface MarkdownComments {
  /** The document type: section targets are `document:<type>#<heading>`. */
  type: string;
  counts: ReadonlyMap<string, CommentCount>;
  onOpen: (target: string, label: string) => void;
}

/** A generated document as a reader sees it: GFM, anchored headings, linked ids, lazy diagrams. */
export function MarkdownView({ markdown, comments }: { markdown: string; comments?: MarkdownComments }) {
  const source = useMemo(() => {
    const anchors = new Set(tableOfContents(markdown, 6).map((e) => e.id));
    return linkReferences(markdown, anchors);
  }, [markdown]);
  const type = comments?.type;
  const rehypePlugins = useMemo<Options['rehypePlugins']>(() => (type ? [rehypeHeadingIds, [rehypeCommentMarks, { type }]] : [rehypeHeadingIds]), [type]);
  const counts = comments?.counts;
  const onOpen = comments?.onOpen;
  const withMarks = useMemo<Components>(() => {
    if (!counts || !onOpen) return components;
    return {
      ...components,
      span(props) {
        const data = props as Record<string, unknown>;
        const target = data['data-comment-target'];
        if (typeof target !== 'string') return <span className={props.className}>{props.children}</span>;
        const label = String(data['data-comment-label'] ?? target);
        // Items show a badge once commented; every section offers one, to start a thread.
        return <CommentCountBadge label={label} count={counts.get(target)} onOpen={() => onOpen(target, label)} always={target.startsWith('document:')} />;
      },
    };
  }, [counts, onOpen]);

  return (
    <Typography className={classes.doc}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={rehypePlugins} components={withMarks}>
        {source}
      </ReactMarkdown>
    </Typography>
  );
}
