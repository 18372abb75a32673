import { AlignmentType, BorderStyle, Document as DocxDocument, Footer, HeadingLevel, Packer, PageBreak, PageNumber, Paragraph, ShadingType, Table, TableCell, TableOfContents, TableRow, TextRun, WidthType } from 'docx';
import { type Block, markdownBlocks, type Run } from './markdown-blocks.js';

export interface ExportMeta {
  projectName: string;
  title: string;
  /** Shown on the cover, e.g. '22 November 2026'. */
  date: string;
  version: number;
}

const MONO = 'Courier New';
const levels = [HeadingLevel.HEADING_1, HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];

function runs(list: Run[], extra: { italics?: boolean; color?: string } = {}): TextRun[] {
  return list.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic || extra.italics, color: extra.color, ...(r.code ? { font: MONO, size: 19 } : {}), break: 0 }));
}

function cell(content: Run[], header: boolean): TableCell {
  return new TableCell({
    children: [new Paragraph({ children: runs(header ? content.map((r) => ({ ...r, bold: true })) : content) })],
    ...(header ? { shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' } } : {}),
  });
}

function block(b: Block): (Paragraph | Table)[] {
  switch (b.kind) {
    case 'heading':
      return [new Paragraph({ heading: levels[Math.min(b.level, 6) - 1], children: runs(b.runs) })];
    case 'paragraph':
      return [new Paragraph({ children: runs(b.runs), spacing: { after: 120 } })];
    case 'quote':
      return [new Paragraph({ children: runs(b.runs, { italics: true, color: '555555' }), indent: { left: 400 }, spacing: { after: 120 } })];
    case 'list':
      return b.items.map((item) =>
        item.marker === '•' ? new Paragraph({ bullet: { level: Math.min(item.level, 8) }, children: runs(item.runs) }) : new Paragraph({ indent: { left: 360 * (item.level + 1) }, children: [new TextRun(`${item.marker} `), ...runs(item.runs)] }),
      );
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [new TableRow({ tableHeader: true, children: b.header.map((c) => cell(c, true)) }), ...b.rows.map((r) => new TableRow({ children: r.map((c) => cell(c, false)) }))],
        }),
        new Paragraph({ text: '' }),
      ];
    case 'code': {
      // Mermaid stays readable as its source, labelled, in a bordered box.
      const label = b.lang === 'mermaid' ? [new Paragraph({ children: [new TextRun({ text: 'Diagram (Mermaid source)', italics: true, color: '555555' })] })] : [];
      const border = { style: BorderStyle.SINGLE, size: 4, color: 'BBBBBB', space: 4 };
      return [
        ...label,
        new Paragraph({
          border: { top: border, bottom: border, left: border, right: border },
          shading: { type: ShadingType.CLEAR, fill: 'F5F5F5', color: 'auto' },
          children: b.text.split('\n').map((line, i) => new TextRun({ text: line, font: MONO, size: 17, break: i ? 1 : 0 })),
          spacing: { after: 160 },
        }),
      ];
    }
    case 'rule':
      return [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'CCCCCC', space: 1 } }, children: [] })];
  }
}

/** A Word document: cover (project, title, date), contents, the content with real headings, page numbers. */
export async function markdownToDocx(meta: ExportMeta, markdown: string): Promise<Buffer> {
  const blocks = markdownBlocks(markdown);
  // The document's own first-level title is on the cover already.
  const body = blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  const cover = [
    new Paragraph({ spacing: { before: 2400 }, alignment: AlignmentType.CENTER, children: [new TextRun({ text: meta.projectName, size: 28, color: '555555' })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: meta.title })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `Version ${meta.version} · ${meta.date}`, color: '555555' })] }),
    new Paragraph({ children: [new PageBreak()] }),
    new Paragraph({ children: [new TextRun({ text: 'Contents', bold: true, size: 32 })], spacing: { after: 200 } }),
    // Filled in from the headings when written; Word refreshes its page numbers on opening.
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-2' }),
    new Paragraph({ children: [new PageBreak()] }),
  ];
  const doc = new DocxDocument({
    creator: 'Specforge',
    title: meta.title,
    description: `${meta.title} for ${meta.projectName}`,
    sections: [
      {
        footers: {
          default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] })] }),
        },
        children: [...cover, ...body.flatMap(block)],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
