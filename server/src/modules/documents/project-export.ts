import JSZip from 'jszip';
import { z } from 'zod';
import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { AppError, parseInput } from '../../core/errors/index.js';
import { composerBrief, loadBriefInput } from '../brief/brief-source.js';
import type { Project } from '../projects/project.entity.js';
import { findProjectFor } from '../projects/project-access.js';
import { loadGraph } from '../spec/spec.store.js';
import { Document, documentTypes, DocumentVersion } from './document.entity.js';
import { isUsable } from './document-rules.js';
import { type ExportFile, slug } from './document-export.js';
import { type HandoffFile, type HandoffFormat, handoffFormats, renderHandoff } from './handoff/index.js';

export const projectExportFormats = ['zip', ...handoffFormats] as const;

export const ProjectExportQuerySchema = z
  .object({
    format: z
      .enum(projectExportFormats, { error: `format must be ${projectExportFormats.slice(0, -1).join(', ')} or ${projectExportFormats.at(-1)}` })
      .default('zip')
      .openapi({
        description:
          'zip: every ready document as Markdown. speckit: a GitHub spec-kit folder (specs/001-<slug>/spec.md, plan.md, data-model.md, tasks.md). kiro: a Kiro spec (.kiro/specs/<slug>/requirements.md with EARS criteria, design.md, tasks.md). agents: an AGENTS.md for coding agents. gherkin: one features/<fr>-<slug>.feature per functional requirement. The last four are built from the spec graph and need a generated PRD.',
      }),
  })
  .openapi('ProjectExportQuery');

async function readyDocuments(ctx: ServiceContext, projectId: string): Promise<{ doc: Document; version: DocumentVersion }[]> {
  const docs = (await ctx.em.find(Document, { project: projectId })).filter((d) => isUsable(d.status, d.version));
  docs.sort((a, b) => documentTypes.indexOf(a.type) - documentTypes.indexOf(b.type));
  if (!docs.length) return [];
  const versions = await ctx.em.find(DocumentVersion, { $or: docs.map((d) => ({ document: d.id, version: d.version })) });
  return docs.flatMap((doc) => {
    const version = versions.find((v) => v.document.id === doc.id);
    return version ? [{ doc, version }] : [];
  });
}

async function zipOf(files: HandoffFile[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const f of files) zip.file(f.path, f.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * Every document with a completed version, as `01-title.md` … in chain order, in one .zip; or,
 * for an agent-ready format, the files rendered from the project's spec graph and brief.
 */
export async function exportProjectDocuments(ctx: ServiceContext, projectId: unknown, rawQuery: unknown): Promise<ExportFile> {
  const project = await findProjectFor(ctx.em, authorize(ctx, 'read'), projectId, 'viewer');
  const { format } = parseInput(ProjectExportQuerySchema, rawQuery);
  if (format !== 'zip') return exportHandoff(ctx, project, format);
  const ready = await readyDocuments(ctx, project.id);
  if (!ready.length) throw new AppError('DOCUMENT_NOT_READY', 'This project has no completed documents to export yet.');
  const body = await zipOf(ready.map(({ version }, i) => ({ path: `${String(i + 1).padStart(2, '0')}-${slug(version.title)}.md`, content: version.content })));
  return { filename: `${slug(project.name)}-documents.zip`, contentType: 'application/zip', body };
}

/** The spec-kit, Kiro, AGENTS.md or Gherkin files as a .zip; 409 SPEC_NOT_READY before the PRD made a graph. */
async function exportHandoff(ctx: ServiceContext, project: Project, format: HandoffFormat): Promise<ExportFile> {
  const graph = await loadGraph(ctx.em, project.id);
  if (!graph || !graph.items.some((i) => i.status === 'active')) throw new AppError('SPEC_NOT_READY');
  const now = new Date();
  const files = renderHandoff(format, {
    graph,
    brief: composerBrief(await loadBriefInput(ctx.em, project), now),
    date: now.toISOString().slice(0, 10),
    appUrl: ctx.deps.auth.env.APP_URL,
    documents: (await readyDocuments(ctx, project.id)).map(({ version }) => version.title),
  });
  return { filename: `${slug(project.name)}-${format}.zip`, contentType: 'application/zip', body: await zipOf(files) };
}
