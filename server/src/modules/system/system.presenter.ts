import { APP_VERSION, STARTED_AT } from '../../core/version.js';
import type { HealthReport } from './system.service.js';

export interface HealthView {
  status: string;
  version: string;
  uptimeSeconds: number;
  serverTime: Date;
  database: { serverVersion: string; installedAt: Date | null };
}

export function presentHealth(report: HealthReport): HealthView {
  return {
    status: report.status,
    version: APP_VERSION,
    uptimeSeconds: Math.round((Date.now() - STARTED_AT.getTime()) / 100) / 10,
    serverTime: report.serverTime,
    database: report.database,
  };
}
