import { type Token, type Tokens, Lexer } from 'marked';

/** A run of inline text with its emphasis: what both the PDF and the DOCX writer draw. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
}

export interface ListItemBlock {
  level: number;
  marker: string;
  runs: Run[];
}

/** The block structure of a generated document, from the Markdown AST (marked's GFM lexer). */
export type Block =
  | { kind: 'heading'; level: number; text: string; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'quote'; runs: Run[] }
  | { kind: 'list'; items: ListItemBlock[] }
  | { kind: 'table'; header: Run[][]; rows: Run[][][] }
  | { kind: 'code'; lang: string; text: string }
  | { kind: 'rule' };

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (m) => entities[m] ?? m);

export function inlineRuns(tokens: Token[] | undefined, style: Omit<Run, 'text'> = {}): Run[] {
  const runs: Run[] = [];
  for (const t of tokens ?? []) {
    switch (t.type) {
      case 'strong':
        runs.push(...inlineRuns((t as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        runs.push(...inlineRuns((t as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'codespan':
        runs.push({ ...style, code: true, text: decode((t as Tokens.Codespan).text) });
        break;
      case 'br':
        runs.push({ ...style, text: '\n' });
        break;
      case 'link':
      case 'del':
        runs.push(...inlineRuns((t as Tokens.Link).tokens, style));
        break;
      default: {
        const nested = (t as Tokens.Generic).tokens;
        if (nested?.length) runs.push(...inlineRuns(nested, style));
        else runs.push({ ...style, text: decode(String((t as Tokens.Generic).text ?? t.raw)) });
      }
    }
  }
  return runs;
}

export const runsText = (runs: Run[]) => runs.map((r) => r.text).join('');

function listItems(list: Tokens.List, level: number): ListItemBlock[] {
  const out: ListItemBlock[] = [];
  list.items.forEach((item, i) => {
    const runs: Run[] = [];
    const nested: ListItemBlock[] = [];
    for (const t of item.tokens) {
      if (t.type === 'list') nested.push(...listItems(t as Tokens.List, level + 1));
      else if (t.type !== 'space') runs.push(...(runs.length ? [{ text: ' ' }] : []), ...inlineRuns((t as Tokens.Generic).tokens ?? [t]));
    }
    const marker = item.task ? (item.checked ? '[x]' : '[ ]') : list.ordered ? `${(Number(list.start) || 1) + i}.` : '•';
    out.push({ level, marker, runs }, ...nested);
  });
  return out;
}

function toBlocks(tokens: Token[]): Block[] {
  const blocks: Block[] = [];
  for (const t of tokens) {
    switch (t.type) {
      case 'heading': {
        const h = t as Tokens.Heading;
        const runs = inlineRuns(h.tokens);
        blocks.push({ kind: 'heading', level: h.depth, text: runsText(runs), runs });
        break;
      }
      case 'paragraph':
      case 'text':
        blocks.push({ kind: 'paragraph', runs: inlineRuns((t as Tokens.Paragraph).tokens ?? [t]) });
        break;
      case 'blockquote': {
        const inner = toBlocks((t as Tokens.Blockquote).tokens);
        const runs = inner.flatMap((b, i) => [...(i ? [{ text: '\n' }] : []), ...('runs' in b ? b.runs : [])]);
        blocks.push({ kind: 'quote', runs });
        break;
      }
      case 'list':
        blocks.push({ kind: 'list', items: listItems(t as Tokens.List, 0) });
        break;
      case 'table': {
        const table = t as Tokens.Table;
        blocks.push({ kind: 'table', header: table.header.map((c) => inlineRuns(c.tokens)), rows: table.rows.map((r) => r.map((c) => inlineRuns(c.tokens))) });
        break;
      }
      case 'code':
        blocks.push({ kind: 'code', lang: (t as Tokens.Code).lang ?? '', text: (t as Tokens.Code).text });
        break;
      case 'hr':
        blocks.push({ kind: 'rule' });
        break;
      default:
        break; // space, html and link definitions draw nothing
    }
  }
  return blocks;
}

export function markdownBlocks(markdown: string): Block[] {
  return toBlocks(Lexer.lex(markdown, { gfm: true }));
}
