import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../core/context.js';
import { updateDocumentContent } from './document-edit.service.js';
import { ExportFileView, DocumentVersionDetail, DocumentVersionSummary, SectionPreview } from './document-edit.types.js';
import { exportDocument } from './document-export.js';
import { presentFileGraphql as presentFile, presentSectionPreviewGraphql } from './document.graphql-presenter.js';
import { documentView, versionDetailView, versionView } from './document.presenter.js';
import { acceptSection, previewSection } from './document-sections.service.js';
import { DocumentDetail } from './document.types.js';
import { getVersion, listVersions, restoreVersion } from './document-versions.service.js';
import { exportProjectDocuments } from './project-export.js';
import { exportRoadmap } from './roadmap-export.js';

const query = (params: Record<string, string | undefined>) => new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();

/** Document editing over GraphQL: the same services as document-edit.routes.ts, presented camelCase. */
@Resolver()
export class DocumentEditResolver {
  @Authorized()
  @Mutation(() => DocumentDetail, { description: 'Saves Markdown as a new version; CONFLICT (VERSION_CONFLICT, extensions.current) if baseVersion is not current.' })
  async updateDocumentContent(
    @Arg('id', () => ID, { description: "The document's id." }) id: string,
    @Arg('content', () => String, { description: 'The whole document, in Markdown.' }) content: string,
    @Arg('baseVersion', () => Int, { description: 'The version the edit was made on (a newer one answers CONFLICT).' }) baseVersion: number,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentDetail> {
    return documentView(await updateDocumentContent(ctx.service, id, { content, base_version: baseVersion }));
  }

  @Authorized()
  @Query(() => [DocumentVersionSummary], { description: "A document's versions, newest first." })
  async documentVersions(@Arg('documentId', () => ID, { description: "The document's id." }) documentId: string, @Ctx() ctx: RequestContext): Promise<DocumentVersionSummary[]> {
    return (await listVersions(ctx.service, documentId)).map(versionView);
  }

  @Authorized()
  @Query(() => DocumentVersionDetail, { description: 'One version with its Markdown.' })
  async documentVersion(@Arg('documentId', () => ID, { description: "The document's id." }) documentId: string, @Arg('version', () => Int, { description: 'The version number.' }) version: number, @Ctx() ctx: RequestContext): Promise<DocumentVersionDetail> {
    return versionDetailView(await getVersion(ctx.service, documentId, version));
  }

  @Authorized()
  @Mutation(() => DocumentDetail, { description: "A new version (source restore) with an older version's content." })
  async restoreDocumentVersion(
    @Arg('documentId', () => ID, { description: "The document's id." }) documentId: string,
    @Arg('version', () => Int, { description: 'The version to restore (it becomes a new version).' }) version: number,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentDetail> {
    return documentView(await restoreVersion(ctx.service, documentId, version));
  }

  @Authorized()
  @Mutation(() => SectionPreview, { description: 'Regenerates one section (by structured.sections[].id) for preview; saves nothing.' })
  async regenerateSection(
    @Arg('documentId', () => ID, { description: "The document's id." }) documentId: string,
    @Arg('sectionId', () => String, { description: "The section's stable id." }) sectionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SectionPreview> {
    return presentSectionPreviewGraphql(await previewSection(ctx.service, documentId, sectionId));
  }

  @Authorized()
  @Mutation(() => DocumentDetail, { description: 'Replaces one section with the accepted text as a new version (source section).' })
  async acceptSection(
    @Arg('documentId', () => ID, { description: "The document's id." }) documentId: string,
    @Arg('sectionId', () => String, { description: "The section's stable id." }) sectionId: string,
    @Arg('after', () => String, { description: 'The accepted section text (Markdown).' }) after: string,
    @Arg('baseVersion', () => Int, { description: 'The version the change was made on (a newer one answers CONFLICT).' }) baseVersion: number,
    @Ctx() ctx: RequestContext,
  ): Promise<DocumentDetail> {
    return documentView(await acceptSection(ctx.service, documentId, sectionId, { after, base_version: baseVersion }));
  }

  @Authorized()
  @Query(() => ExportFileView, { description: 'One document as md, pdf or docx.' })
  async documentExport(
    @Arg('documentId', () => ID, { description: "The document's id." }) documentId: string,
    @Arg('format', () => String, { defaultValue: 'md', description: 'md, pdf or docx.' }) format: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportFileView> {
    const file = await exportDocument(ctx.service, documentId, { format });
    return presentFile(file, `/api/documents/${documentId}/export?${query({ format })}`);
  }

  @Authorized()
  @Query(() => ExportFileView, { description: "A ready roadmap's tasks as CSV (GitHub, Linear or Jira columns) or JSON." })
  async roadmapExport(
    @Arg('documentId', () => ID, { description: "The roadmap document's id." }) documentId: string,
    @Arg('format', () => String, { defaultValue: 'csv', description: 'csv or json.' }) format: string,
    @Arg('target', () => String, { defaultValue: 'github', description: 'github, linear or jira (csv only).' }) target: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportFileView> {
    const file = await exportRoadmap(ctx.service, documentId, { format, target });
    return presentFile(file, `/api/documents/${documentId}/roadmap/export?${query({ format, target })}`);
  }

  @Authorized()
  @Query(() => ExportFileView, {
    description: 'A .zip of the project: every ready document as Markdown (zip), or agent-ready files built from its spec graph: a spec-kit folder (speckit), a Kiro spec (kiro), an AGENTS.md (agents) or Gherkin features (gherkin).',
  })
  async projectDocumentsExport(
    @Arg('projectId', () => ID, { description: "The project's id." }) projectId: string,
    @Arg('format', () => String, { defaultValue: 'zip', description: 'zip, speckit, kiro, agents or gherkin.' }) format: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ExportFileView> {
    const file = await exportProjectDocuments(ctx.service, projectId, { format });
    return presentFile(file, `/api/projects/${projectId}/documents/export?${query({ format })}`);
  }
}
