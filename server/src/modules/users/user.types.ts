import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, ObjectType } from 'type-graphql';
import { closedSet } from '../../core/graphql/closed-set.js';

export const userRoles = ['user', 'admin'] as const;

export const UserRoleEnum = closedSet('UserRole', userRoles, 'What an account may do.', {
  user: 'A regular account: its own projects only.',
  admin: 'Also reaches the admin console (users, projects, jobs, audit).',
});

// Field names mirror UserGraphqlView (user.graphql-presenter.ts): camelCase, one field per fact.
// REST keeps the spec's snake_case through its own presenter (user.presenter.ts).

@ObjectType({ description: 'A way to sign in to the account.' })
export class UserIdentity {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: '"email" or "google".' })
  provider!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => DateTimeISO)
  createdAt!: string;
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

@ObjectType({ description: 'An account and its profile.' })
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

  @Field(() => String, {
    nullable: true,
    description: 'The uploaded avatar, else the Google picture while Google is linked, else null (show letters).',
  })
  avatarUrl!: string | null;

  @Field(() => UserRoleEnum, { description: 'What the account may do.' })
  role!: string;

  @Field(() => DateTimeISO)
  createdAt!: string;

  @Field(() => DateTimeISO)
  updatedAt!: string;

  @Field(() => DateTimeISO, { nullable: true })
  lastSignInAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  emailConfirmedAt!: string | null;

  @Field(() => [UserIdentity])
  identities!: UserIdentity[];

  @Field(() => NotificationPreferences)
  notificationPreferences!: NotificationPreferences;

  @Field(() => Boolean, { description: 'Whether logging in asks for a code from an authenticator app (two-factor authentication).' })
  twoFactorEnabled!: boolean;

  @Field(() => Boolean, { description: 'In-app notices: one per finished document when true; one per generation run ("6 documents of HarborX are ready") when false, the default.' })
  perDocumentNotices!: boolean;
}

@ObjectType({ description: "The signed-in user's own profile: the same fields as User." })
export class Profile extends User {}
