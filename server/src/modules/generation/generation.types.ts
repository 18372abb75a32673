import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { DocumentStatus, DocumentType } from '../documents/document.entity.js';
import { DocumentStatusEnum, DocumentTypeEnum } from '../documents/document.types.js';

@ObjectType('GenerationEvent', { description: "One step of a project's document generation (subscription generationProgress)." })
export class GenerationEventType {
  @Field(() => ID, { description: 'The event id (events arrive in order).' })
  eventId!: string;

  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => ID, { description: "The document's id." })
  documentId!: string;

  @Field(() => DocumentTypeEnum, { description: 'The document type.' })
  type!: DocumentType;

  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands.' })
  status!: DocumentStatus;

  @Field(() => String, { nullable: true, description: 'The section being written.' })
  section!: string | null;

  @Field(() => String, { description: 'Markdown appended since the previous event (may be empty).' })
  delta!: string;

  @Field(() => Int, { description: 'Percent done.' })
  percent!: number;

  @Field(() => Int, { description: 'The version being written.' })
  version!: number;

  @Field(() => String, { nullable: true, description: 'Why it failed, on a failed event.' })
  error!: string | null;
}
