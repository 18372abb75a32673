import { create } from 'zustand';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { emptyDraft, PERFORMANCE_LEVELS, PROJECT_SCOPES, TEAM_SIZE_RANGE, type FeatureDetail, type IntegrationUse, type ListKey, type TextKey, type WizardDraft } from '../wizard-model';

/** Where the draft lives between visits. */
export const DRAFT_STORAGE_KEY = 'specforge-project-wizard-draft';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The texts a user types freely (the two choices are read against their options). */
type FreeTextKey = Exclude<TextKey, 'performanceExpectations' | 'projectScope'>;

/** The draft's free-text and list fields (the two choices and the extras are read on their own). */
const TEXT_KEYS = (Object.keys(emptyDraft) as (keyof WizardDraft)[]).filter((key): key is FreeTextKey => typeof emptyDraft[key] === 'string' && key !== 'performanceExpectations' && key !== 'projectScope');
const LIST_KEYS = (Object.keys(emptyDraft) as (keyof WizardDraft)[]).filter((key): key is ListKey => Array.isArray(emptyDraft[key]) && key !== 'featureDetails' && key !== 'integrationUses');

/**
 * Keeps only fields of the right type, so a draft from an older version (or a brief saved before
 * the wizard's options) cannot break a step.
 */
export function sanitizeDraft(value: Record<string, unknown>): WizardDraft {
  const draft: WizardDraft = { ...emptyDraft, featureDetails: detailsOf(value.featureDetails), integrationUses: usesOf(value.integrationUses), teamSize: teamSizeOf(value.teamSize) };
  for (const key of TEXT_KEYS) {
    const stored = value[key];
    if (typeof stored === 'string') draft[key] = stored;
  }
  for (const key of LIST_KEYS) {
    const stored = value[key];
    if (Array.isArray(stored)) draft[key] = stored.filter((item): item is string => typeof item === 'string');
  }
  // The two choices must stay one of their options, or no radio would be selected.
  draft.performanceExpectations = PERFORMANCE_LEVELS.find((level) => level === value.performanceExpectations) ?? emptyDraft.performanceExpectations;
  draft.projectScope = PROJECT_SCOPES.find((scope) => scope === value.projectScope) ?? emptyDraft.projectScope;
  return draft;
}

function teamSizeOf(stored: unknown): number | null {
  return typeof stored === 'number' && Number.isInteger(stored) && stored >= TEAM_SIZE_RANGE.min && stored <= TEAM_SIZE_RANGE.max ? stored : null;
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
