import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { closedSet } from '../../core/graphql/closed-set.js';
import { documentStatuses, documentTypes, type DocumentStatus, type DocumentType } from './document.entity.js';

/** The six documents of a project (spec §3), by their REST and product-spec names. */
export const DocumentTypeEnum = closedSet('DocumentType', documentTypes, 'One of the six documents of a project, spelled as in REST and the product specification.');

/** Where a document's generation stands. */
export const DocumentStatusEnum = closedSet('DocumentStatus', documentStatuses, "Where a document's generation stands.", {
  queued: 'Waiting for a generation slot.',
  generating: 'Being written now.',
  ready: 'The latest version is complete.',
  failed: 'The last generation failed (see error).',
  cancelled: 'The last generation was cancelled.',
  stale: 'Generated from older inputs: regenerate to bring it up to date.',
});

@ObjectType('DocumentSummary', { description: 'A generated document without its content.' })
export class DocumentSummary {
  @Field(() => ID, { description: 'The document id.' })
  id!: string;

  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => DocumentTypeEnum, { description: 'Which of the six documents this is.' })
  type!: DocumentType;

  @Field(() => String, { description: "The document's title." })
  title!: string;

  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands.' })
  status!: DocumentStatus;

  @Field(() => Int, { description: 'The latest ready version; 0 before the first one.' })
  version!: number;

  @Field(() => String, { nullable: true, description: '`builtin`, or `provider:model`.' })
  generator!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last generation failed or was cancelled.' })
  error!: string | null;

  @Field(() => Int, { description: 'Percent of the current generation.' })
  progress!: number;

  @Field(() => String, { nullable: true, description: 'The section being written, while generating.' })
  currentSection!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the latest version was completed.' })
  generatedAt!: string | null;

  @Field(() => DateTimeISO, { description: 'When it was created.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When it last changed.' })
  updatedAt!: string;
}

@ObjectType('ProjectDocument', { description: 'A generated document with its Markdown and structured form (named ProjectDocument: `Document` is the DOM type on the client).' })
export class DocumentDetail extends DocumentSummary {
  @Field(() => String, { description: 'Markdown (while generating: the sections composed so far).' })
  content!: string;

  @Field(() => JSONObject, {
    nullable: true,
    description:
      "Sections with stable ids and, per type, requirements, phases, tasks… (contracts document-structured.js). Kept as JSON on purpose: each of the six types has its own shape and every section carries its own free facts; the server validates it on write against its type's schema, and the spec graph (specGraph, with typed facts) is the typed source for what it holds.",
  })
  structured!: Record<string, unknown> | null;
}

@ObjectType({ description: "A project's generation progress, for clients that poll." })
export class GenerationStatus {
  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => Boolean, { description: 'true while any document is queued or generating.' })
  active!: boolean;

  @Field(() => Int, { description: "Overall percent over the project's documents." })
  percent!: number;

  @Field(() => [DocumentSummary], { description: 'Every document of the project, with its state.' })
  documents!: DocumentSummary[];
}
