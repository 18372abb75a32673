import { pathTo } from '../../../app/paths';

/**
 * Where an item of the spec graph is written down: tasks (T-n) in the roadmap, every other id a
 * matrix shows (FR-n, AC-n.m, UJ-n, SM-n) in the PRD. The document renderer anchors headings and
 * bold-led list items by their id, so `#FR-3` lands on the item.
 */
export function specItemPath(projectId: string, id: string): string {
  const document = /^T-\d+$/.test(id) ? 'roadmap' : 'prd';
  return `${pathTo.projectDocument(projectId, document)}#${encodeURIComponent(id)}`;
}
