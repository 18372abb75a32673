import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.types.js';

// Input fields are typed loosely on purpose: the service's zod schema checks them, so GraphQL
// answers the same messages as REST ('Email and password are required', …).

@InputType()
export class SignUpInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  password!: string;
}

@InputType({ description: 'E-mail and password. A phone number instead of the e-mail is refused (no phone accounts).' })
export class LogInInput {
  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true })
  phone?: string | null;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class SignUpResult {
  @Field(() => Boolean)
  success!: boolean;

  @Field(() => String)
  message!: string;
}

@ObjectType()
export class MessageResult {
  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'The short user of the login answer.' })
export class LoginUser {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
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

  @Field(() => User)
  user!: User;
}

@ObjectType({ description: 'The login answer: `{ token, user, session }` as over REST.' })
export class AuthPayload {
  @Field(() => String, { description: 'The access token (same as session.accessToken).' })
  token!: string;

  @Field(() => LoginUser)
  user!: LoginUser;

  @Field(() => AuthSession)
  session!: AuthSession;
}

@ObjectType()
export class AuthProviders {
  @Field(() => Boolean, { description: 'Whether Google sign-in is configured.' })
  google!: boolean;
}
