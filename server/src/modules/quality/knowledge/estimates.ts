// The effort floor is the composer's estimating knowledge too: one table for both.
export { effortFloor, effortFloorDays, reviewedPlatforms } from '../../generation/composer/index.js';

/** Field names the P85 (85 % confidence) finish date may have on the last milestone. */
export const p85Fields: readonly string[] = ['p85Finish', 'finishP85', 'p85', 'p85Date', 'dateP85'];
