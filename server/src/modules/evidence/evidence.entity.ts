import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Project } from '../projects/project.entity.js';

export const resultStatuses = ['passed', 'failed', 'skipped'] as const;
export type ResultStatus = (typeof resultStatuses)[number];

/** One test report received for a project (the last RUNS_KEPT are kept). */
export const TestRun = defineEntity({
  name: 'TestRun',
  tableName: 'test_run',
  indexes: [{ properties: ['project', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    commit: p.string().length(80).nullable(),
    branch: p.string().length(200).nullable(),
    tests: p.integer(),
    passed: p.integer(),
    failed: p.integer(),
    skipped: p.integer(),
    /** Test cases that cite no criterion id. */
    unmatchedTests: p.integer(),
    /** Cited ids that named no criterion of the spec when the run arrived. */
    unknownIds: p.json<string[]>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TestRun = InferEntity<typeof TestRun>;

/**
 * What one run says about one cited criterion: failed when any citing test failed, passed when
 * one passed and none failed, skipped otherwise. `textHash` is the criterion's text as it was
 * then, so a later edit makes a pass stale.
 */
export const TestResult = defineEntity({
  name: 'TestResult',
  tableName: 'test_result',
  indexes: [{ properties: ['project', 'criterionId', 'createdAt'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    run: () => p.manyToOne(TestRun).deleteRule('cascade'),
    project: () => p.manyToOne(Project).deleteRule('cascade'),
    criterionId: p.string().length(24),
    status: p.enum(resultStatuses),
    /** The citing tests' titles (the first few). */
    tests: p.json<string[]>(),
    /** Null when the id named no criterion of the spec. */
    textHash: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type TestResult = InferEntity<typeof TestResult>;
