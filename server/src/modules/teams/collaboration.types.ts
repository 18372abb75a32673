import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror presentCommentGraphql (comment.presenter.ts).

@ObjectType({ description: 'A comment on a spec item (FR-3) or a document section (document:prd#Goals).' })
export class Comment {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  projectId!: string;

  @Field(() => String)
  target!: string;

  @Field(() => ID, { nullable: true, description: "The thread's first comment, for a reply." })
  parentId!: string | null;

  @Field(() => ID)
  authorId!: string;

  @Field(() => String)
  authorName!: string;

  @Field(() => String)
  body!: string;

  @Field(() => Boolean)
  resolved!: boolean;

  @Field(() => DateTimeISO)
  createdAt!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;
}

@InputType()
export class CommentInput {
  @Field(() => String, { description: 'FR-3, or document:<type>#<section title>.' })
  target!: string;

  @Field(() => String)
  body!: string;

  @Field(() => ID, { nullable: true })
  parentId?: string | null;
}

@ObjectType({ description: "One person's decision on a version of a document." })
export class DocumentApproval {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => String, { description: 'approve or request_changes.' })
  decision!: string;

  @Field(() => String)
  note!: string;

  @Field(() => ID)
  userId!: string;

  @Field(() => String)
  userName!: string;

  @Field(() => DateTimeISO)
  createdAt!: string;
}

@InputType()
export class ApprovalInput {
  @Field(() => Int, { description: 'The version you reviewed: it must be the current one.' })
  version!: number;

  @Field(() => String, { description: 'approve or request_changes.' })
  decision!: string;

  @Field(() => String, { nullable: true })
  note?: string | null;
}
