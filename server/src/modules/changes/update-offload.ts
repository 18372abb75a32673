import { offload } from '../../core/cpu/offload.js';
import type { StoredUpdatePlan, UpdateInput } from './update-plan.js';

/**
 * The reconciled graph, composed documents and hunks of an update, ready to store
 * (update-plan.ts), computed in the offload pool (a task of server/src/offload.worker.ts).
 */
export function offloadUpdate(input: UpdateInput): Promise<StoredUpdatePlan> {
  return offload('update', input);
}
