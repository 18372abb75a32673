import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { DocumentStatus, DocumentType } from '../documents/document.entity.js';
import { DocumentStatusEnum, DocumentTypeEnum } from '../documents/document.types.js';

@ObjectType('GenerationEvent', { description: 'One step of a project\'s document generation (subscription generationProgress).' })
export class GenerationEventType {
  @Field(() => ID)
  eventId!: string;

  @Field(() => ID)
  projectId!: string;

  @Field(() => ID)
  documentId!: string;

  @Field(() => DocumentTypeEnum, { description: 'The document type.' })
  type!: DocumentType;

  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands.' })
  status!: DocumentStatus;

  @Field(() => String, { nullable: true, description: 'The section being written.' })
  section!: string | null;

  @Field(() => String, { description: 'Markdown appended since the previous event (may be empty).' })
  delta!: string;

  @Field(() => Int)
  percent!: number;

  @Field(() => Int)
  version!: number;

  @Field(() => String, { nullable: true })
  error!: string | null;
}
