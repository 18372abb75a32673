import { GraphQLJSONObject as JSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { closedSet } from '../../core/graphql/closed-set.js';
import { SpecItemFactsUnion } from './spec-facts.types.js';
import { itemKindNames, itemStatuses } from './graph.js';
import { taskStatuses } from './task-progress.service.js';

/** What a spec item is; its id prefix follows from it (FR-n for a requirement, T-n for a task …). */
export const SpecItemKindEnum = closedSet('SpecItemKind', itemKindNames, 'What a spec item is: its id prefix follows from it (FR-n for a requirement, AC-n.m for a criterion, T-n for a task …).');

export const TaskStatusEnum = closedSet('TaskStatus', taskStatuses, "A task's progress.", {
  todo: 'Not started.',
  in_progress: 'Being built.',
  done: 'Built.',
  blocked: 'Waiting on something (see the note).',
});

export const SpecItemStatusEnum = closedSet('SpecItemStatus', itemStatuses, 'Whether a spec item is still in the spec.', {
  active: 'In the current spec.',
  superseded: 'Dropped by a later brief; kept with its id so links and history stay readable.',
});

@ObjectType('SpecLink', { description: 'A typed link from one spec item to another, by item id.' })
export class SpecLinkType {
  @Field(() => String, { description: 'needs, verified_by, measured_by, uses, built_by, serves, depends_on, integrates, due_in, supports, performed_by, relates_to or concerns.' })
  kind!: string;

  @Field(() => String, { description: 'The item id linked to (FR-3, T-12 …).' })
  to!: string;
}

@ObjectType('SpecItem', { description: 'One item of the spec graph: a persona, journey, requirement, criterion, NFR, metric, entity, decision, integration, risk, question, task or milestone.' })
export class SpecItemType {
  @Field(() => String, { description: 'Stable id within the project: PER-n, UJ-n, FR-n, AC-n.m, NFR-n, SM-n, ENT-n, AD-n, INT-n, RISK-n, Q-n, T-n, M-n.' })
  id!: string;

  @Field(() => SpecItemKindEnum, { description: 'What the item is.' })
  kind!: string;

  @Field(() => String, { description: 'A short title.' }) title!: string;
  @Field(() => String, { description: 'What it says, in full.' }) statement!: string;

  @Field(() => SpecItemStatusEnum, { description: 'active, or superseded (kept with its id after the brief dropped it).' })
  status!: string;

  @Field(() => String, { description: 'brief:<field>[#n], pattern:<capability> (a catalogue suggestion until confirmed), suggested, derived or model.' })
  source!: string;

  @Field(() => JSONObject, {
    description:
      'Kind-specific facts as stored: priority, threshold, estimateDays, start, end, critical, attributes … Free-form by design and kept as JSON: the REST contract returns the same object, a superseded item adds supersededOn, a task its progress note, a model its own facts. `facts` types the facts each kind names.',
  })
  fields!: Record<string, unknown>;

  @Field(() => SpecItemFactsUnion, { nullable: true, description: "The item's facts typed by its kind (RequirementFacts, TaskFacts …); null when the stored fields do not read as that kind's." })
  facts!: object | null;

  @Field(() => [SpecLinkType], { description: 'Its links to other items.' }) links!: SpecLinkType[];

  @Field(() => TaskStatusEnum, { nullable: true, description: "A task's progress (fields.status as an enum; todo when none is recorded); null for other kinds." })
  taskStatus!: string | null;
}

@ObjectType('SpecGraph', { description: "A project's spec graph; empty until the PRD has been generated." })
export class SpecGraphType {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => String, { description: 'builtin, or provider:model.' }) generator!: string;
  @Field(() => [SpecItemType], { description: 'Every item of the spec, with its links.' }) items!: SpecItemType[];
}

@ObjectType('TraceRow', { description: 'One requirement with everything traced to it.' })
export class TraceRowType {
  @Field(() => String, { description: 'The requirement (FR-n).' }) requirementId!: string;
  @Field(() => String, { description: "The requirement's title." }) title!: string;
  @Field(() => String, { description: 'Must or Should, as the PRD gives it.' }) priority!: string;
  @Field(() => [String], { description: 'The journeys it serves.' }) journeyIds!: string[];
  @Field(() => [String], { description: 'The metrics that measure it.' }) metricIds!: string[];
  @Field(() => [String], { description: 'The tasks that build it.' }) taskIds!: string[];
  @Field(() => [String], { description: 'Its acceptance criteria.' }) criterionIds!: string[];
}

@ObjectType('Coverage', { description: 'A coverage figure of the matrix, with the ids that are not covered.' })
export class CoverageType {
  @Field(() => String, { description: 'requirementsWithCriteria, requirementsWithTasks, tasksWithRequirements or metricsWithRequirements.' })
  key!: string;

  @Field(() => String, { description: 'What is counted, in words.' }) label!: string;
  @Field(() => Int, { description: 'How many are covered.' }) covered!: number;
  @Field(() => Int, { description: 'How many there are.' }) total!: number;
  @Field(() => Int, { description: 'covered / total, in percent.' }) percent!: number;
  @Field(() => [String], { description: 'The ids not covered.' }) gaps!: string[];
}

@ObjectType('Traceability', { description: 'Requirements × journeys × metrics × tasks × acceptance criteria, with coverage.' })
export class TraceabilityType {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => [TraceRowType], { description: 'One row per requirement.' }) rows!: TraceRowType[];
  @Field(() => [CoverageType], { description: 'The coverage figures.' }) coverage!: CoverageType[];
  @Field(() => String, { description: 'The matrix as CSV, one row per requirement.' }) csv!: string;
}
