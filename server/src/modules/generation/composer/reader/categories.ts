import type { AcceptanceCriterion, Complexity } from '../types.js';

/**
 * What a feature is about, guessed from its words. Each category carries the knowledge a product
 * engineer would bring: the extra acceptance criterion worth writing, the data it needs, the
 * sub-tasks it usually breaks into and the service that typically backs it.
 */
export interface FeatureCategory {
  key: string;
  match: RegExp;
  benefit: string;
  entity: { name: string; fields: string[] };
  criterion: (feature: string) => AcceptanceCriterion;
  subtasks: [string, Complexity][];
  integration?: { name: string; purpose: string; alternatives: string[] };
  endpoint: string;
}

export const categories: FeatureCategory[] = [
  {
    key: 'auth',
    match: /\b(sign[- ]?(up|in)|log[- ]?in|auth|account|onboard|profile|registration|sso)/i,
    benefit: 'my data stays mine and I pick up where I left off on any device',
    entity: { name: 'Session', fields: ['id', 'userId', 'expiresAt', 'createdAt'] },
    criterion: () => ({
      given: 'a visitor with no account',
      when: 'they sign up with a valid e-mail and password',
      then: 'an account is created, a confirmation e-mail is sent and they land signed in on their first screen',
    }),
    subtasks: [
      ['Sign-up, sign-in and password reset flows', 'M'],
      ['Session handling and protected routes', 'M'],
    ],
    endpoint: 'POST /auth/sessions',
  },
  {
    key: 'payments',
    match: /\b(pay|payment|checkout|billing|subscription|invoice|purchase|stripe|pricing)/i,
    benefit: 'I can pay in a familiar, trustworthy way without leaving the product',
    entity: { name: 'Payment', fields: ['id', 'userId', 'amount', 'currency', 'status', 'providerRef', 'createdAt'] },
    criterion: () => ({
      given: 'a payment that the provider declines',
      when: 'the user completes checkout',
      then: 'no order is confirmed, the reason is shown in plain words and the user can retry with another method',
    }),
    subtasks: [
      ['Payment provider checkout and webhooks', 'L'],
      ['Receipts and payment history', 'S'],
    ],
    integration: { name: 'Stripe', purpose: 'card payments, subscriptions and invoices', alternatives: ['Paddle', 'Adyen'] },
    endpoint: 'POST /payments',
  },
  {
    key: 'notifications',
    match: /\b(notif|remind|alert|push|e-?mail|sms|digest)/i,
    benefit: 'I never miss something that needs my attention',
    entity: { name: 'Notification', fields: ['id', 'userId', 'channel', 'payload', 'readAt', 'createdAt'] },
    criterion: () => ({
      given: 'a user who turned a notification channel off',
      when: 'an event that would notify them occurs',
      then: 'nothing is sent on that channel and the event still appears in their in-app list',
    }),
    subtasks: [
      ['Notification preferences per channel', 'S'],
      ['Delivery worker with retries', 'M'],
    ],
    integration: { name: 'Postmark', purpose: 'transactional e-mail delivery', alternatives: ['SendGrid', 'Amazon SES'] },
    endpoint: 'GET /notifications',
  },
  {
    key: 'search',
    match: /\b(search|filter|find|discover|browse|catalog|sort)/i,
    benefit: 'I find what I need in seconds instead of scrolling',
    entity: { name: 'SearchIndexEntry', fields: ['id', 'sourceId', 'text', 'updatedAt'] },
    criterion: () => ({
      given: 'a query that matches nothing',
      when: 'the user searches',
      then: 'an empty state explains that nothing matched and suggests how to broaden the search',
    }),
    subtasks: [
      ['Indexing and ranked query', 'M'],
      ['Filters and empty states', 'S'],
    ],
    endpoint: 'GET /search?q=',
  },
  {
    key: 'collaboration',
    match: /\b(share|collaborat|team|invite|comment|real[- ]?time|chat|messag)/i,
    benefit: 'my team works from one shared, up-to-date place',
    entity: { name: 'Membership', fields: ['id', 'userId', 'workspaceId', 'role', 'createdAt'] },
    criterion: () => ({
      given: 'two members viewing the same item',
      when: 'one of them changes it',
      then: 'the other sees the change without reloading and no edit is silently lost',
    }),
    subtasks: [
      ['Invitations and roles', 'M'],
      ['Live updates channel', 'L'],
    ],
    endpoint: 'POST /workspaces/{id}/invitations',
  },
  {
    key: 'files',
    match: /\b(upload|file|photo|image|video|document|attachment|scan)/i,
    benefit: 'my files live next to the work they belong to',
    entity: { name: 'Attachment', fields: ['id', 'ownerId', 'fileName', 'mimeType', 'size', 'storageKey', 'createdAt'] },
    criterion: () => ({
      given: 'a file larger than the allowed size or of an unsupported type',
      when: 'the user uploads it',
      then: 'the upload is refused before transfer with the limit stated, and nothing is stored',
    }),
    subtasks: [
      ['Direct-to-storage uploads with size and type checks', 'M'],
      ['Previews and thumbnails', 'M'],
    ],
    integration: { name: 'Amazon S3', purpose: 'durable file storage', alternatives: ['Cloudflare R2', 'Google Cloud Storage'] },
    endpoint: 'POST /attachments',
  },
  {
    key: 'analytics',
    match: /\b(report|analytic|dashboard|insight|chart|metric|statistic|track)/i,
    benefit: 'I see at a glance how things are going and what to do next',
    entity: { name: 'MetricSnapshot', fields: ['id', 'ownerId', 'metric', 'value', 'periodStart', 'periodEnd'] },
    criterion: () => ({
      given: 'a new account with no data yet',
      when: 'the user opens the report',
      then: 'an explanatory empty state is shown instead of empty charts or zeros that look like real results',
    }),
    subtasks: [
      ['Aggregation queries or nightly rollups', 'M'],
      ['Charts and export', 'M'],
    ],
    endpoint: 'GET /reports/{metric}',
  },
  {
    key: 'scheduling',
    match: /\b(schedul|calendar|book|appointment|reserv|event)/i,
    benefit: 'I can commit to a time without back-and-forth',
    entity: { name: 'Booking', fields: ['id', 'userId', 'startsAt', 'endsAt', 'status', 'timeZone'] },
    criterion: () => ({
      given: 'a slot that another user booked a moment earlier',
      when: 'the user tries to book the same slot',
      then: 'the booking is refused, no double booking is stored and the next free slots are offered',
    }),
    subtasks: [
      ['Availability and conflict rules (time zones)', 'L'],
      ['Calendar views and reminders', 'M'],
    ],
    integration: { name: 'Google Calendar API', purpose: 'two-way calendar sync', alternatives: ['Microsoft Graph calendar', 'CalDAV'] },
    endpoint: 'POST /bookings',
  },
  {
    key: 'ai',
    match: /\b(ai|recommend|suggest|predict|generat|smart|personali[sz]|llm|assistant)/i,
    benefit: 'the product does the tedious thinking for me and explains why',
    entity: { name: 'Suggestion', fields: ['id', 'userId', 'input', 'output', 'feedback', 'createdAt'] },
    criterion: () => ({
      given: 'the suggestion service is slow or unavailable',
      when: 'the user asks for a suggestion',
      then: 'the rest of the screen keeps working and a clear fallback message is shown within 5 seconds',
    }),
    subtasks: [
      ['Suggestion pipeline with fallback', 'L'],
      ['Feedback capture (thumbs up/down)', 'S'],
    ],
    integration: { name: 'OpenAI API', purpose: 'language-model suggestions', alternatives: ['Anthropic API', 'self-hosted model via Ollama'] },
    endpoint: 'POST /suggestions',
  },
];

export const defaultCategory: FeatureCategory = {
  key: 'core',
  match: /$^/,
  benefit: 'I get the value this product promises without workarounds',
  entity: { name: 'Item', fields: ['id', 'ownerId', 'title', 'status', 'createdAt', 'updatedAt'] },
  criterion: (feature) => ({
    given: 'a user who has not used it before',
    when: `they open "${feature}" for the first time`,
    then: 'an empty state explains what to do first and the primary action is one tap or click away',
  }),
  subtasks: [
    ['Domain model and persistence', 'M'],
    ['Core screens and interactions', 'M'],
  ],
  endpoint: 'GET /items',
};

export function categoryOf(feature: string): FeatureCategory {
  return categories.find((c) => c.match.test(feature)) ?? defaultCategory;
}

export const complexityDays: Record<Complexity, number> = { S: 1, M: 3, L: 5 };
