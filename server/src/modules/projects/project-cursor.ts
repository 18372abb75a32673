import { AppError } from '../../core/errors/index.js';

/**
 * Opaque keyset cursor of the project list (newest first): the last row's creation time and id.
 * Keyset rather than offset, so a project created or deleted meanwhile neither repeats nor skips rows.
 */
export interface ProjectCursor {
  createdAt: Date;
  id: string;
}

export function encodeCursor(c: ProjectCursor): string {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(raw: string): ProjectCursor {
  const [iso, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!id || !uuid.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid', [{ field: 'cursor', message: 'The cursor is not valid' }]);
  }
  return { createdAt, id };
}
