import { AppError, type FieldIssue } from '../../core/errors/index.js';
import { LIMITS } from '../projects/project.schemas.js';
import { BRIEF_FIELDS, LIST_FIELDS } from './wizard-fields.js';

/**
 * Brief answers within the wizard's own limits (those of `PUT /projects/{id}/brief`): the name
 * 200 characters, the timeline 100, every other answer 5,000, a list 50 entries of 500
 * characters (a list sent as text counts its lines). Wizard saves and draft analysis hold to
 * them too, so the composer and the quality analyzer never read a longer answer.
 */
export function briefSizeIssues(answers: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of BRIEF_FIELDS) {
    const value = answers[field];
    if ((LIST_FIELDS as readonly string[]).includes(field)) {
      const entries: unknown[] = Array.isArray(value) ? value : typeof value === 'string' ? value.split('\n') : [];
      if (entries.length > LIMITS.listItems) issues.push({ field, message: `${field} can hold at most ${LIMITS.listItems} entries` });
      else if (entries.some((e) => typeof e === 'string' && e.length > LIMITS.listItem)) issues.push({ field, message: `Each entry of ${field} must be at most ${LIMITS.listItem} characters` });
    } else if (typeof value === 'string') {
      const max = field === 'projectName' ? LIMITS.name : field === 'timeline' ? LIMITS.shortText : LIMITS.text;
      if (value.length > max) issues.push({ field, message: `${field} must be at most ${max} characters` });
    }
  }
  return issues;
}

/** 400 VALIDATION_FAILED naming the first answer over its limit (every one in `errors`). */
export function assertBriefSize(answers: Record<string, unknown>): void {
  const issues = briefSizeIssues(answers);
  if (issues.length) throw new AppError('VALIDATION_FAILED', issues[0]!.message, issues);
}
