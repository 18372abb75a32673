import { useEffect } from 'react';
import { startActivityTracker } from './activity-tracker';

/** Mounted once app-wide: runs the activity tracker for as long as the app is open. It has no screen. */
export function ActivityTracker() {
  useEffect(() => startActivityTracker(), []);
  return null;
}
