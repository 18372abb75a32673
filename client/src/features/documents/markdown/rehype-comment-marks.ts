/** The few hast shapes this plugin reads (hast types are not a direct dependency). */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** Sections one can comment on: h2–h4 (h1 is the document's title, commented on as a whole). */
const SECTION = /^h[2-4]$/;
/** A heading or list item that defines a spec item is anchored by its id (rehype-heading-ids.ts). */
const ITEM_ID = /^[A-Z]{1,4}-\d+(?:\.\d+)?$/;

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

const mark = (target: string, label: string): HastNode => ({ type: 'element', tagName: 'span', properties: { dataCommentTarget: target, dataCommentLabel: label }, children: [] });

/** The leading bold of a list item (maybe inside its first paragraph), with its parent. */
function leadingStrong(item: HastNode): { parent: HastNode; index: number } | null {
  const visible = (n: HastNode) => !(n.type === 'text' && !(n.value ?? '').trim());
  let parent = item;
  let first = (item.children ?? []).find(visible);
  if (first?.type === 'element' && first.tagName === 'p') {
    parent = first;
    first = (first.children ?? []).find(visible);
  }
  if (first?.type !== 'element' || first.tagName !== 'strong') return null;
  return { parent, index: (parent.children ?? []).indexOf(first) };
}

/**
 * Puts a comment mark (an empty span the view renders as a count badge) after each section
 * heading (target `document:<type>#<heading>`) and after the id of each spec item the document
 * defines (target `FR-3`). Runs after rehypeHeadingIds, whose ids tell items from sections.
 */
export function rehypeCommentMarks({ type }: { type: string }) {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type !== 'element' && node.type !== 'root') return;
      const id = typeof node.properties?.id === 'string' ? node.properties.id : null;
      if (node.tagName && SECTION.test(node.tagName)) {
        const text = textOf(node).trim();
        if (!text) return;
        const item = id && ITEM_ID.test(id) ? id : null;
        node.children = [...(node.children ?? []), item ? mark(item, item) : mark(`document:${type}#${text}`, `the section ${text}`)];
        // The heading keeps its own text as its name: the comment button inside it must not rename
        // it ("Functional requirements", not "Functional requirements Comment on the section …").
        node.properties = { ...node.properties, ariaLabel: text };
        return;
      }
      if (node.tagName === 'li' && id && ITEM_ID.test(id)) {
        const at = leadingStrong(node);
        if (at) at.parent.children!.splice(at.index + 1, 0, mark(id, id));
      }
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
