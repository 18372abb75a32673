/**
 * Reviewed wording knowledge the clarity and specificity rules read (ISO/IEC/IEEE 29148 and
 * INCOSE writing rules: unambiguous, singular, verifiable, no escape clauses). Data only. The
 * longest word lists are marked prettier-ignore: they keep several words a line, where the
 * formatter would put one a line and triple the file.
 */

/** Words that promise a quality without a measure; each is fine when bound to a number and unit. */
export const vagueTerms: readonly string[] = [
  'fast',
  'quick',
  'quickly',
  'easy',
  'easily',
  'simple',
  'simply',
  'intuitive',
  'intuitively',
  'user-friendly',
  'user friendly',
  'secure',
  'securely',
  'scalable',
  'robust',
  'seamless',
  'seamlessly',
  'flexible',
  'efficient',
  'efficiently',
  'modern',
  'powerful',
  'reliable',
  'smooth',
  'smoothly',
  'instantly',
  'straight away',
  'right away',
  'as appropriate',
  'as needed',
  'as required',
  'if possible',
  'where possible',
  'etc',
  'and so on',
  'best-in-class',
  'state-of-the-art',
  'properly',
  'correctly',
  'appropriate',
  'sufficient',
  'adequate',
  'minimal',
  'optimal',
];

/** Units a number binds a vague word to ("within 2 s", "in 3 taps"). */
export const measureUnits: readonly string[] = ['ms', 's', 'sec', 'second', 'minute', 'min', 'hour', 'h', 'day', 'week', '%', 'percent', 'tap', 'click', 'step', 'kb', 'mb', 'gb', 'user', 'request', 'item', 'row', 'record', 'px', 'fps', 'x'];

/** Modal verbs that make "<actor> can <verb> …" a requirement. */
export const modals: readonly string[] = ['can', 'cannot', 'must', 'shall', 'will', 'should', 'may'];

/** Words that cannot follow a modal where a verb should be. */
// prettier-ignore
export const notVerbs: readonly string[] = ['the', 'a', 'an', 'and', 'or', 'of', 'with', 'for', 'in', 'on', 'at', 'to', 'their', 'his', 'her', 'its', 'our', 'your', 'my', 'this', 'that', 'these', 'those', 'every', 'all', 'some', 'any', 'from', 'by', 'as', 'than', 'is', 'are', 'was', 'were'];

/** Subjects that are the system, not a person: EARS "the system shall …" statements. */
export const systemActors: readonly string[] = ['the system', 'the app', 'the service', 'the platform', 'the api', 'the product', 'the server', 'it'];

/** Verbs that name no behaviour ("can use the planner"): the requirement says what exists, not what anyone does. */
export const genericVerbs: readonly string[] = ['use', 'access', 'manage', 'handle', 'have', 'interact with', 'work with', 'utilise', 'utilize', 'leverage', 'engage with'];

/** Verbs a second behaviour starts with after "and" ("create and share invoices" is two requirements). */
// prettier-ignore
export const behaviourVerbs: readonly string[] = [
  'add', 'approve', 'archive', 'assign', 'book', 'browse', 'cancel', 'change', 'chat', 'check', 'comment', 'compare', 'configure', 'confirm', 'create', 'delete', 'download', 'edit',
  'export', 'filter', 'find', 'follow', 'import', 'invite', 'join', 'like', 'list', 'log', 'message', 'order', 'pay', 'post', 'print', 'publish', 'rate', 'receive', 'refund', 'reject',
  'remove', 'reply', 'report', 'request', 'reschedule', 'reserve', 'review', 'schedule', 'search', 'send', 'share', 'sign', 'sort', 'submit', 'subscribe', 'track', 'update', 'upload', 'view', 'vote',
];

/** Outcome words a tester can observe in a "then". */
// prettier-ignore
export const observableWords: readonly string[] = [
  'see', 'sees', 'shown', 'shows', 'show', 'display', 'displays', 'displayed', 'appear', 'appears', 'listed', 'list', 'receive', 'receives', 'received', 'sent', 'send', 'sends', 'saved', 'stored', 'recorded',
  'returned', 'returns', 'message', 'error', 'e-mail', 'email', 'notification', 'status', 'redirected', 'blocked', 'refused', 'rejected', 'declined', 'charged', 'refunded', 'count', 'total', 'badge',
  'marked', 'removed', 'deleted', 'disabled', 'enabled', 'highlighted', 'logged', 'downloaded', 'exported', 'contains', 'includes', 'lists', 'reads', 'says', 'asked', 'told', 'unchanged', 'updated',
  'within', 'no', 'not', 'only', 'turns', 'banner', 'icon', 'page', 'screen', 'opens', 'offers', 'offered', 'asked',
  // What a tester checks by looking again: the field named, the answers kept, nothing submitted, the draft where they left it.
  'named', 'kept', 'nothing', 'restored', 'where they left', 'explains', 'empty state',
  // Made or marked where a person sees it: a label printed, a bottle flagged, a row coloured.
  'printed', 'prints', 'print', 'flagged', 'flags', 'coloured', 'colored', 'warns', 'warned', 'alerted',
  // Heard, told, found or written down where a tester looks: a screen reader reads it aloud, a search finds it, a log records it.
  'read aloud', 'tells', 'gets', 'found', 'records',
];

/** Outcomes that name nothing in particular: "then they see the outcome", "then it works". */
export const unnamedOutcomes: readonly string[] = ['the outcome', 'the result', 'the change', 'the changes', 'it works', 'works', 'is handled', 'is done', 'is fine', 'succeeds', 'as expected', 'is successful', 'functions'];

/** Words too common to tie a constraint to what addresses it. */
// prettier-ignore
export const commonWords: readonly string[] = [
  'must', 'should', 'shall', 'will', 'can', 'stay', 'keep', 'kept', 'all', 'any', 'every', 'with', 'from', 'that', 'this', 'the', 'and', 'for', 'are', 'not', 'our', 'their', 'have', 'has',
  'been', 'only', 'each', 'into', 'onto', 'than', 'when', 'who', 'what', 'which', 'where', 'user', 'app', 'system', 'need', 'needs', 'also', 'use', 'used', 'using', 'they', 'them', 'its',
];

/** How a task says it is checked ("done when …", "tested", "reviewed"). */
export const verificationWords: readonly string[] = ['test', 'tests', 'tested', 'testing', 'verif', 'checked', 'check that', 'passes', 'passed', 'done when', 'review', 'acceptance', 'demo', 'measured', 'audit', 'rehears', 'sign-off', 'signed off', 'smoke'];

/**
 * Quantities written as words: a metric "Zero double bookings" or "Half of the members book
 * online" states its target as surely as one written in digits.
 */
// prettier-ignore
export const numberWords: readonly string[] = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred', 'thousand', 'million', 'half', 'a third', 'a quarter',
  'percent', 'per cent',
  // "Route reassignment in under a minute": a time limit in words is a target too.
  // "Phone enquiries halved", "Both concerts sold out": a target against a baseline or the whole.
  'halved', 'doubled', 'tripled', 'quadrupled', 'cut in half', 'sold out', 'fully booked', 'fully subscribed',
  'under a minute', 'under an hour', 'under a second', 'under a day', 'within a minute', 'within an hour', 'within a day', 'less than a minute', 'less than an hour',
  // "Invoices out the same day as the job": a deadline in words, each case against its own event.
  'same day', 'same working day', 'same business day', 'same week', 'next day', 'next working day', 'next business day',
];

/** Openings that set a target of zero: "No double bookings", "None of the orders lost". */
export const zeroOpenings: readonly string[] = ['no', 'none', 'nil', 'never', 'not a single', 'not one'];
