import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror TokenGraphqlView (token.graphql-presenter.ts).

@ObjectType({ description: 'A personal access token of the signed-in user (never its secret).' })
export class PersonalAccessToken {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The first characters of the secret, e.g. "sf_pat_Ab3x".' })
  prefix!: string;

  @Field(() => String, { description: '"read" or "read-write".' })
  scope!: string;

  @Field(() => DateTimeISO, { nullable: true, description: 'Null: never expires.' })
  expiresAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  lastUsedAt!: string | null;

  @Field(() => DateTimeISO, { nullable: true })
  revokedAt!: string | null;

  @Field(() => DateTimeISO)
  createdAt!: string;
}

@ObjectType({ description: 'A new token and its secret, shown this once only.' })
export class CreatedPersonalAccessToken {
  @Field(() => String, { description: 'The secret (sf_pat_…): send it as `Authorization: Bearer <token>`.' })
  token!: string;

  @Field(() => PersonalAccessToken)
  item!: PersonalAccessToken;

  @Field(() => String)
  message!: string;
}

@InputType()
export class CreatePersonalAccessTokenInput {
  @Field(() => String)
  name!: string;

  @Field(() => Int, { nullable: true, description: '7, 30 or 90; null or absent: never expires.' })
  expiresInDays?: number | null;

  @Field(() => String, { description: '"read" or "read-write".' })
  scope!: string;
}
