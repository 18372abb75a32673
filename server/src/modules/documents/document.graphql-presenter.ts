import { displayName } from '../users/user.entity.js';
import type { ExportFile } from './document-export.js';
import type { SectionPreview } from './document-sections.service.js';
import type { Document, DocumentStatus, DocumentType, DocumentVersion } from './document.entity.js';
import type { GenerationStatus } from './document.service.js';

// GraphQL speaks camelCase; REST keeps the spec's snake_case through document.presenter.ts and
// document-versions.service.ts. Same domain objects, one presenter per transport.

export interface DocumentSummaryGraphqlView {
  id: string;
  projectId: string;
  type: DocumentType;
  title: string;
  status: DocumentStatus;
  version: number;
  generator: string | null;
  error: string | null;
  progress: number;
  currentSection: string | null;
  generatedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DocumentGraphqlView extends DocumentSummaryGraphqlView {
  content: string;
  structured: Record<string, unknown> | null;
}

export function presentDocumentSummaryGraphql(doc: Document): DocumentSummaryGraphqlView {
  return {
    id: doc.id,
    projectId: doc.project.id,
    type: doc.type,
    title: doc.title,
    status: doc.status,
    version: doc.version,
    generator: doc.generator ?? null,
    error: doc.error ?? null,
    progress: doc.progress,
    currentSection: doc.currentSection ?? null,
    generatedAt: doc.generatedAt ? doc.generatedAt.toISOString() : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export function presentDocumentGraphql(doc: Document): DocumentGraphqlView {
  return { ...presentDocumentSummaryGraphql(doc), content: doc.content, structured: doc.structured ?? null };
}

export function presentGenerationStatusGraphql(status: GenerationStatus) {
  return {
    projectId: status.project.id,
    active: status.active,
    percent: status.percent,
    documents: status.documents.map(presentDocumentSummaryGraphql),
  };
}

export function presentVersionGraphql(v: DocumentVersion) {
  return {
    version: v.version,
    source: v.source,
    generator: v.generator,
    title: v.title,
    createdAt: v.createdAt.toISOString(),
    createdByName: v.createdBy ? displayName(v.createdBy) : null,
    note: v.note ?? null,
  };
}

export function presentVersionDetailGraphql(v: DocumentVersion) {
  return { ...presentVersionGraphql(v), content: v.content };
}

export function presentSectionPreviewGraphql(p: SectionPreview) {
  return { sectionId: p.section_id, title: p.title, before: p.before, after: p.after, baseVersion: p.base_version, note: p.note };
}

export function presentFileGraphql(file: ExportFile, url: string) {
  const bytes = typeof file.body === 'string' ? Buffer.from(file.body, 'utf8') : file.body;
  return { filename: file.filename, contentType: file.contentType, contentBase64: bytes.toString('base64'), url };
}
