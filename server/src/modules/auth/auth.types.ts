import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.types.js';

// Input fields are typed loosely on purpose: the service's zod schema checks them, so GraphQL
// answers the same messages as REST ('Email and password are required', …).

@InputType({ description: 'A new account (the same rules and messages as POST /api/auth/signup).' })
export class SignUpInput {
  @Field(() => String, { description: 'The display name.' })
  name!: string;

  @Field(() => String, { description: 'The e-mail address (a verification link goes there).' })
  email!: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password!: string;
}

@InputType({ description: 'E-mail and password. A phone number instead of the e-mail is refused (no phone accounts).' })
export class LogInInput {
  @Field(() => String, { nullable: true, description: 'The e-mail address to sign in with.' })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'Refused when given: accounts sign in by e-mail (there are no phone accounts).' })
  phone?: string | null;

  @Field(() => String, { description: 'The password.' })
  password!: string;
}

@ObjectType({ description: 'The answer of a sign-up: a verification link was mailed.' })
export class SignUpResult {
  @Field(() => Boolean, { description: 'Always true when no error is returned.' })
  success!: boolean;

  @Field(() => String, { description: 'What to do next.' })
  message!: string;
}

@ObjectType({ description: 'The short user of the login answer.' })
export class LoginUser {
  @Field(() => ID, { description: 'The user id.' })
  id!: string;

  @Field(() => String, { description: 'The e-mail address.' })
  email!: string;

  @Field(() => String, { description: 'The display name.' })
  name!: string;
}

@ObjectType({ description: 'Spec §3 "Auth session".' })
export class AuthSession {
  @Field(() => String, { description: 'JWT for `Authorization: Bearer`, valid 15 minutes.' })
  accessToken!: string;

  @Field(() => String, { description: 'Opaque, single use: exchange it with refreshSession.' })
  refreshToken!: string;

  @Field(() => Int, { description: 'Seconds until the access token expires.' })
  expiresIn!: number;

  @Field(() => Float, { description: 'When the access token expires, in Unix seconds.' })
  expiresAt!: number;

  @Field(() => User, { description: 'The signed-in user.' })
  user!: User;
}

@ObjectType({ description: 'The login answer: `{ token, user, session }` as over REST.' })
export class AuthPayload {
  @Field(() => String, { description: 'The access token (same as session.accessToken).' })
  token!: string;

  @Field(() => LoginUser, { description: 'Who signed in.' })
  user!: LoginUser;

  @Field(() => AuthSession, { description: 'The session: tokens and their lifetime.' })
  session!: AuthSession;
}

@ObjectType({ description: 'Which sign-in providers this server offers.' })
export class AuthProviders {
  @Field(() => Boolean, { description: 'Whether Google sign-in is configured.' })
  google!: boolean;
}
