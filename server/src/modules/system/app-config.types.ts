import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Public settings the client shows (support contact, sign-in options, plan limits).' })
export class AppConfig {
  @Field(() => String, { description: 'SUPPORT_EMAIL.' })
  supportEmail!: string;

  @Field(() => String, { nullable: true, description: 'SUPPORT_PHONE; null when not set.' })
  supportPhone!: string | null;

  @Field(() => Boolean, { description: 'Whether Google sign-in is configured.' })
  googleSignIn!: boolean;

  @Field(() => Int, { description: 'PLAN_MAX_PROJECTS (free beta: 2).' })
  planMaxProjects!: number;

  @Field(() => Int, { description: 'PLAN_MAX_DOCUMENTS (free beta: 20).' })
  planMaxDocuments!: number;

  @Field(() => String, { description: 'LLM_PROVIDER: builtin (the offline outline composer), openai or anthropic. No model URL, name or key.' })
  generator!: 'builtin' | 'openai' | 'anthropic';
}
