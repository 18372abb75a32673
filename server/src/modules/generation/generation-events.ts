import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from '../../core/logger.js';
import type { DocumentStatus, DocumentType } from '../documents/document.entity.js';

/** The PostgreSQL channel every instance listens on, so progress of a job anywhere reaches every subscriber. */
export const GENERATION_CHANNEL = 'specforge_generation';
// NOTIFY payloads are limited to 8000 bytes: longer text deltas are sent in several events.
const DELTA_CHUNK = 2_000;

/** One step of a project's generation, as the subscription sends it. */
export interface GenerationEvent {
  event_id: string;
  project_id: string;
  document_id: string;
  type: DocumentType;
  status: DocumentStatus;
  /** The section being written (null before the first and after the last). */
  section: string | null;
  /** Markdown appended to the document since the previous event ('' when none). */
  delta: string;
  percent: number;
  version: number;
  error: string | null;
}

// One bus per process; every instance's LISTEN connection feeds it, subscribers read from it.
const bus = new EventEmitter();
bus.setMaxListeners(0);
const seen = new Set<string>();

/** Delivers an event to this process's subscribers once, however many listeners received it. */
function deliver(event: GenerationEvent): void {
  if (seen.has(event.event_id)) return;
  seen.add(event.event_id);
  if (seen.size > 5_000) seen.delete(seen.values().next().value as string);
  bus.emit(event.project_id, event);
  bus.emit(`document:${event.document_id}`, event);
}

/** Calls `listener` with every event of one document until the returned function is called (the runner's cancel watch). */
export function watchDocument(documentId: string, listener: (event: GenerationEvent) => void): () => void {
  const key = `document:${documentId}`;
  bus.on(key, listener);
  return () => bus.off(key, listener);
}

/** The events of one project, until the consumer stops (graphql-ws calls `return`). */
export async function* projectEvents(projectId: string): AsyncGenerator<GenerationEvent> {
  for await (const [event] of on(bus, projectId)) yield event as GenerationEvent;
}

/**
 * Publishes through NOTIFY (never straight to the local bus), so every instance, this one
 * included, learns of it the same way. Progress is best effort: a lost event is covered by the
 * polling query, so a failure here never fails the job.
 */
export async function publishGenerationEvent(em: EntityManager, logger: Logger, e: Omit<GenerationEvent, 'event_id'>): Promise<void> {
  const chunks = e.delta.length > DELTA_CHUNK ? (e.delta.match(new RegExp(`[\\s\\S]{1,${DELTA_CHUNK}}`, 'g')) ?? []) : [e.delta];
  try {
    for (const [i, delta] of chunks.entries()) {
      const last = i === chunks.length - 1;
      // Earlier chunks report the step as still in progress; the last one carries its outcome.
      const event: GenerationEvent = { ...e, delta, ...(last ? {} : { status: 'generating' as const }), event_id: randomUUID() };
      await em.execute('select pg_notify(?, ?)', [GENERATION_CHANNEL, JSON.stringify(event)]);
    }
  } catch (err) {
    logger.warn({ err, documentId: e.document_id }, 'could not publish generation progress');
  }
}

/**
 * A NOTIFY payload from GENERATION_CHANNEL (app.ts's LISTEN connection, db/pg-listener.ts, hands
 * it over): every instance's connection feeds this process's bus.
 */
export function deliverGenerationPayload(payload: string, logger: Logger): void {
  try {
    deliver(JSON.parse(payload) as GenerationEvent);
  } catch (err) {
    logger.warn({ err }, 'unreadable generation event');
  }
}

/** Subscribers of a project in this process (tests wait for a subscription to be in place). */
export function subscriberCount(projectId: string): number {
  return bus.listenerCount(projectId);
}

/**
 * type-graphql's PubSub over the same process bus, keyed `topic:id`. Our subscription uses its own
 * `subscribe` (with an owner check), but type-graphql requires a PubSub once any subscription exists.
 */
export const generationPubSub = {
  publish(routingKey: string, ...args: unknown[]): void {
    bus.emit(routingKey, ...args);
  },
  async *subscribe(routingKey: string, dynamicId?: unknown): AsyncIterable<unknown> {
    const key = dynamicId === undefined ? routingKey : `${routingKey}:${String(dynamicId)}`;
    for await (const [payload] of on(bus, key)) yield payload;
  },
};
