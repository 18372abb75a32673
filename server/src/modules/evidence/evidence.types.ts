import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

@ObjectType({ description: 'What a stored test report said: its counts and the criteria its tests cite.' })
export class TestRunOutcomeType {
  @Field(() => ID) runId!: string;
  @Field(() => Int) tests!: number;
  @Field(() => Int) passed!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) skipped!: number;
  @Field(() => [String], { description: 'Criterion ids of the spec that the tests cite.' }) matchedCriteria!: string[];
  @Field(() => Int, { description: 'Test cases that cite no criterion id.' }) unmatchedTests!: number;
  @Field(() => [String], { description: 'The first 50 of them.' }) unmatchedTestNames!: string[];
  @Field(() => [String], { description: 'Cited ids that name no criterion of the spec (reported, not refused).' }) unknownIds!: string[];
}

@ObjectType({ description: 'One acceptance criterion and whether a passing test run proves it.' })
export class CriterionVerificationType {
  @Field(() => String) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) requirementId!: string | null;
  @Field(() => String, { description: 'verified, failing, stale or unverified.' }) status!: string;
  @Field(() => Boolean, { description: 'Retired by a brief change, yet still cited by the latest run.' }) retired!: boolean;
  @Field(() => [String], { description: 'The tests that cite it in its latest run.' }) tests!: string[];
  @Field(() => DateTimeISO, { nullable: true }) lastRunAt!: Date | null;
}

@ObjectType({ description: 'Verification counts of a set of criteria; status is the worst of them.' })
export class VerificationCountsType {
  @Field(() => String) status!: string;
  @Field(() => Int) verified!: number;
  @Field(() => Int) failing!: number;
  @Field(() => Int) stale!: number;
  @Field(() => Int) unverified!: number;
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Share of verified criteria (project only; 0 elsewhere).' }) percent!: number;
}

@ObjectType({ description: "A requirement's, task's or milestone's criteria rolled up." })
export class VerificationRollupType extends VerificationCountsType {
  @Field(() => String) id!: string;
  @Field(() => String) title!: string;
  @Field(() => [String]) criterionIds!: string[];
}

@ObjectType({ description: 'One stored test run (the last 50 are kept).' })
export class TestRunType {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) commit!: string | null;
  @Field(() => String, { nullable: true }) branch!: string | null;
  @Field(() => Int) tests!: number;
  @Field(() => Int) passed!: number;
  @Field(() => Int) failed!: number;
  @Field(() => Int) skipped!: number;
  @Field(() => Int) unmatchedTests!: number;
  @Field(() => DateTimeISO) createdAt!: Date;
}

@ObjectType({ description: "A project's verification: each criterion, the roll-ups and the run history (newest first)." })
export class VerificationType {
  @Field(() => ID) projectId!: string;
  @Field(() => VerificationCountsType) project!: VerificationCountsType;
  @Field(() => [CriterionVerificationType]) criteria!: CriterionVerificationType[];
  @Field(() => [VerificationRollupType]) requirements!: VerificationRollupType[];
  @Field(() => [VerificationRollupType]) tasks!: VerificationRollupType[];
  @Field(() => [VerificationRollupType]) milestones!: VerificationRollupType[];
  @Field(() => [String]) unknownIds!: string[];
  @Field(() => [TestRunType]) runs!: TestRunType[];
}
