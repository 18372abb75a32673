import { describe, expect, it } from 'vitest';
import { endedByRecheck } from './subscriptions-server.js';

/**
 * The periodic re-check of open WebSocket connections asks the database which of their sessions
 * and tokens are still live. A connection opened while that query is in flight was not asked
 * about: closing it for being missing from the answer closed fresh token connections with 4401
 * under load (seen in a full run: "the subscription failed to start: 4401").
 */
describe('which connections a re-check ends', () => {
  const live = { sessions: new Set(['s-live']), tokens: new Set(['t-live']) };
  const asked = { sessions: new Set(['s-live', 's-ended']), tokens: new Set(['t-live', 't-revoked']) };

  it('ends a connection whose session or token was asked about and is no longer live', () => {
    expect(endedByRecheck({ session: { id: 's-ended', userId: 'u' } }, asked, live)).toBe(true);
    expect(endedByRecheck({ tokenId: 't-revoked' }, asked, live)).toBe(true);
  });

  it('keeps a connection whose session or token is live', () => {
    expect(endedByRecheck({ session: { id: 's-live', userId: 'u' } }, asked, live)).toBe(false);
    expect(endedByRecheck({ tokenId: 't-live' }, asked, live)).toBe(false);
  });

  it('keeps a connection opened while the query was in flight: it was not asked about', () => {
    expect(endedByRecheck({ tokenId: 't-new' }, asked, live)).toBe(false);
    expect(endedByRecheck({ session: { id: 's-new', userId: 'u' } }, asked, live)).toBe(false);
  });

  it('keeps an anonymous connection', () => {
    expect(endedByRecheck({}, asked, live)).toBe(false);
  });
});
