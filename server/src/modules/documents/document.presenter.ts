import type { GenerationStatus } from './document.service.js';
import type { Document, DocumentStatus, DocumentType } from './document.entity.js';

/** A document as both transports show it: snake_case like the rest of the API, ISO dates, no content. */
export interface DocumentSummaryView {
  id: string;
  project_id: string;
  type: DocumentType;
  title: string;
  status: DocumentStatus;
  version: number;
  generator: string | null;
  error: string | null;
  progress: number;
  current_section: string | null;
  generated_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DocumentView extends DocumentSummaryView {
  content: string;
  structured: Record<string, unknown> | null;
}

export interface GenerationStatusView {
  project_id: string;
  active: boolean;
  percent: number;
  documents: DocumentSummaryView[];
}

export function presentDocumentSummary(doc: Document): DocumentSummaryView {
  return {
    id: doc.id,
    project_id: doc.project.id,
    type: doc.type,
    title: doc.title,
    status: doc.status,
    version: doc.version,
    generator: doc.generator ?? null,
    error: doc.error ?? null,
    progress: doc.progress,
    current_section: doc.currentSection ?? null,
    generated_at: doc.generatedAt ? doc.generatedAt.toISOString() : null,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

export function presentDocument(doc: Document): DocumentView {
  return { ...presentDocumentSummary(doc), content: doc.content, structured: doc.structured ?? null };
}

export function presentGenerationStatus(status: GenerationStatus): GenerationStatusView {
  return {
    project_id: status.project.id,
    active: status.active,
    percent: status.percent,
    documents: status.documents.map(presentDocumentSummary),
  };
}
