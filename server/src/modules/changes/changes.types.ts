import { DateTimeISO } from '../../core/graphql/date-time-iso.js';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { DocumentStatusEnum, DocumentTypeEnum } from '../documents/document.types.js';
import { SpecItemKindEnum } from '../spec/spec.types.js';

// GraphQL speaks camelCase, REST answers snake_case: both from the views of changes.presenter.ts.

@ObjectType('BriefChange', { description: 'One entry of the brief that changed since the spec was generated.' })
export class BriefChangeType {
  @Field(() => String, { description: 'The wizard field, e.g. keyFeatures.' }) field!: string;
  @Field(() => String, { description: 'Readable: "key feature 3", "the timeline".' }) label!: string;
  @Field(() => String, { description: 'changed, added or removed.' }) change!: string;
  @Field(() => String, { nullable: true, description: 'The value the spec was built from; null when added.' }) before!: string | null;
  @Field(() => String, { nullable: true, description: 'The value now; null when removed.' }) after!: string | null;
}

@ObjectType('ImpactItem', { description: 'A spec item a change reaches, and why.' })
export class ImpactItemType {
  @Field(() => String, { description: 'The item id (FR-3); for an item to add, the id it will get.' }) id!: string;
  @Field(() => SpecItemKindEnum, { description: 'What the item is.' }) kind!: string;
  @Field(() => String, { description: "The item's title." }) title!: string;
  @Field(() => String, { description: 'changed (its source changed), added, retired (superseded) or downstream (depends on one of those).' })
  change!: string;
  @Field(() => String, { description: 'Why it is affected.' }) reason!: string;
}

@ObjectType('ImpactSection', { description: 'A section of a document that mentions affected items.' })
export class ImpactSectionType {
  @Field(() => String, { description: "The section's heading." }) title!: string;
  @Field(() => [String], { description: 'Affected ids the section mentions.' }) items!: string[];
  @Field(() => Boolean, { description: 'Edited by hand since it was generated: never replaced without review.' }) editedByHand!: boolean;
}

@ObjectType('ImpactDocument', { description: 'A document a change reaches, with the sections that mention affected items.' })
export class ImpactDocumentType {
  @Field(() => DocumentTypeEnum, { description: 'Which document.' }) type!: string;
  @Field(() => String, { description: "The document's title." }) title!: string;
  @Field(() => DocumentStatusEnum, { description: 'Where its generation stands now.' }) status!: string;
  @Field(() => [ImpactSectionType], { description: 'Its sections that mention affected items.' }) sections!: ImpactSectionType[];
}

@ObjectType('ChangeImpact', { description: 'What a brief change or document edit affects, by item id, before anything is regenerated.' })
export class ChangeImpactType {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => Boolean, { description: 'False when the spec was generated before changes were tracked: regenerate the PRD once.' }) tracked!: boolean;
  @Field(() => Boolean, { description: 'Whether the brief changed since the spec was generated.' }) briefChanged!: boolean;
  @Field(() => [BriefChangeType], { description: 'The brief entries that changed.' }) changes!: BriefChangeType[];
  @Field(() => [ImpactItemType], { description: 'The spec items the change reaches.' }) items!: ImpactItemType[];
  @Field(() => [ImpactDocumentType], { description: 'The documents the change reaches.' }) documents!: ImpactDocumentType[];
  @Field(() => [DocumentTypeEnum], { description: 'Document types being generated now: their items may still change.' }) inFlight!: string[];
}

@ObjectType('PatchHunk', { description: 'One section of an update: current text, proposed text and, if edited by hand, what was generated.' })
export class PatchHunkType {
  @Field(() => ID, { description: 'The hunk id; decide with it.' }) id!: string;
  @Field(() => DocumentTypeEnum, { description: 'The document the section belongs to.' }) documentType!: string;
  @Field(() => String, { description: "The section's heading." }) sectionTitle!: string;
  @Field(() => String, { description: "The section now ('' when the update adds it)." }) before!: string;
  @Field(() => String, { description: "The proposed section ('' when the update removes it)." }) after!: string;
  @Field(() => String, { nullable: true, description: 'The section as last generated (the three-way view).' }) generated!: string | null;
  @Field(() => Boolean, { description: 'Edited by hand since it was generated.' }) editedByHand!: boolean;
  @Field(() => [String], { description: 'The spec item ids the section mentions.' }) items!: string[];
  @Field(() => String, { description: 'pending, accepted or rejected.' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The text the reviewer merged by hand, when accepted that way.' }) merged!: string | null;
}

@ObjectType('SpecPatch', { description: 'A reviewable update of the documents to the brief as it is now.' })
export class SpecPatchType {
  @Field(() => ID, { description: 'The update id.' }) id!: string;
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => String, { description: 'open, applied or discarded.' }) status!: string;
  @Field(() => [String], { description: 'Ids of items the update adds.' }) added!: string[];
  @Field(() => [String], { description: 'Ids of items it retires (they stay, superseded).' }) retired!: string[];
  @Field(() => [String], { description: 'Ids of items whose text or dates change.' }) changed!: string[];
  @Field(() => [PatchHunkType], { description: 'The sections it changes.' }) hunks!: PatchHunkType[];
  @Field(() => DateTimeISO, { description: 'When it was prepared.' }) createdAt!: string;
}

@InputType({ description: 'Accept or reject one hunk; `text` accepts a merged version instead of the proposal.' })
export class PatchDecisionInput {
  @Field(() => ID, { description: 'The hunk decided.' }) hunkId!: string;
  @Field(() => String, { description: 'accept or reject.' }) decision!: string;
  @Field(() => String, { nullable: true, description: 'A merged version to accept instead of the proposal.' }) text?: string | null;
}

@InputType({ description: 'Accept or reject one item of the update (FR-5, T-3 …): every pending section it reaches, in every document.' })
export class PatchItemDecisionInput {
  @Field(() => ID, { description: 'The spec item decided.' }) itemId!: string;
  @Field(() => String, { description: 'accept or reject.' }) decision!: string;
}

@ObjectType('RoadmapReplan', { description: 'The roadmap re-planned from a day: done tasks keep their dates, the rest are scheduled again.' })
export class RoadmapReplanType {
  @Field(() => ID, { description: "The project's id." }) projectId!: string;
  @Field(() => String, { description: 'The day of the re-plan (YYYY-MM-DD).' }) replannedOn!: string;
  @Field(() => String, { description: 'The day the remaining tasks are scheduled from: today, or the start date if later.' }) from!: string;
  @Field(() => String, { description: 'The day the last task ends.' }) finish!: string;
  @Field(() => Int, { description: 'Working days past the chosen timeline window (0: it fits).' }) overrunDays!: number;
  @Field(() => Int, { description: 'Tasks already done (kept in place).' }) doneTasks!: number;
  @Field(() => Int, { description: 'Tasks re-planned.' }) remainingTasks!: number;
  @Field(() => [String], { description: 'Roadmap sections edited by hand: left as they are.' }) keptSections!: string[];
  @Field(() => Int, { description: "The roadmap's version after the re-plan." }) version!: number;
}
