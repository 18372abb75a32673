import { Field, InputType } from 'type-graphql';

// Typed loosely on purpose: the services' zod schemas (profile.schemas.ts) check the values, so
// GraphQL answers the very messages REST does ('This field is required', …).

@InputType({ description: 'The four e-mail preferences.' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { description: 'E-mails at all.' })
  email!: boolean;

  @Field(() => Boolean, { description: 'E-mails about project updates.' })
  projectUpdates!: boolean;

  @Field(() => Boolean, { description: 'Marketing e-mails.' })
  marketingEmails!: boolean;

  @Field(() => Boolean, { description: 'Product news.' })
  productNews!: boolean;
}

@InputType({
  description: 'Spec §5 Profile: names required, phone optional but well-formed; values are trimmed. Left-out optional fields keep their value.',
})
export class UpdateProfileInput {
  @Field(() => String, { nullable: true, description: 'The first name (required).' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'The last name (required).' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'The job title.' })
  jobTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The company.' })
  company?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the user is.' })
  location?: string | null;

  @Field(() => String, { nullable: true, description: 'The phone number (optional, but well-formed).' })
  phoneNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'A short text about the user.' })
  bio?: string | null;

  @Field(() => NotificationPreferencesInput, { nullable: true, description: 'Which e-mails the user wants.' })
  notificationPreferences?: NotificationPreferencesInput | null;
}
