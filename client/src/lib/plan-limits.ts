/**
 * The free beta's limits in words, shown before an action would be refused (the server still
 * enforces them: PLAN_LIMIT_REACHED). The numbers are the server's (usageStats).
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function atProjectLimit(usage: { projectsCreated: number; maxProjects: number } | null | undefined): boolean {
  return !!usage && usage.projectsCreated >= usage.maxProjects;
}

export function projectLimitMessage(used: number, max: number): string {
  return `The free beta allows ${plural(max, 'project', 'projects')}, and you have ${used}. Delete a project you no longer need to create a new one.`;
}

/**
 * Why "Generate all" cannot start: `adding` new documents would pass the limit. Regenerating an
 * existing document does not count (the server's rule), so generating one at a time may still fit.
 */
export function documentLimitMessage(used: number, max: number, adding: number): string {
  const left = Math.max(0, max - used);
  const room = left === 0 ? 'none are left' : `only ${left} ${left === 1 ? 'is' : 'are'} left`;
  return `Generating all would create ${plural(adding, 'new document', 'new documents')}, but the free beta allows ${plural(max, 'document', 'documents')} and ${room}. Regenerating an existing document does not count.`;
}
