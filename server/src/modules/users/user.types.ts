import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, ObjectType } from 'type-graphql';

// Field names mirror UserView (user.presenter.ts) exactly, snake_case spelling included, so the
// same presented object serves REST and GraphQL.

@ObjectType({ description: 'A way to sign in to the account.' })
export class UserIdentity {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: '"email" or "google".' })
  provider!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => DateTimeISO)
  created_at!: string;
}

@ObjectType({ description: 'Which e-mails the user wants (spec defaults: true, true, false, true).' })
export class NotificationPreferences {
  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  projectUpdates!: boolean;

  @Field(() => Boolean)
  marketingEmails!: boolean;

  @Field(() => Boolean)
  productNews!: boolean;
}

@ObjectType({ description: 'An account and its profile (spec §3).' })
export class User {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: "First plus last name; else the e-mail's local part; else 'User'." })
  name!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  jobTitle!: string;

  @Field(() => String)
  company!: string;

  @Field(() => String)
  location!: string;

  @Field(() => String)
  phoneNumber!: string;

  @Field(() => String)
  bio!: string;

  @Field(() => String, { nullable: true, description: 'Same value as avatarUrl (spec §3 spelling).' })
  avatar_url!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The uploaded avatar, else the Google picture while Google is linked, else null (show letters).',
  })
  avatarUrl!: string | null;

  @Field(() => String, { description: '"user" or "admin".' })
  role!: string;

  @Field(() => DateTimeISO)
  created_at!: string;

  @Field(() => DateTimeISO)
  updated_at!: string;

  @Field(() => DateTimeISO, { nullable: true })
  last_sign_in_at!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  email_confirmed_at!: string | null;

  @Field(() => [UserIdentity])
  identities!: UserIdentity[];

  @Field(() => NotificationPreferences)
  notificationPreferences!: NotificationPreferences;
}

@ObjectType({ description: "The signed-in user's own profile (spec §3 User / profile): the same fields as User." })
export class Profile extends User {}
