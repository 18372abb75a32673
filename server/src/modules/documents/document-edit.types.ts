import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, Int, ObjectType } from 'type-graphql';
import type { VersionSource } from './document.entity.js';

@ObjectType('DocumentVersionSummary', { description: 'One immutable version of a document (the version history).' })
export class DocumentVersionSummary {
  @Field(() => Int, { description: 'The version number (1 for the first).' })
  version!: number;

  @Field(() => String, { description: 'generated, edit, restore or section (an accepted regenerated section).' })
  source!: VersionSource;

  @Field(() => String, { description: '`builtin`, `provider:model`, or `user` for edits.' })
  generator!: string;

  @Field(() => String, { description: 'The title of that version.' })
  title!: string;

  @Field(() => DateTimeISO, { description: 'When that version was made.' })
  createdAt!: string;

  @Field(() => String, { nullable: true, description: 'Who edited, restored or accepted; null for generated versions.' })
  createdByName!: string | null;

  @Field(() => String, { nullable: true, description: 'What happened, in words ("Updated from the brief (FR-5 added)", "Re-planned from 2026-12-01"); null when the source says it all.' })
  note!: string | null;
}

@ObjectType('DocumentVersion', { description: 'A version with its Markdown (diffs are computed by the client).' })
export class DocumentVersionDetail extends DocumentVersionSummary {
  @Field(() => String, { description: 'The Markdown of that version.' })
  content!: string;
}

@ObjectType('SectionPreview', { description: 'A regenerated section next to the current one; nothing is saved until accepted.' })
export class SectionPreview {
  @Field(() => String, { description: "The section's stable id." })
  sectionId!: string;

  @Field(() => String, { description: "The section's heading." })
  title!: string;

  @Field(() => String, { description: 'The section in the current content, heading included.' })
  before!: string;

  @Field(() => String, { description: 'The freshly generated section, heading included.' })
  after!: string;

  @Field(() => Int, { description: 'The version `before` was read from; pass it to acceptSection.' })
  baseVersion!: number;

  @Field(() => String, { description: 'What kind of alternative `after` is, for the person deciding whether to accept it.' })
  note!: string;
}

@ObjectType('ExportFile', { description: 'An exported file: its bytes (base64) and the REST download URL.' })
export class ExportFileView {
  @Field(() => String, { description: 'The suggested file name.' })
  filename!: string;

  @Field(() => String, { description: 'The MIME type of the file.' })
  contentType!: string;

  @Field(() => String, { description: 'The file, base64-encoded.' })
  contentBase64!: string;

  @Field(() => String, { description: 'The same file over REST (GET with the bearer token), relative to the site.' })
  url!: string;
}
