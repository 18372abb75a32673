import { create } from 'zustand';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { emptyDraft, PERFORMANCE_LEVELS, PROJECT_SCOPES, TEAM_SIZE_RANGE, type FeatureDetail, type IntegrationUse, type WizardDraft } from '../wizard-model';

/** Where the draft lives between visits. */
export const DRAFT_STORAGE_KEY = 'specforge-project-wizard-draft';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keeps only fields of the right type, so a draft from an older version (or a brief saved before
 * the wizard's options) cannot break a step.
 */
export function sanitizeDraft(value: Record<string, unknown>): WizardDraft {
  const draft: Record<string, unknown> = { ...emptyDraft };
  for (const [key, fallback] of Object.entries(emptyDraft)) {
    const stored = value[key];
    if (key === 'featureDetails') {
      draft[key] = detailsOf(stored);
      continue;
    }
    if (key === 'integrationUses') {
      draft[key] = usesOf(stored);
      continue;
    }
    if (key === 'teamSize') {
      const ok = typeof stored === 'number' && Number.isInteger(stored) && stored >= TEAM_SIZE_RANGE.min && stored <= TEAM_SIZE_RANGE.max;
      draft[key] = ok ? stored : null;
      continue;
    }
    if (Array.isArray(fallback)) {
      if (Array.isArray(stored)) draft[key] = stored.filter((item): item is string => typeof item === 'string');
    } else if (typeof stored === 'string') {
      draft[key] = stored;
    }
  }
  // The two choices must stay one of their options, or no radio would be selected.
  if (!(PERFORMANCE_LEVELS as readonly string[]).includes(draft.performanceExpectations as string)) {
    draft.performanceExpectations = emptyDraft.performanceExpectations;
  }
  if (!(PROJECT_SCOPES as readonly string[]).includes(draft.projectScope as string)) draft.projectScope = emptyDraft.projectScope;
  return draft as unknown as WizardDraft;
}

const detailText = (value: unknown) => (typeof value === 'string' ? value : '');

/** Feature details as objects of texts; anything else in the list is dropped. */
function detailsOf(value: unknown): FeatureDetail[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((d) => ({
    feature: detailText(d.feature),
    actor: detailText(d.actor),
    trigger: detailText(d.trigger),
    outcome: detailText(d.outcome),
    rule: detailText(d.rule),
    failure: detailText(d.failure),
  }));
}

/** Integration links as pairs of texts; anything else in the list is dropped. */
function usesOf(value: unknown): IntegrationUse[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((u) => ({ integration: detailText(u.integration), feature: detailText(u.feature) }));
}

/** Whose draft it is: a brief is personal, so another account on this browser never sees it. */
const OWNER_FIELD = 'ownerId';

function currentUserId(): string | null {
  return useAuthStore.getState().user?.id ?? null;
}

/** Restores the stored draft; an unparseable value is ignored and logged. */
export function loadDraft(): WizardDraft {
  let raw: string | null;
  try {
    raw = localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return { ...emptyDraft };
  }
  if (raw === null) return { ...emptyDraft };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) throw new Error('The stored draft is not an object');
    const owner = parsed[OWNER_FIELD];
    if (typeof owner === 'string' && owner !== currentUserId()) return { ...emptyDraft };
    return sanitizeDraft(parsed);
  } catch (error) {
    console.error('Failed to parse saved project draft', error);
    return { ...emptyDraft };
  }
}

function saveDraft(draft: WizardDraft): void {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...draft, [OWNER_FIELD]: currentUserId() }));
  } catch (error) {
    // A full or blocked storage only loses the draft between visits, never the session.
    console.error('Failed to save project draft', error);
  }
}

interface WizardDraftState {
  draft: WizardDraft;
  /** Sets one field; every change is written back to storage. */
  setField: <K extends keyof WizardDraft>(key: K, value: WizardDraft[K]) => void;
  /** Re-reads storage: the wizard calls it on mount so a new visit sees the latest draft. */
  restore: () => void;
  /** Forgets the draft after a successful creation. */
  clear: () => void;
}

export const useWizardDraftStore = create<WizardDraftState>()((set, get) => ({
  draft: { ...emptyDraft },
  setField: (key, value) => {
    const draft = { ...get().draft, [key]: value };
    set({ draft });
    saveDraft(draft);
  },
  restore: () => set({ draft: loadDraft() }),
  clear: () => {
    try {
      localStorage.removeItem(DRAFT_STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
    set({ draft: { ...emptyDraft } });
  },
}));

// Signing out (or switching account) forgets the draft: the next person at this browser starts clean.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && state.user?.id !== previous.user.id) useWizardDraftStore.getState().clear();
});
