import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror presentMemberGraphql (member.presenter.ts).

@ObjectType({ description: "A project's owner, a member, or a pending invitation." })
export class ProjectMember {
  @Field(() => ID, { nullable: true, description: "The membership's id; null for the owner." })
  id!: string | null;

  @Field(() => ID, { nullable: true, description: 'Null while an invitation to an address without an account is pending.' })
  userId!: string | null;

  @Field(() => String, { description: 'The email address of the member or the invitation.' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'The name of the account; null while an invitation to an address without an account is pending.' })
  name!: string | null;

  @Field(() => String, { description: 'owner, editor, reviewer or viewer.' })
  role!: string;

  @Field(() => String, { description: 'active or pending.' })
  status!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the invitation was sent; null for the owner.' })
  invitedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: "When the invitation was accepted (the project's creation, for the owner); null while pending." })
  acceptedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When a pending invitation stops working.' })
  expiresAt!: string | null;
}

@InputType({ description: 'An invitation to join a project.' })
export class InviteMemberInput {
  @Field(() => String, { description: 'The address to invite.' })
  email!: string;

  @Field(() => String, { description: 'editor, reviewer or viewer.' })
  role!: string;
}

@ObjectType({ description: 'A read-only link; `url` (with its token) only in the answer that created it.' })
export class ShareLink {
  @Field(() => ID, { description: "The link's id." })
  id!: string;

  @Field(() => String, { nullable: true, description: '`${APP_URL}/share/<token>`: shown once, at creation.' })
  url!: string | null;

  @Field(() => DateTimeISO, { description: 'When the link was created.' })
  createdAt!: string;
}

@ObjectType({ description: 'A document as a share link shows it.' })
export class SharedDocument {
  @Field(() => ID, { description: "The document's id." })
  id!: string;

  @Field(() => String, { description: 'The document type (e.g. prd).' })
  type!: string;

  @Field(() => String, { description: "The document's title." })
  title!: string;

  @Field(() => Int, { description: 'The current version number.' })
  version!: number;

  @Field(() => String, { description: "The current version's text." })
  content!: string;

  @Field(() => DateTimeISO, { description: 'When the document last changed.' })
  updatedAt!: string;
}

@ObjectType({ description: "What a share link shows: the project's name and documents, nothing else." })
export class SharedProject {
  @Field(() => String, { description: "The project's name." })
  name!: string;

  @Field(() => [SharedDocument], { description: "The project's documents." })
  documents!: SharedDocument[];
}
