import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror presentCommentGraphql (comment.presenter.ts).

@ObjectType({ description: 'A comment on a spec item (FR-3) or a document section (document:prd#Goals).' })
export class Comment {
  @Field(() => ID, { description: "The comment's id." })
  id!: string;

  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => String, { description: 'What it comments on: FR-3, or document:<type>#<section title>.' })
  target!: string;

  @Field(() => ID, { nullable: true, description: "The thread's first comment, for a reply." })
  parentId!: string | null;

  @Field(() => ID, { description: "The author's user id." })
  authorId!: string;

  @Field(() => String, { description: "The author's name." })
  authorName!: string;

  @Field(() => String, { description: 'The comment text; @mentions name members.' })
  body!: string;

  @Field(() => Boolean, { description: 'Whether the thread is resolved.' })
  resolved!: boolean;

  @Field(() => DateTimeISO, { description: 'When it was written.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When it last changed.' })
  updatedAt!: string;
}

@InputType({ description: 'A new comment or reply.' })
export class CommentInput {
  @Field(() => String, { description: 'FR-3, or document:<type>#<section title>.' })
  target!: string;

  @Field(() => String, { description: 'The comment text; @mentions of members notify them.' })
  body!: string;

  @Field(() => ID, { nullable: true, description: "The thread's first comment, to reply to it." })
  parentId?: string | null;
}

@ObjectType({ description: "One person's decision on a version of a document." })
export class DocumentApproval {
  @Field(() => ID, { description: "The decision's id." })
  id!: string;

  @Field(() => Int, { description: 'The document version decided on.' })
  version!: number;

  @Field(() => String, { description: 'approve or request_changes.' })
  decision!: string;

  @Field(() => String, { description: 'What the reviewer wrote with the decision; may be empty.' })
  note!: string;

  @Field(() => ID, { description: "The reviewer's user id." })
  userId!: string;

  @Field(() => String, { description: "The reviewer's name." })
  userName!: string;

  @Field(() => DateTimeISO, { description: 'When the decision was made.' })
  createdAt!: string;
}

@InputType({ description: 'A decision on the current version of a document.' })
export class ApprovalInput {
  @Field(() => Int, { description: 'The version you reviewed: it must be the current one.' })
  version!: number;

  @Field(() => String, { description: 'approve or request_changes.' })
  decision!: string;

  @Field(() => String, { nullable: true, description: 'What you want to say with the decision.' })
  note?: string | null;
}

@ObjectType({ description: 'How many comments one target (FR-3, document:prd#Goals) has.' })
export class CommentCount {
  @Field(() => String, { description: 'FR-3, or document:<type>#<section title>.' })
  target!: string;

  @Field(() => Int, { description: 'Comments, replies included, in threads not resolved yet.' })
  open!: number;

  @Field(() => Int, { description: 'Every comment on the target.' })
  total!: number;
}
