import { PDFParse } from 'pdf-parse';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiagramRenderer } from './diagram-renderer.js';
import { markdownToPdf } from './document-export-pdf.js';

const meta = { projectName: 'MealMate', title: 'Diagrams', date: '5 January 2026', version: 1 };
const good = 'flowchart TD\n  A[Open the app] --> B[Plan the week]';
const broken = 'flowchart TD\n  A --> [unclosed';
const imagesIn = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
const textOf = async (pdf: Buffer) => (await new PDFParse({ data: new Uint8Array(pdf) }).getText()).text;

describe('Mermaid diagrams in the PDF', () => {
  const renderer = createDiagramRenderer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  afterAll(() => renderer.close());

  it('draws a diagram once (one browser, reused; the drawing cached) and prints a refused one as source with a note', async () => {
    const first = await renderer.render([good, broken]);
    expect(first.get(good)).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    expect(first.get(good)!.png.subarray(1, 4).toString()).toBe('PNG');
    expect(first.get(broken)).toBeNull();
    const again = await renderer.render([good]);
    expect(again.get(good)).toBe(first.get(good));

    const pdf = await markdownToPdf(meta, `# Diagrams\n\n## Drawn\n\n\`\`\`mermaid\n${good}\n\`\`\`\n\n## Refused\n\n\`\`\`mermaid\n${broken}\n\`\`\`\n`, renderer);
    expect(imagesIn(pdf)).toBe(1);
    const text = await textOf(pdf);
    expect(text).toContain('Diagram (Mermaid source: it could not be drawn here)');
    expect(text).toContain('A --> [unclosed');
    expect(text).not.toContain('Plan the week]');
    // Starting Chromium and loading Mermaid take seconds on a busy machine.
  }, 120_000);

  it('without Chromium every diagram falls back to its source, and says why once', async () => {
    const reasons: string[] = [];
    const missing = createDiagramRenderer({ executablePath: '/nonexistent/chromium', onUnavailable: (r) => reasons.push(r) });
    const pdf = await markdownToPdf(meta, `# Diagrams\n\n\`\`\`mermaid\n${good}\n\`\`\`\n`, missing);
    await missing.close();
    expect(imagesIn(pdf)).toBe(0);
    expect(await textOf(pdf)).toContain('Diagram (Mermaid source: it could not be drawn here)');
    expect(reasons).toEqual(['Chromium not found at /nonexistent/chromium']);
  });
});
