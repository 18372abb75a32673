import { Field, ID, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

@ObjectType({ description: 'Someone who has the project open now (several tabs or devices count once).' })
export class PresentMember {
  @Field(() => ID, { description: "The person's user id." })
  userId!: string;

  @Field(() => String, { description: 'Their name as the profile shows it.' })
  name!: string;

  @Field(() => String, { description: 'One or two letters for an avatar without a picture.' })
  initials!: string;

  @Field(() => String, { nullable: true, description: 'Their avatar (an uploaded image or a linked Google picture); null when none.' })
  avatarUrl!: string | null;

  @Field(() => DateTimeISO, { description: 'Since when they have had the project open.' })
  since!: string;
}

@ObjectType({ description: "Something of a project changed: read it again. Ids only; the project's queries answer the rest." })
export class ProjectChange {
  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => String, { description: 'comments (added, edited, resolved or deleted), documents (a new version) or members.' })
  kind!: string;

  @Field(() => ID, { nullable: true, description: 'The document that got a new version (kind documents).' })
  documentId!: string | null;
}
