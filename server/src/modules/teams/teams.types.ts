import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror presentMemberGraphql (member.presenter.ts).

@ObjectType({ description: "A project's owner, a member, or a pending invitation." })
export class ProjectMember {
  @Field(() => ID, { nullable: true, description: "The membership's id; null for the owner." })
  id!: string | null;

  @Field(() => ID, { nullable: true, description: 'Null while an invitation to an address without an account is pending.' })
  userId!: string | null;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String, { description: 'owner, editor, reviewer or viewer.' })
  role!: string;

  @Field(() => String, { description: 'active or pending.' })
  status!: string;

  @Field(() => DateTimeISO, { nullable: true })
  invitedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  acceptedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When a pending invitation stops working.' })
  expiresAt!: string | null;
}

@InputType()
export class InviteMemberInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'editor, reviewer or viewer.' })
  role!: string;
}

@ObjectType({ description: 'A read-only link; `url` (with its token) only in the answer that created it.' })
export class ShareLink {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: '`${APP_URL}/share/<token>`: shown once, at creation.' })
  url!: string | null;

  @Field(() => DateTimeISO)
  createdAt!: string;
}

@ObjectType({ description: 'A document as a share link shows it.' })
export class SharedDocument {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  type!: string;

  @Field(() => String)
  title!: string;

  @Field(() => Int)
  version!: number;

  @Field(() => String)
  content!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;
}

@ObjectType({ description: "What a share link shows: the project's name and documents, nothing else." })
export class SharedProject {
  @Field(() => String)
  name!: string;

  @Field(() => [SharedDocument])
  documents!: SharedDocument[];
}
