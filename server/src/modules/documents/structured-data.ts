import { structuredSchemas } from '@specforge/contracts/document-structured';
import type { DocumentType } from '@specforge/contracts/document-chain';

/** Structured data that does not fit its document type's schema: a generator bug, never stored. */
export class StructuredDataError extends Error {
  constructor(type: DocumentType, problems: string[]) {
    super(`The ${type} document's structured data does not fit its schema: ${problems.join('; ')}`);
    this.name = 'StructuredDataError';
  }
}

/**
 * Checks a document's structured data against its type's schema (contracts
 * document-structured.js) before it is stored, so every stored version reads back typed. One
 * linear pass; the first three problems are named.
 */
export function assertStructured(type: DocumentType, structured: unknown): void {
  const parsed = structuredSchemas[type].safeParse(structured);
  if (parsed.success) return;
  throw new StructuredDataError(
    type,
    parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
  );
}
