import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { readStructured } from '@specforge/contracts/document-structured';
import type { RoadmapStructured, RoadmapTask } from '../generation/composer/types.js';
import { type ExportFile, latestVersion, slug } from './document-export.js';
import { getDocument } from './document.service.js';

export const RoadmapExportQuerySchema = z
  .object({
    format: z.enum(['csv', 'json'], { error: 'format must be csv or json' }).default('csv').openapi({ description: 'csv (default) or json.' }),
    target: z.enum(['github', 'linear', 'jira'], { error: 'target must be github, linear or jira' }).default('github').openapi({
      description:
        "Which importer the CSV columns are for (ignored for json). github: title, body, labels (comma-separated), milestone (the milestone's number, as github-csv-tools and GitHub's REST API take it: 1 for the first phase's milestone, and so on, when the milestones are created in phase order in a repository without any) and milestone_title. linear: labels joined with \", \" as Linear's importer splits them. jira: one Labels column per label.",
    }),
  })
  .openapi('RoadmapExportQuery');
export type RoadmapTarget = z.infer<typeof RoadmapExportQuerySchema>['target'];

export interface RoadmapTaskRow {
  id: string;
  title: string;
  description: string;
  phase: string;
  milestone: string;
  /** The milestone's number in a repository whose milestones are created in phase order (GitHub numbers them 1, 2, …). */
  milestone_number: number | null;
  fr_refs: string[];
  depends_on: string[];
  estimate_days: number;
  start: string;
  due: string;
  priority: 'High' | 'Medium' | 'Low';
  labels: string[];
}

function describe(task: RoadmapTask, phase: string): string {
  return [
    task.title,
    '',
    `Phase: ${phase}`,
    `Requirements: ${task.frIds.length ? task.frIds.join(', ') : 'none'}`,
    `Depends on: ${task.dependsOn.length ? task.dependsOn.join(', ') : 'none'}`,
    `Estimate: ${task.estimateDays} day${task.estimateDays === 1 ? '' : 's'}`,
    `Dates: ${task.start} to ${task.end}`,
    `Roadmap task id: ${task.id}`,
  ].join('\n');
}

/** The roadmap's tasks with their phase, milestone and every reference spelled out. */
export function roadmapRows(roadmap: RoadmapStructured): RoadmapTaskRow[] {
  const phases = new Map(roadmap.phases.map((p, i) => [p.id, { phase: p, index: i }]));
  return roadmap.tasks.map((task) => {
    const found = phases.get(task.phaseId);
    const phase = found?.phase.name ?? task.phaseId;
    // Earlier phases come first in delivery, so they carry the higher priority.
    const priority = !found || found.index === 0 ? 'High' : found.index === 1 ? 'Medium' : 'Low';
    return {
      id: task.id,
      title: `${task.id}: ${task.title}`,
      description: describe(task, phase),
      phase,
      milestone: found?.phase.milestone.name ?? '',
      milestone_number: found?.phase.milestone.name ? found.index + 1 : null,
      fr_refs: task.frIds,
      depends_on: task.dependsOn,
      estimate_days: task.estimateDays,
      start: task.start,
      due: task.end,
      priority,
      labels: ['specforge', slug(phase)],
    };
  });
}

const linearPriority = { High: 'High', Medium: 'Medium', Low: 'Low' } as const;

/** Column sets of each importer (GitHub issues via CSV tools, Linear's and Jira's CSV importers). */
function table(target: RoadmapTarget, rows: RoadmapTaskRow[]): string[][] {
  if (target === 'linear') {
    return [
      ['Title', 'Description', 'Priority', 'Estimate', 'Labels', 'Due Date'],
      // Linear's importer splits labels on ", " (a bare comma would make one label of all of them).
      ...rows.map((r) => [r.title, r.description, linearPriority[r.priority], String(r.estimate_days), r.labels.join(', '), r.due]),
    ];
  }
  if (target === 'jira') {
    // Jira maps repeated Labels columns to several labels; Original Estimate is in seconds (8-hour days).
    return [['Summary', 'Description', 'Issue Type', 'Labels', 'Labels', 'Due date', 'Original Estimate'], ...rows.map((r) => [r.title, r.description, 'Task', r.labels[0]!, r.labels[1]!, r.due, String(r.estimate_days * 8 * 3600)])];
  }
  // github-csv-tools and GitHub's API take a milestone by number; its title rides along for people.
  return [['title', 'body', 'labels', 'milestone', 'milestone_title'], ...rows.map((r) => [r.title, r.description, r.labels.join(','), r.milestone_number === null ? '' : String(r.milestone_number), r.milestone])];
}

/** The roadmap's tasks as CSV for GitHub, Linear or Jira, or as JSON; 400 unless a ready roadmap. */
export async function exportRoadmap(ctx: ServiceContext, id: unknown, rawQuery: unknown): Promise<ExportFile> {
  const doc = await getDocument(ctx, id);
  const query = parseInput(RoadmapExportQuerySchema, rawQuery);
  if (doc.type !== 'roadmap' || !(doc.status === 'ready' || doc.status === 'stale') || doc.version === 0) throw new AppError('NOT_A_ROADMAP');
  const version = await latestVersion(ctx, doc);
  const structured = readStructured('roadmap', version.structured);
  if (!structured?.tasks) throw new AppError('NOT_A_ROADMAP');
  const rows = roadmapRows(structured);
  const base = `${slug(doc.project.name)}-roadmap-v${version.version}`;
  if (query.format === 'json') {
    const body = { project: doc.project.name, document_id: doc.id, version: version.version, window: structured.window, phases: structured.phases, tasks: rows };
    return { filename: `${base}.json`, contentType: 'application/json; charset=utf-8', body: `${JSON.stringify(body, null, 2)}\n` };
  }
  return { filename: `${base}-${query.target}.csv`, contentType: 'text/csv; charset=utf-8', body: stringify(table(query.target, rows)) };
}
