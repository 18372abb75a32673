import { toSnakeCase, type SnakeCased } from '../../core/http/snake-case.js';
import { displayName } from '../users/user.entity.js';
import type { GenerationStatus } from './document.service.js';
import type { Document, DocumentStatus, DocumentType, DocumentVersion } from './document.entity.js';

// Each shape is described once, in camelCase: GraphQL returns the view, REST its snake_case form.

/** A document without its content, ISO dates. */
export interface DocumentSummaryView {
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

export interface DocumentView extends DocumentSummaryView {
  content: string;
  /** The generator's structured data: a payload, its keys are not the API's (REST keeps them as they are). */
  structured: Record<string, unknown> | null;
}

export interface GenerationStatusView {
  projectId: string;
  active: boolean;
  percent: number;
  documents: DocumentSummaryView[];
}

export interface VersionView {
  version: number;
  source: DocumentVersion['source'];
  generator: string;
  title: string;
  createdAt: string;
  createdByName: string | null;
  note: string | null;
}

export interface VersionDetailView extends VersionView {
  content: string;
}

export function documentSummaryView(doc: Document): DocumentSummaryView {
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

export function documentView(doc: Document): DocumentView {
  return { ...documentSummaryView(doc), content: doc.content, structured: doc.structured ?? null };
}

export function generationStatusView(status: GenerationStatus): GenerationStatusView {
  return { projectId: status.project.id, active: status.active, percent: status.percent, documents: status.documents.map(documentSummaryView) };
}

export function versionView(v: DocumentVersion): VersionView {
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

export function versionDetailView(v: DocumentVersion): VersionDetailView {
  return { ...versionView(v), content: v.content };
}

// REST: the same views in the API's snake_case.

export const presentDocumentSummary = (doc: Document): SnakeCased<DocumentSummaryView> => toSnakeCase(documentSummaryView(doc));
export const presentDocument = (doc: Document): SnakeCased<DocumentView, 'structured'> => toSnakeCase(documentView(doc), ['structured']);
export const presentGenerationStatus = (status: GenerationStatus): SnakeCased<GenerationStatusView> => toSnakeCase(generationStatusView(status));
export const presentVersion = (v: DocumentVersion): SnakeCased<VersionView> => toSnakeCase(versionView(v));
export const presentVersionDetail = (v: DocumentVersion): SnakeCased<VersionDetailView> => toSnakeCase(versionDetailView(v));
