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
  @Field(() => ID, { description: 'The identity id.' })
  id!: string;

  @Field(() => String, { description: '"email" or "google".' })
  provider!: string;

  @Field(() => String, { nullable: true, description: "The provider account's e-mail." })
  email!: string | null;

  @Field(() => DateTimeISO, { description: 'When it was linked.' })
  createdAt!: string;
}

@ObjectType({ description: 'Which e-mails the user wants (spec defaults: true, true, false, true).' })
export class NotificationPreferences {
  @Field(() => Boolean, { description: 'E-mails at all.' })
  email!: boolean;

  @Field(() => Boolean, { description: 'E-mails about project updates.' })
  projectUpdates!: boolean;

  @Field(() => Boolean, { description: 'Marketing e-mails.' })
  marketingEmails!: boolean;

  @Field(() => Boolean, { description: 'Product news.' })
  productNews!: boolean;
}

@ObjectType({ description: 'An account and its profile.' })
export class User {
  @Field(() => ID, { description: 'The user id.' })
  id!: string;

  @Field(() => String, { description: 'The e-mail address.' })
  email!: string;

  @Field(() => String, { description: "First plus last name; else the e-mail's local part; else 'User'." })
  name!: string;

  @Field(() => String, { description: 'The first name.' })
  firstName!: string;

  @Field(() => String, { description: 'The last name.' })
  lastName!: string;

  @Field(() => String, { description: 'The job title.' })
  jobTitle!: string;

  @Field(() => String, { description: 'The company.' })
  company!: string;

  @Field(() => String, { description: 'Where the user is.' })
  location!: string;

  @Field(() => String, { description: 'The phone number.' })
  phoneNumber!: string;

  @Field(() => String, { description: 'A short text about the user.' })
  bio!: string;

  @Field(() => String, {
    nullable: true,
    description: 'The uploaded avatar, else the Google picture while Google is linked, else null (show letters).',
  })
  avatarUrl!: string | null;

  @Field(() => UserRoleEnum, { description: 'What the account may do.' })
  role!: string;

  @Field(() => DateTimeISO, { description: 'When the account was created.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When the profile last changed.' })
  updatedAt!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'The last sign-in.' })
  lastSignInAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When the address was confirmed; null until then.' })
  emailConfirmedAt!: string | null;

  @Field(() => [UserIdentity], { description: 'The sign-in providers linked (e.g. google).' })
  identities!: UserIdentity[];

  @Field(() => NotificationPreferences, { description: 'Which e-mails the user wants.' })
  notificationPreferences!: NotificationPreferences;

  @Field(() => Boolean, { description: 'Whether logging in asks for a code from an authenticator app (two-factor authentication).' })
  twoFactorEnabled!: boolean;

  @Field(() => Boolean, { description: 'In-app notices: one per finished document when true; one per generation run ("6 documents of HarborX are ready") when false, the default.' })
  perDocumentNotices!: boolean;
}

@ObjectType({ description: "The signed-in user's own profile: the same fields as User." })
export class Profile extends User {}
