import { create } from 'zustand';

/** The per-user flag is this prefix plus the user id. */
export const ONBOARDING_KEY_PREFIX = 'specforge-onboarding-shown:';

export const onboardingKey = (userId: string): string => `${ONBOARDING_KEY_PREFIX}${userId}`;

export function hasSeenOnboarding(userId: string): boolean {
  try {
    return localStorage.getItem(onboardingKey(userId)) !== null;
  } catch {
    return false;
  }
}

export function markOnboardingSeen(userId: string): void {
  try {
    localStorage.setItem(onboardingKey(userId), 'true');
  } catch {
    // Private mode without storage: the dialog may show again next time, nothing worse.
  }
}

interface OnboardingState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the dialog is open; the top bar's "restart onboarding" opens it again. */
export const useOnboardingStore = create<OnboardingState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
