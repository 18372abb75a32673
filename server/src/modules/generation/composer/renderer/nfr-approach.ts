import type { ComposerBrief } from '../brief.js';
import { complianceControl } from '../planner/recommend-policies.js';
import type { NonFunctionalRequirement, PlanStructured } from '../types.js';

/** How the architecture meets one NFR, phrased for an engineer reviewing the design. */
export function nfrApproach(n: NonFunctionalRequirement, brief: ComposerBrief, plan: PlanStructured): string {
  const cache = plan.stack.some((s) => s.area === 'Cache and queue');
  switch (n.category) {
    case 'Performance':
      return `indexes on every foreign key and filter column, pagination on lists, compressed static assets on a CDN${cache ? ', hot reads cached in Redis' : ''}, slow work moved to the background worker; p95 tracked on a dashboard with an alert.`;
    case 'Availability and recovery':
      return `health checks with automatic restart, ${brief.performanceExpectations === 'High' ? 'at least two instances across availability zones, ' : ''}managed database backups with a monthly restore drill.`;
    case 'Scalability':
      return 'stateless API instances (sessions in the database or signed tokens) so capacity grows by adding instances; load tests in the hardening phase.';
    case 'Security and privacy':
      return 'the baseline controls in the implementation plan, plus a test that proves this requirement before launch.';
    case 'Compliance':
      return complianceControl(n.statement.split(':')[0] ?? n.statement);
    default:
      return 'a shared accessible component library, automated axe checks in CI and a manual screen-reader pass per journey.';
  }
}
