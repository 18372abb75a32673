/**
 * Reviewed estimating knowledge: the least effort a feature takes, in working days, before a
 * reviewer calls its estimate unsupported. A feature needs its API and data, each acceptance
 * criterion built and tested, each further client platform and each integration it uses.
 */
export const effortFloor = {
  /** API, data model changes and the first screen. */
  base: 2,
  perCriterion: 1,
  /** Each client platform beyond the first (iOS, Android, Web, Desktop). */
  perExtraPlatform: 2,
  perIntegration: 2,
  /** Connecting one third-party service: sandbox, adapter, failures, monitoring. */
  integrationTask: 3,
} as const;

/** Field names the P85 (85 % confidence) finish date may have on the last milestone. */
export const p85Fields: readonly string[] = ['finishP85', 'p85', 'p85Date', 'dateP85'];
