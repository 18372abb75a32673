/**
 * Closed answers of the brief that more than one screen offers: the wizard's timeline select and
 * the clarifying question about the timeline accept exactly these (the server's wizard rules
 * refuse anything else).
 */
export const TIMELINE_OPTIONS = ['ASAP', '1 month', '3 months', '6 months', '1 year', 'Custom'] as const;
