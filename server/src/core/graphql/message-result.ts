import { Field, ObjectType } from 'type-graphql';

/** The answer of a mutation that only confirms; every module's resolvers share it (it lived in auth). */
@ObjectType({ description: 'An answer that only confirms, in words.' })
export class MessageResult {
  @Field(() => String, { description: 'What was done, in words for the user.' })
  message!: string;
}
