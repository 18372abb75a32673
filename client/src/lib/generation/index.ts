export * from './document-types';
export * from './documents-api';
export { GenerationProgressSubscription } from './generation-progress';
export { formatElapsed } from './format-elapsed';
export { useLiveDocuments, POLL_MS, type LiveDocument, type LiveDocuments } from './use-live-documents';
export { useDownload } from './use-download';
