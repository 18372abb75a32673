import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../core/graphql/date-time-iso.js';

@ObjectType('TestRunOutcome', { description: 'What a stored test report said: its counts and the criteria its tests cite.' })
export class TestRunOutcomeType {
  @Field(() => ID, { description: "The stored run's id." }) runId!: string;
  @Field(() => Int, { description: 'Test cases in the report.' }) tests!: number;
  @Field(() => Int, { description: 'Test cases that passed.' }) passed!: number;
  @Field(() => Int, { description: 'Test cases that failed or errored.' }) failed!: number;
  @Field(() => Int, { description: 'Test cases that were skipped.' }) skipped!: number;
  @Field(() => [String], { description: 'Criterion ids of the spec that the tests cite.' }) matchedCriteria!: string[];
  @Field(() => Int, { description: 'Test cases that cite no criterion id.' }) unmatchedTests!: number;
  @Field(() => [String], { description: 'The first 50 of them.' }) unmatchedTestNames!: string[];
  @Field(() => [String], { description: 'Cited ids that name no criterion of the spec (reported, not refused).' }) unknownIds!: string[];
}

@ObjectType('CriterionVerification', { description: 'One acceptance criterion and whether a passing test run proves it.' })
export class CriterionVerificationType {
  @Field(() => String, { description: 'The criterion id (e.g. AC-2.1).' }) id!: string;
  @Field(() => String, { description: "The criterion's text." }) title!: string;
  @Field(() => String, { nullable: true, description: 'The requirement it belongs to, if any.' }) requirementId!: string | null;
  @Field(() => String, { description: 'verified, failing, stale or unverified.' }) status!: string;
  @Field(() => Boolean, { description: 'Retired by a brief change, yet still cited by the latest run.' }) retired!: boolean;
  @Field(() => [String], { description: 'The tests that cite it in its latest run.' }) tests!: string[];
  @Field(() => DateTimeISO, { nullable: true, description: 'When the latest run citing it was reported; null if none has.' }) lastRunAt!: Date | null;
}

@ObjectType('VerificationCounts', { description: 'Verification counts of a set of criteria; status is the worst of them.' })
export class VerificationCountsType {
  @Field(() => String, { description: 'The worst status among the criteria: failing, stale, unverified or verified.' }) status!: string;
  @Field(() => Int, { description: 'Criteria whose latest run passed on their current text.' }) verified!: number;
  @Field(() => Int, { description: 'Criteria whose latest run failed.' }) failing!: number;
  @Field(() => Int, { description: 'Criteria whose text changed since they passed, or retired ones still cited.' }) stale!: number;
  @Field(() => Int, { description: 'Criteria no run has passed or failed.' }) unverified!: number;
  @Field(() => Int, { description: 'All the criteria counted.' }) total!: number;
  @Field(() => Int, { description: 'Share of verified criteria (project only; 0 elsewhere).' }) percent!: number;
}

@ObjectType('VerificationRollup', { description: "A requirement's, task's or milestone's criteria rolled up." })
export class VerificationRollupType extends VerificationCountsType {
  @Field(() => String, { description: "The requirement's, task's or milestone's id." }) id!: string;
  @Field(() => String, { description: 'Its title.' }) title!: string;
  @Field(() => [String], { description: 'The criteria rolled up into it.' }) criterionIds!: string[];
}

@ObjectType('TestRun', { description: 'One stored test run (the last 50 are kept).' })
export class TestRunType {
  @Field(() => ID, { description: "The run's id." }) id!: string;
  @Field(() => String, { nullable: true, description: 'The commit the tests ran on, as reported.' }) commit!: string | null;
  @Field(() => String, { nullable: true, description: 'The branch the tests ran on, as reported.' }) branch!: string | null;
  @Field(() => Int, { description: 'Test cases in the report.' }) tests!: number;
  @Field(() => Int, { description: 'Test cases that passed.' }) passed!: number;
  @Field(() => Int, { description: 'Test cases that failed or errored.' }) failed!: number;
  @Field(() => Int, { description: 'Test cases that were skipped.' }) skipped!: number;
  @Field(() => Int, { description: 'Test cases that cite no criterion id.' }) unmatchedTests!: number;
  @Field(() => DateTimeISO, { description: 'When the run was reported.' }) createdAt!: Date;
}

@ObjectType('Verification', { description: "A project's verification: each criterion, the roll-ups and the run history (newest first)." })
export class VerificationType {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => VerificationCountsType, { description: "The whole project's counts." }) project!: VerificationCountsType;
  @Field(() => [CriterionVerificationType], { description: 'Each acceptance criterion of the spec.' }) criteria!: CriterionVerificationType[];
  @Field(() => [VerificationRollupType], { description: 'Roll-ups per requirement.' }) requirements!: VerificationRollupType[];
  @Field(() => [VerificationRollupType], { description: 'Roll-ups per task.' }) tasks!: VerificationRollupType[];
  @Field(() => [VerificationRollupType], { description: 'Roll-ups per milestone.' }) milestones!: VerificationRollupType[];
  @Field(() => [String], { description: 'Ids cited by the latest run that name no criterion of the spec.' }) unknownIds!: string[];
  @Field(() => [TestRunType], { description: 'The stored runs, newest first.' }) runs!: TestRunType[];
}
