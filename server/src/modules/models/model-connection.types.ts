import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

// Field names mirror ModelConnectionGraphqlView (model-connection.presenter.ts).

@ObjectType('ModelConnectionSettings', { description: "The signed-in user's own model connection settings (bring your own model). The API key is never shown, only its last 4 characters." })
export class ModelConnection {
  @Field(() => String, { description: '"openai" (any OpenAI-compatible server) or "anthropic".' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'The OpenAI-compatible base URL with its version path, e.g. https://openrouter.ai/api/v1.' })
  baseUrl!: string | null;

  @Field(() => String, { description: 'The model name.' })
  model!: string;

  @Field(() => Boolean, { description: 'Whether an API key is stored.' })
  hasKey!: boolean;

  @Field(() => String, { nullable: true, description: 'The last 4 characters of the key.' })
  keyHint!: string | null;

  @Field(() => DateTimeISO, { nullable: true, description: 'When it was last tested.' })
  lastTestedAt!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the last test passed; null before the first.' })
  lastTestOk!: boolean | null;

  @Field(() => DateTimeISO, { description: 'When it was first saved.' })
  createdAt!: string;

  @Field(() => DateTimeISO, { description: 'When it last changed.' })
  updatedAt!: string;
}

// Loosely typed on purpose: the REST zod schema (model-connection.schemas.ts) checks it, so both
// transports answer the same messages.
@InputType({ description: 'Your own model. An empty apiKey keeps the stored key while baseUrl and kind stay the same; a changed one needs the key again.' })
export class ModelConnectionInput {
  @Field(() => String, { description: '"openai" (OpenAI, OpenRouter, Ollama, vLLM, LM Studio) or "anthropic".' })
  kind!: string;

  @Field(() => String, { nullable: true, description: 'Required for "openai"; optional for "anthropic" (a proxy).' })
  baseUrl?: string | null;

  @Field(() => String, { description: 'The model name the provider knows, e.g. gpt-4o-mini.' })
  model!: string;

  @Field(() => String, { nullable: true, description: 'Stored encrypted and never shown again.' })
  apiKey?: string | null;
}

@ObjectType({ description: 'The answer of "Test connection".' })
export class ModelConnectionTestResult {
  @Field(() => Boolean, { description: 'Whether the model answered.' })
  ok!: boolean;

  @Field(() => String, { description: 'What happened, in words a user can act on (wrong key, unknown model, unreachable, time-out).' })
  message!: string;

  @Field(() => Int, { description: 'How long the test call took, in milliseconds.' })
  latencyMs!: number;
}
