import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { DocumentStatus, DocumentType } from './document.entity.js';

@ObjectType('DocumentSummary', { description: 'A generated document without its content.' })
export class DocumentSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  projectId!: string;

  @Field(() => String, { description: 'prd, implementation_plan, feature_breakdown, user_flows, technical_architecture or roadmap.' })
  type!: DocumentType;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'queued, generating, ready, failed, cancelled or stale.' })
  status!: DocumentStatus;

  @Field(() => Int, { description: 'The latest ready version; 0 before the first one.' })
  version!: number;

  @Field(() => String, { nullable: true, description: '`builtin`, or `provider:model`.' })
  generator!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last generation failed or was cancelled.' })
  error!: string | null;

  @Field(() => Int, { description: 'Percent of the current generation.' })
  progress!: number;

  @Field(() => String, { nullable: true })
  currentSection!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  generatedAt!: string | null;

  @Field(() => DateTimeISO)
  createdAt!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;
}

@ObjectType('ProjectDocument', { description: 'A generated document with its Markdown and structured form (named ProjectDocument: `Document` is the DOM type on the client).' })
export class DocumentDetail extends DocumentSummary {
  @Field(() => String, { description: 'Markdown (while generating: the sections composed so far).' })
  content!: string;

  @Field(() => JSONObject, { nullable: true, description: 'Sections with stable ids and, per type, requirements, phases, tasks…' })
  structured!: Record<string, unknown> | null;
}

@ObjectType({ description: "A project's generation progress, for clients that poll." })
export class GenerationStatus {
  @Field(() => ID)
  projectId!: string;

  @Field(() => Boolean, { description: 'true while any document is queued or generating.' })
  active!: boolean;

  @Field(() => Int, { description: 'Overall percent over the project\'s documents.' })
  percent!: number;

  @Field(() => [DocumentSummary])
  documents!: DocumentSummary[];
}
