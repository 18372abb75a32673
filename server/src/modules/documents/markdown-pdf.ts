import PDFDocument from 'pdfkit';

// The standard PDF fonts cover Latin-1 only: common typography is mapped, anything else dropped.
const replacements: [RegExp, string][] = [
  [/[\u2018\u2019]/g, "'"],
  [/[\u201C\u201D]/g, '"'],
  [/[\u2013\u2014]/g, '-'],
  [/\u2026/g, '...'],
  [/\u2192/g, '->'],
  [/\u2190/g, '<-'],
  [/[\u2265]/g, '>='],
  [/[\u2264]/g, '<='],
  [/[\u2022\u25CF]/g, '*'],
];

function latin1(text: string): string {
  let out = text;
  for (const [pattern, to] of replacements) out = out.replace(pattern, to);
  return out.replace(/[^\x09\x0A\x0D\x20-\x7E\xA0-\xFF]/g, '');
}

/** Inline Markdown markers are dropped: the PDF shows the words, not the syntax. */
function plain(text: string): string {
  return latin1(text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/`([^`]+)`/g, '$1').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1'));
}

/**
 * Renders the Markdown our generators write (headings, paragraphs, lists, quotes, tables and
 * fenced blocks such as Mermaid diagrams, which stay as source) to an A4 PDF.
 */
export function markdownToPdf(title: string, markdown: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: latin1(title), Creator: 'Specforge' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) {
      fenced = !fenced;
      doc.moveDown(0.3);
      continue;
    }
    if (fenced) {
      doc.font('Courier').fontSize(8.5).fillColor('#333333').text(latin1(line) || ' ', { width });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    if (heading) {
      const size = [20, 15, 12.5, 11][heading[1]!.length - 1]!;
      doc.moveDown(heading[1]!.length === 1 ? 0 : 0.6).font('Helvetica-Bold').fontSize(size).fillColor('#111111').text(plain(heading[2]!), { width });
      doc.moveDown(0.3);
    } else if (/^>\s?/.test(line)) {
      doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(plain(line.replace(/^>\s?/, '')) || ' ', { width });
    } else if (/^\s*([-*]|\d+\.)\s+/.test(line)) {
      const indent = 12 + Math.floor((line.length - line.trimStart().length) / 2) * 12;
      const item = line.trim().replace(/^([-*])\s+/, '- ');
      doc.font('Helvetica').fontSize(10.5).fillColor('#111111').text(plain(item), doc.page.margins.left + indent, undefined, { width: width - indent });
      doc.x = doc.page.margins.left;
    } else if (line.startsWith('|')) {
      if (/^\|[\s:|-]+\|?$/.test(line)) continue; // the separator row
      doc.font('Courier').fontSize(8.5).fillColor('#111111').text(plain(line), { width });
    } else if (!line.trim()) {
      doc.moveDown(0.4);
    } else {
      doc.font('Helvetica').fontSize(10.5).fillColor('#111111').text(plain(line), { width });
    }
  }
  doc.end();
  return done;
}
