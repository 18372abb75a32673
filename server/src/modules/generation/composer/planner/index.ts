/**
 * The planner: facts → spec graph. It turns what the reader found into typed, id-stable items and
 * links (personas, journeys, requirements with criteria, entities, decisions, tasks with
 * three-point estimates) and schedules them (`schedule.ts`, `roadmap-schedule.ts`). It writes no
 * Markdown; the renderer (`../renderer/`) does. Other modules use it only through this file.
 */
export { buildSpecContent, buildSpecGraph, planSpecGraph, type SpecContent } from './build-graph.js';
