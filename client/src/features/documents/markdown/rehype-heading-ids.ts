import { createIdAllocator } from './headings';

/** The few hast shapes this plugin reads (hast types are not a direct dependency). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const HEADING = /^h[1-6]$/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** Sets each heading's id with the same allocator as the table of contents, in document order. */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const allocate = createIdAllocator();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) {
        node.properties = { ...node.properties, id: allocate(textOf(node).trim()) };
        return;
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
