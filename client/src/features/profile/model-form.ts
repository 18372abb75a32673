import { z } from 'zod/mini';

export type ModelKind = 'openai' | 'anthropic';

/** The model form's values; an empty key keeps the saved one. */
export interface ModelValues {
  kind: ModelKind;
  baseUrl: string;
  model: string;
  apiKey: string;
}

/** What the form needs to know of the saved connection (never its key). */
export interface SavedModel {
  kind: string;
  baseUrl?: string | null;
  hasKey: boolean;
}

export const emptyModel: ModelValues = { kind: 'openai', baseUrl: '', model: '', apiKey: '' };

/** The server sends a saved key only to the URL and provider it was saved with. */
export function keyMoved(saved: SavedModel | null, values: Pick<ModelValues, 'kind' | 'baseUrl'>): boolean {
  return !!saved?.hasKey && (values.kind !== saved.kind || (values.kind === 'openai' && values.baseUrl.trim() !== (saved.baseUrl ?? '')));
}

/**
 * When Test and Save are allowed: a model name; an OpenAI-compatible server needs its base URL,
 * Anthropic a key (typed, or the saved one); a key saved for another URL or provider must be typed
 * again. The form shows no messages for these (the buttons stay disabled), so the issues carry none
 * of their own.
 */
export function modelSchema(saved: SavedModel | null) {
  return z.object({ kind: z.enum(['openai', 'anthropic']), baseUrl: z.string(), model: z.string(), apiKey: z.string() }).check(
    z.superRefine((values, ctx) => {
      const blank = (path: keyof ModelValues) => ctx.addIssue({ code: 'custom', path: [path], message: 'Required' });
      const hasKey = values.apiKey.trim() !== '';
      const moved = keyMoved(saved, values);
      if (values.model.trim() === '') blank('model');
      if (values.kind === 'openai' && values.baseUrl.trim() === '') blank('baseUrl');
      if (!hasKey && (moved || (values.kind === 'anthropic' && !saved?.hasKey))) blank('apiKey');
    }),
  );
}
