import { SystemSetting } from '../modules/system/system.entity.js';

/** Every entity of the application, registered explicitly (no folder scanning). */
export const entities = [SystemSetting];
