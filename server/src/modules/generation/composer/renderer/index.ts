/**
 * The renderer: spec graph → Markdown. Each document's sections are drawn from the stored graph
 * (`graph-views.ts` builds the views the drafts read), never from the brief directly, so every
 * document agrees with the graph. Other modules use it only through this file.
 */
export { headingText, tidyMarkdown } from './markdown-tidy.js';
export { rewordSection, VARIANT_COUNT } from './section-variants.js';
