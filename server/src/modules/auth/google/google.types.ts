import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Where to send the browser to connect a Google account to the signed-in user.' })
export class LinkGoogleResult {
  @Field(() => String, {
    description: "Google's sign-in page for this flow; the flow's cookie came with this response.",
  })
  url!: string;
}
