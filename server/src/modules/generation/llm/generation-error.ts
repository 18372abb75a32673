/**
 * A failure the user can act on; its message is shown on the document as is. In its own file so
 * the LLM errors (which extend it) and the runner (which reads their `kind`) import no cycle.
 */
export class GenerationError extends Error {}
