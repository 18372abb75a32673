import { readFileSync } from 'node:fs';

// Resolved relative to this file, which sits at the same depth in src/ and dist/.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export const APP_VERSION: string = pkg.version;
export const STARTED_AT = new Date();
