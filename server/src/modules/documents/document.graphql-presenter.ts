import type { ExportFile } from './document-export.js';
import type { SectionPreview } from './document-sections.service.js';

// GraphQL-only shapes; documents and versions are presented once, in document.presenter.ts.

export function presentSectionPreviewGraphql(p: SectionPreview) {
  return { sectionId: p.section_id, title: p.title, before: p.before, after: p.after, baseVersion: p.base_version, note: p.note };
}

export function presentFileGraphql(file: ExportFile, url: string) {
  const bytes = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  return { filename: file.filename, contentType: file.contentType, contentBase64: bytes.toString('base64'), url };
}
