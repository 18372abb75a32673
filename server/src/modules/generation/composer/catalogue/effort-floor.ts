/**
 * Reviewed estimating knowledge: the least effort a feature takes, in working days, before a
 * reviewer calls its estimate unsupported. A feature needs its API and data, each acceptance
 * criterion built and tested, each further client platform and each integration it uses. The
 * composer plans at least this much and the quality gate checks it, from this one table.
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

/** Client platforms a reviewer counts: a tablet layout rides with its phone app; none means the web. */
export function reviewedPlatforms(platforms: readonly string[]): string[] {
  const mobile = platforms.some((p) => p === 'iOS' || p === 'Android');
  const list = platforms.filter((p) => !(p === 'Tablet' && mobile));
  return list.length ? list : ['Web'];
}

/** The floor for one feature, in working days, all its tasks together. */
export function effortFloorDays(criteria: number, platforms: number, integrations: number): number {
  return effortFloor.base + effortFloor.perCriterion * criteria + effortFloor.perExtraPlatform * Math.max(0, platforms - 1) + effortFloor.perIntegration * integrations;
}
