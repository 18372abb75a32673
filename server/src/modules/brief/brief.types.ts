import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { IntegrationUse, IntegrationUseInput } from './understanding.types.js';

// GraphQL speaks camelCase, REST keeps snake_case around the draft: both from brief.presenter.ts.
// The 24 brief fields carry the wizard's own names, by step (brief-draft.ts BRIEF_SECTIONS).

@ObjectType({ description: "The feature interview's answer about one key feature, in the user's words ('' where not answered)." })
export class FeatureDetail {
  @Field(() => String, { description: "The key feature's text, as in keyFeatures." })
  feature!: string;

  @Field(() => String, { description: "Who does it: a persona's text, as in userPersonas." })
  actor!: string;

  @Field(() => String, { description: 'When it happens.' })
  trigger!: string;

  @Field(() => String, { description: 'What they get.' })
  outcome!: string;

  @Field(() => String, { description: 'The rule it follows.' })
  rule!: string;

  @Field(() => String, { description: 'What happens when it fails.' })
  failure!: string;
}

@InputType({ description: "One key feature's details; each text at most 500 characters, blank ones dropped." })
export class FeatureDetailInput {
  @Field(() => String, { description: "A key feature's text (trimmed, any case)." })
  feature!: string;

  @Field(() => String, { nullable: true, description: "A persona's text, or its name part." })
  actor?: string | null;

  @Field(() => String, { nullable: true, description: 'What starts it.' })
  trigger?: string | null;

  @Field(() => String, { nullable: true, description: 'What the user gets.' })
  outcome?: string | null;

  @Field(() => String, { nullable: true, description: 'The business rule it follows.' })
  rule?: string | null;

  @Field(() => String, { nullable: true, description: 'What happens when it fails.' })
  failure?: string | null;
}

@ObjectType({ description: "A project's whole brief, as the wizard edits it." })
export class Brief {
  @Field(() => ID, { description: "The project's id." })
  projectId!: string;

  @Field(() => Int, { description: 'The brief version: 0 as created, +1 for each saved edit. Send it back as updateBrief(baseVersion:).' })
  version!: number;

  @Field(() => [String], { description: 'The wizard fields the current version changed; after updateBrief, what that save changed ([] when nothing).' })
  changedFields!: string[];

  @Field(() => DateTimeISO, { description: 'When the project or one of its wizard answers last changed.' })
  updatedAt!: string;

  // project_info
  @Field(() => String, { description: 'Required; at most 200 characters.' })
  projectName!: string;

  @Field(() => String, { description: 'Required.' })
  projectDescription!: string;

  // product_details
  @Field(() => String, { description: 'The problem the product solves.' })
  problemStatement!: string;

  @Field(() => [String], { description: 'The key features, one per entry.' })
  keyFeatures!: string[];

  @Field(() => [String], { description: 'What the product will not do.' })
  nonGoals!: string[];

  @Field(() => String, { description: 'Who else solves the problem.' })
  competitors!: string;

  // target_audience
  @Field(() => [String], { description: 'Who the users are.' })
  userPersonas!: string[];

  @Field(() => String, { description: 'How users get through the product.' })
  userJourneys!: string;

  @Field(() => [String], { description: 'Web, iOS, Android, Desktop or Tablet.' })
  platforms!: string[];

  @Field(() => String, { description: 'How the product should feel to use.' })
  uxDefinition!: string;

  @Field(() => String, { description: 'Design rules to follow.' })
  designGuidelines!: string;

  // tech_stack
  @Field(() => [String], { description: "['[AI_RECOMMEND]'] lets AI recommend one." })
  techStack!: string[];

  @Field(() => [String], { description: "['[AI_RECOMMEND]'] lets AI recommend them." })
  integrations!: string[];

  @Field(() => String, { description: "'[AI_RECOMMEND]' lets AI recommend them." })
  securityConcerns!: string;

  @Field(() => String, { description: 'Low, Medium or High (default Medium).' })
  performanceExpectations!: string;

  @Field(() => String, { description: "'[AI_RECOMMEND]' lets AI recommend them." })
  technicalConstraints!: string;

  // features
  @Field(() => String, { description: 'What the business wants from the product.' })
  businessGoals!: string;

  @Field(() => [String], { description: 'How success is measured.' })
  successMetrics!: string[];

  @Field(() => String, { description: "ASAP, 1 month, 3 months, 6 months, 1 year, Custom, or '' (none yet)." })
  timeline!: string;

  @Field(() => String, { description: 'quickTest, standardMVP or scalableProduct (default standardMVP).' })
  projectScope!: string;

  // deployment
  @Field(() => String, { description: 'Known risks.' })
  risks!: string;

  @Field(() => [String], { description: 'Rules the product must follow (GDPR …).' })
  compliance!: string[];

  @Field(() => String, { description: 'Where the product goes later.' })
  futureEvolution!: string;

  @Field(() => String, { description: 'Anything else the spec should know.' })
  additionalNotes!: string;

  @Field(() => [FeatureDetail], { description: 'The feature interview: at most one entry per key feature. Spec items made from an entry cite it as brief:featureDetails@<key> (a hash of its text).' })
  featureDetails!: FeatureDetail[];

  @Field(() => [IntegrationUse], { description: 'Which key features each integration serves, as the user corrected it (an integration named here serves exactly these).' })
  integrationUses!: IntegrationUse[];

  @Field(() => Int, { nullable: true, description: "People building it (1–50; the project setting team_size); null: the scope's default team." })
  teamSize!: number | null;
}

@InputType({ description: 'The whole brief (the wizard draft). A field left out or null is saved as the empty answer (performanceExpectations Medium, projectScope standardMVP).' })
export class BriefInput {
  // project_info
  @Field(() => String, { nullable: true, description: 'Required; at most 200 characters.' })
  projectName?: string | null;

  @Field(() => String, { nullable: true, description: 'Required.' })
  projectDescription?: string | null;

  // product_details
  @Field(() => String, { nullable: true, description: 'The problem the product solves.' })
  problemStatement?: string | null;

  @Field(() => [String], { nullable: true, description: 'The key features, one per entry.' })
  keyFeatures?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'What the product will not do.' })
  nonGoals?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Who else solves the problem.' })
  competitors?: string | null;

  // target_audience
  @Field(() => [String], { nullable: true, description: 'Who the users are.' })
  userPersonas?: string[] | null;

  @Field(() => String, { nullable: true, description: 'How users get through the product.' })
  userJourneys?: string | null;

  @Field(() => [String], { nullable: true, description: 'Web, iOS, Android, Desktop or Tablet.' })
  platforms?: string[] | null;

  @Field(() => String, { nullable: true, description: 'How the product should feel to use.' })
  uxDefinition?: string | null;

  @Field(() => String, { nullable: true, description: 'Design rules to follow.' })
  designGuidelines?: string | null;

  // tech_stack
  @Field(() => [String], { nullable: true, description: "['[AI_RECOMMEND]'] lets AI recommend one." })
  techStack?: string[] | null;

  @Field(() => [String], { nullable: true, description: "['[AI_RECOMMEND]'] lets AI recommend them." })
  integrations?: string[] | null;

  @Field(() => String, { nullable: true, description: "'[AI_RECOMMEND]' lets AI recommend them." })
  securityConcerns?: string | null;

  @Field(() => String, { nullable: true, description: 'Low, Medium or High (default Medium).' })
  performanceExpectations?: string | null;

  @Field(() => String, { nullable: true, description: "'[AI_RECOMMEND]' lets AI recommend them." })
  technicalConstraints?: string | null;

  // features
  @Field(() => String, { nullable: true, description: 'What the business wants from the product.' })
  businessGoals?: string | null;

  @Field(() => [String], { nullable: true, description: 'How success is measured.' })
  successMetrics?: string[] | null;

  @Field(() => String, { nullable: true, description: "ASAP, 1 month, 3 months, 6 months, 1 year, Custom, or '' (none yet)." })
  timeline?: string | null;

  @Field(() => String, { nullable: true, description: 'quickTest, standardMVP or scalableProduct (default standardMVP).' })
  projectScope?: string | null;

  // deployment
  @Field(() => String, { nullable: true, description: 'Known risks.' })
  risks?: string | null;

  @Field(() => [String], { nullable: true, description: 'Rules the product must follow (GDPR …).' })
  compliance?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Where the product goes later.' })
  futureEvolution?: string | null;

  @Field(() => String, { nullable: true, description: 'Anything else the spec should know.' })
  additionalNotes?: string | null;

  @Field(() => [FeatureDetailInput], {
    nullable: true,
    description: 'Optional per-feature details, at most one per key feature (50 at most). feature must be one of keyFeatures, actor one of userPersonas (whole text or name part). Left out or null: none.',
  })
  featureDetails?: FeatureDetailInput[] | null;

  @Field(() => [IntegrationUseInput], {
    nullable: true,
    description: 'Optional: which key features each integration serves (integration one of integrations, feature one of keyFeatures). Left out or null: none.',
  })
  integrationUses?: IntegrationUseInput[] | null;

  @Field(() => Int, { nullable: true, description: "People building it, 1–50. Left out: kept as it is; null: none (the scope's default team)." })
  teamSize?: number | null;
}

@ObjectType({ description: 'Who saved a brief version.' })
export class BriefAuthor {
  @Field(() => ID, { description: 'The user id.' })
  id!: string;

  @Field(() => String, { description: 'Their display name.' })
  name!: string;
}

@ObjectType({ description: 'One saved edit of the brief.' })
export class BriefVersion {
  @Field(() => Int, { description: 'The version number (1 for the first save).' })
  version!: number;

  @Field(() => [String], { description: 'The wizard fields this edit changed.' })
  changedFields!: string[];

  @Field(() => DateTimeISO, { description: 'When it was saved.' })
  createdAt!: string;

  @Field(() => BriefAuthor, { nullable: true, description: 'Who saved it; null if that account no longer exists.' })
  author!: BriefAuthor | null;
}
