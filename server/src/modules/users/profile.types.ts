import { Field, InputType } from 'type-graphql';

// Typed loosely on purpose: the services' zod schemas (profile.schemas.ts) check the values, so
// GraphQL answers the very messages REST does ('This field is required', …).

@InputType({ description: 'The four e-mail preferences.' })
export class NotificationPreferencesInput {
  @Field(() => Boolean)
  email!: boolean;

  @Field(() => Boolean)
  projectUpdates!: boolean;

  @Field(() => Boolean)
  marketingEmails!: boolean;

  @Field(() => Boolean)
  productNews!: boolean;
}

@InputType({
  description:
    'Spec §5 Profile: names required, phone optional but well-formed; values are trimmed. Left-out optional fields keep their value.',
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true })
  company?: string | null;

  @Field(() => String, { nullable: true })
  location?: string | null;

  @Field(() => String, { nullable: true })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => NotificationPreferencesInput, { nullable: true })
  notificationPreferences?: NotificationPreferencesInput | null;
}
