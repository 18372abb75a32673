/**
 * Reviewed knowledge: capabilities whose failure modes a reviewer expects a criterion for
 * (Kiro's "missing edge cases"). A requirement matches a capability by a keyword of its title or
 * action; one of the capability's failure words must then appear in one of its criteria.
 */
export interface Capability {
  id: string;
  /** Word stems that mark the capability in a requirement ("search", "book"). */
  keywords: string[];
  /** What can go wrong, as a reader names it (used in the message). */
  modes: string[];
  /** Words a criterion covering one of the modes uses. */
  evidence: string[];
}

export const capabilities: readonly Capability[] = [
  {
    id: 'search',
    keywords: ['search', 'filter', 'find', 'browse', 'lookup', 'discover'],
    modes: ['no results', 'too many results'],
    evidence: ['no result', 'no match', 'nothing match', 'zero result', 'empty', 'none match', 'no recipe', 'no item', 'page', 'more than'],
  },
  {
    id: 'payment',
    keywords: ['pay', 'payment', 'checkout', 'subscribe', 'subscription', 'charge', 'refund', 'payout', 'deposit'],
    modes: ['card declined', 'payment times out', 'refund'],
    evidence: ['declin', 'fail', 'timeout', 'times out', 'insufficient', 'refund', 'not charged', 'expired card'],
  },
  {
    id: 'booking',
    keywords: ['book', 'booking', 'reserve', 'reservation', 'appointment', 'slot', 'schedule', 'reschedul', 'borrow'],
    modes: ['slot already taken', 'double booking', 'cancellation'],
    evidence: ['already', 'taken', 'conflict', 'double', 'unavailable', 'full', 'overlap', 'cancel', 'no longer available', 'at the same time'],
  },
  {
    id: 'sharing',
    keywords: ['share', 'shared', 'invite', 'collaborat', 'team', 'household', 'member'],
    modes: ['no permission', 'access revoked', 'simultaneous edits'],
    evidence: ['permission', 'access', 'revok', 'not a member', 'at the same time', 'conflict', 'concurrent', 'removed', 'read-only', 'owner'],
  },
  {
    id: 'upload',
    keywords: ['upload', 'photo', 'image', 'file', 'attach', 'import', 'document'],
    modes: ['file too large', 'unsupported format', 'upload interrupted'],
    evidence: ['too large', 'larger than', 'unsupported', 'format', 'fail', 'interrupt', 'corrupt', 'mb', 'retry'],
  },
  {
    id: 'notification',
    keywords: ['notify', 'notification', 'reminder', 'remind', 'alert', 'push', 'digest', 'email'],
    modes: ['notifications switched off', 'delivery fails', 'quiet hours'],
    evidence: ['switched off', 'turned off', 'opted out', 'opt out', 'unsubscrib', 'denied', 'not delivered', 'bounce', 'quiet hours', 'fail', 'switched', 'turned'],
  },
  {
    id: 'account',
    keywords: ['sign in', 'signin', 'login', 'log in', 'account', 'password', 'register', 'sign up', 'onboard'],
    modes: ['wrong password', 'locked account', 'expired link'],
    evidence: ['wrong', 'invalid', 'locked', 'expired', 'already registered', 'attempt'],
  },
  { id: 'messaging', keywords: ['message', 'chat', 'conversation', 'reply', 'comment'], modes: ['recipient blocked', 'message fails to send', 'offline'], evidence: ['block', 'fail', 'offline', 'not delivered', 'retry', 'report', 'empty'] },
  { id: 'insight', keywords: ['dashboard', 'report', 'insight', 'analytics', 'chart', 'statistic', 'summary'], modes: ['no data yet', 'stale data'], evidence: ['no data', 'nothing to show', 'empty', 'not enough', 'stale', 'last updated', 'as of'] },
  {
    id: 'location',
    keywords: ['location', 'map', 'nearby', 'gps', 'route', 'distance'],
    modes: ['location permission denied', 'no signal'],
    evidence: ['denied', 'permission', 'no signal', 'loses signal', 'lost signal', 'last known', 'lost the connection', 'offline', 'unavailable', 'manual', 'postcode'],
  },
  {
    id: 'ordering',
    keywords: ['place an order', 'order online', 'cart', 'basket', 'purchase', 'stock', 'inventory', 'delivery'],
    modes: ['out of stock', 'order cancelled'],
    evidence: ['out of stock', 'unavailable', 'cancel', 'sold out', 'declin', 'not enough'],
  },
  { id: 'scanning', keywords: ['scan', 'barcode', 'qr'], modes: ['code unreadable', 'unknown code', 'duplicate scan'], evidence: ['cannot read', 'unknown', 'already', 'twice', 'by hand', 'rejected', 'expired'] },
  { id: 'dispatch', keywords: ['dispatch', 'assignment', 'reassign', 'allocat'], modes: ['assignee declines', 'two dispatchers at once'], evidence: ['declin', 'does not answer', 'same moment', 'at the same time', 'already', 'back to the queue'] },
  {
    id: 'problem-report',
    keywords: ['damage', 'incident', 'fault', 'defect', 'report a', 'report an', 'report of a'],
    modes: ['details missing', 'duplicate report', 'photo upload fails'],
    evidence: ['missing', 'already reported', 'duplicate', 'fails to upload', 'refused'],
  },
  { id: 'sync', keywords: ['sync', 'offline', 'backup'], modes: ['offline', 'conflicting edits'], evidence: ['offline', 'conflict', 'reconnect', 'queue', 'retry'] },
];

/** Words any failure, empty, permission or concurrency criterion uses. */
export const failureWords: readonly string[] = [
  'invalid',
  'missing',
  'error',
  'fail',
  'cannot',
  "can't",
  'denied',
  'not allowed',
  'without permission',
  'permission',
  'empty',
  'nothing',
  'offline',
  'already',
  'conflict',
  'at the same time',
  'expired',
  'limit',
  'exceed',
  'timeout',
  'times out',
  'unavailable',
  'refused',
  'rejected',
  'declined',
  'not signed in',
  'no longer',
  'too large',
  'blocked',
  'locked',
  'cancel',
  'no ',
];
