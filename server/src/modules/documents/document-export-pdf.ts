import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { DiagramImage, DiagramRenderer } from './diagram-renderer.js';
import type { ExportMeta } from './document-export-docx.js';
import { type Block, type ListItemBlock, markdownBlocks, type Run } from './markdown-blocks.js';

// DejaVu covers Latin, Greek, Cyrillic, arrows and most symbols, so user text is printed as typed.
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: path.join(fontDir, 'DejaVuSans-Oblique.ttf'),
  boldItalic: path.join(fontDir, 'DejaVuSans-BoldOblique.ttf'),
  mono: path.join(fontDir, 'DejaVuSansMono.ttf'),
};

type Pdf = PDFKit.PDFDocument;
const MARGIN = 56;
const BODY = 10;
const INK = '#1a1a1a';
const MUTED = '#555555';
const headingSizes = [20, 15, 12.5, 11, 10.5, 10.5];

function fontOf(r: Run): string {
  if (r.code) return FONTS.mono;
  if (r.bold && r.italic) return FONTS.boldItalic;
  return r.bold ? FONTS.bold : r.italic ? FONTS.italic : FONTS.regular;
}

/** Inline runs as one flowing paragraph (pdfkit's `continued` text keeps wrapping across fonts). */
function writeRuns(doc: Pdf, runs: Run[], o: { x: number; width: number; size?: number; color?: string; italic?: boolean }): void {
  const list = runs.filter((r) => r.text.length);
  if (!list.length) return;
  doc.fillColor(o.color ?? INK);
  list.forEach((r, i) => {
    const styled = o.italic ? { ...r, italic: true } : r;
    doc.font(fontOf(styled)).fontSize(r.code ? (o.size ?? BODY) - 1 : (o.size ?? BODY));
    const opts = { width: o.width, continued: i < list.length - 1, lineGap: 2 };
    if (i === 0) doc.text(r.text, o.x, doc.y, opts);
    else doc.text(r.text, opts);
  });
  doc.x = MARGIN;
}

const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Pdf) => doc.page.height - MARGIN;
function ensure(doc: Pdf, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

function drawList(doc: Pdf, items: ListItemBlock[]): void {
  for (const item of items) {
    const indent = 14 + item.level * 16;
    ensure(doc, 16);
    const y = doc.y;
    doc
      .font(FONTS.regular)
      .fontSize(BODY)
      .fillColor(INK)
      .text(item.marker, MARGIN + indent - 12, y, { width: 24, lineBreak: false });
    doc.y = y;
    writeRuns(doc, item.runs, { x: MARGIN + indent + (item.marker.length > 1 ? 8 : 0), width: contentWidth(doc) - indent - 8 });
    doc.moveDown(0.15);
  }
  doc.moveDown(0.4);
}

function drawTable(doc: Pdf, header: Run[][], rows: Run[][][]): void {
  const cols = Math.max(1, header.length);
  const colWidth = contentWidth(doc) / cols;
  const pad = 4;
  const size = 8.5;
  const text = (c: Run[] | undefined) => (c ?? []).map((r) => r.text).join('');
  const drawRow = (cells: Run[][], bold: boolean) => {
    doc.font(bold ? FONTS.bold : FONTS.regular).fontSize(size);
    const height = Math.max(...Array.from({ length: cols }, (_, i) => doc.heightOfString(text(cells[i]) || ' ', { width: colWidth - 2 * pad }))) + 2 * pad;
    if (doc.y + height > bottom(doc)) {
      doc.addPage();
      if (!bold) drawRow(header, true); // repeat the header on a new page
    }
    const y = doc.y;
    if (bold) doc.rect(MARGIN, y, contentWidth(doc), height).fill('#eeeeee');
    for (let i = 0; i < cols; i++) {
      doc
        .rect(MARGIN + i * colWidth, y, colWidth, height)
        .lineWidth(0.5)
        .stroke('#bbbbbb');
      doc
        .font(bold ? FONTS.bold : FONTS.regular)
        .fontSize(size)
        .fillColor(INK)
        .text(text(cells[i]), MARGIN + i * colWidth + pad, y + pad, { width: colWidth - 2 * pad });
    }
    doc.y = y + height;
  };
  drawRow(header, true);
  for (const row of rows) drawRow(row, false);
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

type Diagrams = ReadonlyMap<string, DiagramImage | null>;

/** A drawn diagram at its CSS size (1 px = 0.75 pt), shrunk to fit the page's width and height. */
function drawDiagram(doc: Pdf, image: DiagramImage): void {
  const maxHeight = bottom(doc) - doc.page.margins.top - 16;
  const scale = Math.min(0.75, contentWidth(doc) / image.width, maxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  ensure(doc, height + 8);
  doc.image(image.png, MARGIN + (contentWidth(doc) - width) / 2, doc.y, { width, height });
  doc.y += height;
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

function drawCode(doc: Pdf, lang: string, source: string, diagrams: Diagrams): void {
  const size = 8;
  const lineHeight = size * 1.35;
  if (lang === 'mermaid') {
    const image = diagrams.get(source);
    if (image) return drawDiagram(doc, image);
    // Not drawn (no renderer here, or Mermaid refused it): the source, with a note saying so.
    ensure(doc, 40);
    doc.font(FONTS.italic).fontSize(8.5).fillColor(MUTED).text('Diagram (Mermaid source: it could not be drawn here)', MARGIN, doc.y);
  }
  // DejaVu Sans Mono glyphs are 0.602 em wide: long lines wrap instead of being cut off.
  const perLine = Math.floor((contentWidth(doc) - 12) / (size * 0.602));
  const lines = source.split('\n').flatMap((line) => (line.length <= perLine ? [line] : (line.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [line])));
  let i = 0;
  while (i < lines.length) {
    ensure(doc, lineHeight * 2 + 8);
    const fit = Math.max(1, Math.floor((bottom(doc) - doc.y - 8) / lineHeight));
    const chunk = lines.slice(i, i + fit);
    const y = doc.y;
    const height = chunk.length * lineHeight + 8;
    doc.rect(MARGIN, y, contentWidth(doc), height).fillAndStroke('#f5f5f5', '#cccccc');
    doc.font(FONTS.mono).fontSize(size).fillColor('#222222');
    chunk.forEach((line, n) => doc.text(line || ' ', MARGIN + 6, y + 4 + n * lineHeight, { width: contentWidth(doc) - 12, lineBreak: false }));
    doc.y = y + height;
    i += chunk.length;
    if (i < lines.length) doc.addPage();
  }
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

interface TocEntry {
  level: number;
  text: string;
  page: number;
}

function drawBlock(doc: Pdf, b: Block, toc: TocEntry[], diagrams: Diagrams): void {
  switch (b.kind) {
    case 'heading': {
      const size = headingSizes[Math.min(b.level, 6) - 1]!;
      ensure(doc, size * 2 + 60); // never a heading alone at the foot of a page
      if (b.level <= 2 && doc.y > MARGIN) doc.moveDown(0.6);
      if (b.level <= 2) {
        toc.push({ level: b.level, text: b.text, page: doc.bufferedPageRange().start + doc.bufferedPageRange().count - 1 });
        doc.outline.addItem(b.text);
      }
      writeRuns(
        doc,
        b.runs.map((r) => ({ ...r, bold: true })),
        { x: MARGIN, width: contentWidth(doc), size },
      );
      doc.moveDown(0.4);
      return;
    }
    case 'paragraph':
      ensure(doc, 14);
      writeRuns(doc, b.runs, { x: MARGIN, width: contentWidth(doc) });
      doc.moveDown(0.6);
      return;
    case 'quote': {
      ensure(doc, 14);
      const y = doc.y;
      writeRuns(doc, b.runs, { x: MARGIN + 12, width: contentWidth(doc) - 12, color: MUTED, italic: true });
      if (doc.y > y) doc.rect(MARGIN, y, 2.5, doc.y - y).fill('#cccccc');
      doc.moveDown(0.6);
      return;
    }
    case 'list':
      return drawList(doc, b.items);
    case 'table':
      return drawTable(doc, b.header, b.rows);
    case 'code':
      return drawCode(doc, b.lang, b.text, diagrams);
    case 'rule':
      ensure(doc, 12);
      doc
        .moveTo(MARGIN, doc.y)
        .lineTo(doc.page.width - MARGIN, doc.y)
        .lineWidth(0.5)
        .stroke('#cccccc');
      doc.moveDown(0.6);
  }
}

function drawCover(doc: Pdf, meta: ExportMeta): void {
  const width = contentWidth(doc);
  doc.font(FONTS.regular).fontSize(14).fillColor(MUTED).text(meta.projectName, MARGIN, 260, { width, align: 'center' });
  doc.moveDown(0.8).font(FONTS.bold).fontSize(26).fillColor(INK).text(meta.title, { width, align: 'center' });
  doc.moveDown(1).font(FONTS.regular).fontSize(11).fillColor(MUTED).text(`Version ${meta.version} · ${meta.date}`, { width, align: 'center' });
  doc
    .font(FONTS.regular)
    .fontSize(9)
    .text('Generated with Specforge', MARGIN, doc.page.height - 120, { width, align: 'center' });
}

const TOC_LINES_PER_PAGE = 40;

/** The table of contents on the pages reserved for it, now that every heading's page is known. */
function drawToc(doc: Pdf, toc: TocEntry[], firstPage: number): void {
  toc.forEach((entry, i) => {
    if (i % TOC_LINES_PER_PAGE === 0) {
      doc.switchToPage(firstPage + i / TOC_LINES_PER_PAGE);
      doc.y = MARGIN;
      if (i === 0) doc.font(FONTS.bold).fontSize(16).fillColor(INK).text('Contents', MARGIN, MARGIN).moveDown(0.6);
    }
    const indent = entry.level === 1 ? 0 : 14;
    const y = doc.y;
    const size = entry.level === 1 ? 10.5 : 9.5;
    doc
      .font(entry.level === 1 ? FONTS.bold : FONTS.regular)
      .fontSize(size)
      .fillColor(INK);
    doc.text(entry.text, MARGIN + indent, y, { width: contentWidth(doc) - indent - 40, lineBreak: false, ellipsis: true });
    doc.text(String(entry.page + 1), MARGIN, y, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.y = y + size * 1.6;
  });
}

function drawPageNumbers(doc: Pdf, meta: ExportMeta): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i++) {
    doc.switchToPage(i);
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing in the margin must not open a new page
    doc.font(FONTS.regular).fontSize(8).fillColor('#888888');
    doc.text(`${meta.projectName} — ${meta.title}`, MARGIN, doc.page.height - 36, { width: contentWidth(doc) / 1.5, lineBreak: false, ellipsis: true });
    doc.text(`Page ${i + 1} of ${count}`, MARGIN, doc.page.height - 36, { width: contentWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}

/**
 * An A4 PDF from the document's Markdown AST, without a browser: cover page (project, title,
 * date), table of contents with page numbers, headings (also as PDF bookmarks), lists, tables,
 * code blocks, Mermaid diagrams drawn (by `diagrams`, a reused browser; as source in a box with a
 * note when they cannot be), and page numbers.
 */
export async function markdownToPdf(meta: ExportMeta, markdown: string, diagrams?: DiagramRenderer): Promise<Buffer> {
  const blocks = markdownBlocks(markdown);
  const sources = blocks.flatMap((b) => (b.kind === 'code' && b.lang === 'mermaid' ? [b.text] : []));
  const images: Diagrams = diagrams && sources.length ? await diagrams.render(sources) : new Map();
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: meta.title, Subject: meta.projectName, Creator: 'Specforge' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const body = blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  const headings = body.filter((b) => b.kind === 'heading' && b.level <= 2).length;
  const tocPages = Math.max(1, Math.ceil((headings + 2) / TOC_LINES_PER_PAGE));

  drawCover(doc, meta);
  for (let i = 0; i < tocPages; i++) doc.addPage();
  doc.addPage();
  const toc: TocEntry[] = [];
  for (const b of body) drawBlock(doc, b, toc, images);
  drawToc(doc, toc, 1);
  drawPageNumbers(doc, meta);
  doc.end();
  return done;
}
