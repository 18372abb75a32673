import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror TokenGraphqlView (token.graphql-presenter.ts).

@ObjectType({ description: 'A personal access token of the signed-in user (never its secret).' })
export class PersonalAccessToken {
  @Field(() => ID, { description: 'The token id (revoke with it).' })
  id!: string;

  @Field(() => String, { description: 'Its name.' })
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret, e.g. "sf_pat_Ab3x".' })
  prefix!: string;

  @Field(() => String, { description: '"read" or "read-write".' })
  scope!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'Null: never expires.' })
  expiresAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last used.' })
  lastUsedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When it was revoked; null while it works.' })
  revokedAt!: string | null;

  @Field(() => DateTimeISO, { description: 'When it was created.' })
  createdAt!: string;
}

@ObjectType({ description: 'A new token and its secret, shown this once only.' })
export class CreatedPersonalAccessToken {
  @Field(() => String, { description: 'The secret (sf_pat_…): send it as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => PersonalAccessToken, { description: 'The token as it will be listed (without its secret).' })
  item!: PersonalAccessToken;

  @Field(() => String, { description: 'The confirmation message.' })
  message!: string;
}

@InputType({ description: 'A new personal access token: its name, scope and lifetime.' })
export class CreatePersonalAccessTokenInput {
  @Field(() => String, { description: 'A name to recognise the token by (e.g. the agent using it).' })
  name!: string;

  @Field(() => Int, { nullable: true, description: '7, 30 or 90; null or absent: never expires.' })
  expiresInDays?: number | null;

  @Field(() => String, { description: '"read" or "read-write".' })
  scope!: string;
}
