export { ACTIVITY_DEBOUNCE_MS, ACTIVITY_HEARTBEAT_MS, startActivityTracker, trackActivity, type ActivityType } from './activity-tracker';
export { ActivityTracker } from './activity-tracker-mount';
