import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

// Loosely typed on purpose: the REST zod schema checks the input and answers the same messages.
@InputType({ description: 'Spec §3 activity metadata.' })
export class ActivityMetadataInput {
  @Field(() => ID, { nullable: true, description: 'The id of what the activity is about (a project, a document …).' })
  entityId?: string | null;

  @Field(() => String, { nullable: true, description: "null, 'project' or 'document'." })
  entityType?: string | null;
}

@InputType({ description: 'Spec §3 Activity event.' })
export class TrackActivityInput {
  @Field(() => String, { description: 'USER_ACTIVE, PROJECT_CREATE or DOCUMENT_CREATE.' })
  activityType!: string;

  @Field(() => ActivityMetadataInput, { nullable: true, description: 'What the activity is about.' })
  metadata?: ActivityMetadataInput | null;
}

@ObjectType({ description: 'The answer of recording an activity.' })
export class TrackActivityResult {
  @Field(() => Boolean, { description: 'false when the same type was recorded for this user in the last 10 seconds.' })
  recorded!: boolean;
}

@ObjectType({ description: 'Spec §3 Usage stats, with the free beta limits.' })
export class UsageStats {
  @Field(() => Int, { description: 'Projects created so far.' })
  projectsCreated!: number;

  @Field(() => Int, { description: 'Documents generated so far.' })
  documentsGenerated!: number;

  @Field(() => DateTimeISO, { nullable: true, description: 'The later of the last sign-in and the last tracked activity.' })
  lastActive!: string | null;

  @Field(() => Int, { description: "The plan's project limit." })
  maxProjects!: number;

  @Field(() => Int, { description: "The plan's document limit." })
  maxDocuments!: number;

  // Float: a total may pass GraphQL's 32-bit Int.
  @Field(() => Float, { description: "Input (prompt) tokens of every generation of the user's documents, by any model." })
  inputTokens!: number;

  @Field(() => Float, { description: "Output (answer) tokens of every generation of the user's documents." })
  outputTokens!: number;
}
