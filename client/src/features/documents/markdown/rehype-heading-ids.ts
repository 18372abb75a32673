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
/** A list item led by a bold id (`**T-3** Set up…`, `**AC-1.2** Given…`, `**NFR-1 (Security)**`). */
const ITEM_ID = /^([A-Z]{1,4}-\d+(?:\.\d+)?)(?![\w.-])/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const isBlank = (node: HastNode) => node.type === 'text' && !(node.value ?? '').trim();

/** The id a list item starts with in bold, looking through a leading paragraph. */
function leadingId(item: HastNode): string | null {
  let first = (item.children ?? []).find((c) => !isBlank(c));
  if (first?.type === 'element' && first.tagName === 'p') first = (first.children ?? []).find((c) => !isBlank(c));
  if (first?.type !== 'element' || first.tagName !== 'strong') return null;
  return ITEM_ID.exec(textOf(first).trim())?.[1] ?? null;
}

/**
 * Sets each heading's id with the same allocator as the table of contents, in document order.
 * Then a list item led by a bold id that no heading took gets that id, so links from the
 * traceability matrix (`#T-3`, `#SM-1`, `#AC-1.2`) land on the item itself.
 */
export function rehypeHeadingIds() {
  return (tree: HastNode) => {
    const allocate = createIdAllocator();
    const taken = new Set<string>();
    const items: HastNode[] = [];
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName && HEADING.test(node.tagName)) {
        const id = allocate(textOf(node).trim());
        taken.add(id);
        node.properties = { ...node.properties, id };
        return;
      }
      if (node.type === 'element' && node.tagName === 'li') items.push(node);
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
    for (const item of items) {
      const id = leadingId(item);
      if (!id || taken.has(id)) continue;
      taken.add(id);
      item.properties = { ...item.properties, id };
    }
  };
}
