/** Unsaved editor text per document, in localStorage: survives reloads and navigation. */
export interface Draft {
  content: string;
  /** The server version the draft was based on, for conflict detection when it is saved. */
  baseVersion: number;
}

const key = (documentId: string) => `specforge.draft.${documentId}`;

export function readDraft(documentId: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key(documentId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'content' in value && 'baseVersion' in value) {
      const { content, baseVersion } = value as Record<string, unknown>;
      if (typeof content === 'string' && typeof baseVersion === 'number') return { content, baseVersion };
    }
  } catch {
    // Unreadable draft: treat as none.
  }
  return null;
}

export function writeDraft(documentId: string, content: string, baseVersion: number): void {
  try {
    window.localStorage.setItem(key(documentId), JSON.stringify({ content, baseVersion }));
  } catch {
    // Storage full or blocked: autosave still runs, only the reload safety net is gone.
  }
}

export function clearDraft(documentId: string): void {
  try {
    window.localStorage.removeItem(key(documentId));
  } catch {
    // Nothing to clear.
  }
}
