import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transports } from '../../test/auth-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { editClient, type EditClient } from './testing/edit-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const result = await parser.getText();
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

const exportOf = (c: EditClient, id: string, format: string) => c.download(`/documents/${id}/export?format=${format}`, 'documentExport', { documentId: id, format });
const roadmapOf = (c: EditClient, id: string, format: string, target = 'github') => c.download(`/documents/${id}/roadmap/export?format=${format}&target=${target}`, 'roadmapExport', { documentId: id, format, target });
const zipOf = (c: EditClient, projectId: string) => c.download(`/projects/${projectId}/documents/export?format=zip`, 'projectDocumentsExport', { projectId, format: 'zip' });

describe.each(transports)('exports over %s', (transport) => {
  let c: EditClient;
  let projectId: string;
  let ids: string[];
  beforeAll(async () => {
    ({ c } = await editClient(t.app, t.db.orm, transport));
    projectId = await c.projectWithBrief('Zürich Ξ Planner');
    expect((await c.generateAll(projectId)).ok).toBe(true);
    ids = (await c.settle(projectId, 60_000)).map((d) => d.id as string);
  });

  it('exports the PRD as Markdown, as a PDF with cover, contents and page numbers, and as DOCX', async () => {
    const md = await exportOf(c, ids[0]!, 'md');
    expect(md).toMatchObject({ ok: true, filename: expect.stringMatching(/\.md$/) });
    // The wizard's project name (the sample brief's) titles the document; the project's own name is on the cover.
    expect(md.bytes.toString('utf8')).toContain('# Product Requirements Document: MealMate');

    const pdf = await exportOf(c, ids[0]!, 'pdf');
    expect(pdf).toMatchObject({ ok: true, contentType: expect.stringContaining('application/pdf'), filename: expect.stringMatching(/\.pdf$/) });
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf.bytes);
    expect(text).toContain('Zürich Ξ Planner'); // the Unicode font keeps the name as typed
    expect(text).toContain('Product Requirements Document');
    expect(text).toContain('Contents');
    expect(text).toMatch(new RegExp(`Page 2 of ${pages}`));
    expect(pages).toBeGreaterThan(3);

    const docx = await exportOf(c, ids[0]!, 'docx');
    expect(docx).toMatchObject({ ok: true, filename: expect.stringMatching(/\.docx$/) });
    const zip = await JSZip.loadAsync(docx.bytes);
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('Product Requirements Document: MealMate');
    expect(xml).toContain('Zürich Ξ Planner');
    expect(xml).toContain('w:val="Heading2"'); // Markdown headings become Word headings
    expect(xml).toContain('TOC \\h'); // a table of contents, filled in from the headings
    const footer = Object.keys(zip.files).find((n) => /^word\/footer\d*\.xml$/.test(n));
    expect(await zip.file(footer!)!.async('string')).toContain('PAGE');

    // Markdown tables (the feature breakdown has one) become Word tables.
    const features = await JSZip.loadAsync((await exportOf(c, ids[2]!, 'docx')).bytes);
    expect(await features.file('word/document.xml')!.async('string')).toContain('<w:tbl>');

    expect(await exportOf(c, ids[0]!, 'odt')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });

  it('draws the Mermaid diagrams in the PDF (images, not their source)', async () => {
    const pdf = await exportOf(c, ids[4]!, 'pdf'); // technical architecture: components, request path, data model
    const images = pdf.bytes.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(3);
    const { text } = await pdfText(pdf.bytes);
    expect(text).not.toContain('Diagram (Mermaid source');
    expect(text).not.toMatch(/sequenceDiagram|erDiagram/);
    // The first diagram starts the app's one Chromium: seconds on a busy machine.
  }, 120_000);

  it('exports all six documents as Markdown files in one .zip', async () => {
    const out = await zipOf(c, projectId);
    expect(out).toMatchObject({ ok: true, filename: expect.stringMatching(/\.zip$/) });
    const zip = await JSZip.loadAsync(out.bytes);
    const names = Object.keys(zip.files).sort();
    expect(names).toHaveLength(6);
    expect(names.every((n) => n.endsWith('.md'))).toBe(true);
    expect(names[0]).toMatch(/^01-product-requirements-document/);
    expect(await zip.file(names[5]!)!.async('string')).toContain('# Roadmap');
  });

  it('exports the roadmap tasks as CSV for GitHub, Linear and Jira and as JSON; other documents answer 400', async () => {
    const roadmapId = ids[5]!;
    const headers = {
      github: 'title,body,labels,milestone,milestone_title',
      linear: 'Title,Description,Priority,Estimate,Labels,Due Date',
      jira: 'Summary,Description,Issue Type,Labels,Labels,Due date,Original Estimate',
    };
    for (const [target, header] of Object.entries(headers)) {
      const csv = await roadmapOf(c, roadmapId, 'csv', target);
      expect(csv, target).toMatchObject({ ok: true, filename: expect.stringMatching(new RegExp(`-${target}\\.csv$`)) });
      const text = csv.bytes.toString('utf8');
      expect(text.split('\n')[0], target).toBe(header);
      expect(text, target).toMatch(/Requirements: FR-\d/);
      expect(text, target).toMatch(/Depends on: /);
    }
    // Linear splits Labels on ", "; GitHub's importer takes the milestone's number, its title beside it.
    const rowsOf = async (target: string) => parse((await roadmapOf(c, roadmapId, 'csv', target)).bytes, { columns: true }) as Record<string, string>[];
    const linear = await rowsOf('linear');
    for (const row of linear) expect(row.Labels!.split(', ')).toEqual(['specforge', expect.stringMatching(/^[a-z0-9-]+$/)]);
    const github = await rowsOf('github');
    expect(github[0]).toMatchObject({ labels: expect.stringMatching(/^specforge,[a-z0-9-]+$/), milestone: '1', milestone_title: expect.stringMatching(/\w/) });
    expect(new Set(github.map((r) => r.milestone))).toEqual(new Set(Array.from({ length: new Set(github.map((r) => r.milestone_title)).size }, (_, i) => String(i + 1))));
    const json = await roadmapOf(c, roadmapId, 'json');
    const body = JSON.parse(json.bytes.toString('utf8')) as { tasks: Record<string, unknown>[]; phases: unknown[] };
    expect(body.phases.length).toBeGreaterThan(0);
    expect(body.tasks.length).toBeGreaterThan(0);
    expect(body.tasks[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), fr_refs: expect.any(Array), depends_on: expect.any(Array), estimate_days: expect.any(Number), due: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), milestone_number: 1 });

    const notRoadmap = await roadmapOf(c, ids[0]!, 'csv');
    expect(notRoadmap).toMatchObject({ ok: false, code: 'NOT_A_ROADMAP' });
    if (transport === 'rest') expect(notRoadmap.status).toBe(400);
    expect(await roadmapOf(c, roadmapId, 'xml')).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
  });

  it("answers 404 for another user's documents and project on every export", async () => {
    const { c: intruder } = await editClient(t.app, t.db.orm, transport);
    for (const format of ['md', 'pdf', 'docx']) expect(await exportOf(intruder, ids[0]!, format), format).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_FOUND' });
    expect(await roadmapOf(intruder, ids[5]!, 'csv')).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_FOUND' });
    expect(await roadmapOf(intruder, ids[5]!, 'json')).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_FOUND' });
    const zip = await zipOf(intruder, projectId);
    expect(zip).toMatchObject({ ok: false, code: 'PROJECT_NOT_FOUND' });
    if (transport === 'rest') expect(zip.status).toBe(404);
    // A project without completed documents has nothing to zip.
    const empty = await intruder.createProject({ name: 'Empty' });
    expect(await zipOf(intruder, empty.data.id as string)).toMatchObject({ ok: false, code: 'DOCUMENT_NOT_READY' });
  });
});
