import type { GenerationEvent } from './generation-events.js';

/** One generation event (the transports' shared message) as the subscription shows it. */
export function presentGenerationEventGraphql(event: GenerationEvent) {
  return {
    eventId: event.event_id,
    projectId: event.project_id,
    documentId: event.document_id,
    type: event.type,
    status: event.status,
    section: event.section,
    delta: event.delta,
    percent: event.percent,
    version: event.version,
    error: event.error,
  };
}
