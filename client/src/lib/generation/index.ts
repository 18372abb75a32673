export * from './document-chain';
export * from './downloads';
export { formatElapsed } from './format-elapsed';
export { markStarted, startedAt } from './started-at';
export { useDownload } from './use-download';
