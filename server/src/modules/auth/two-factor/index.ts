// What other modules may use of two-factor sign-in: its stored secrets (for secrets:rotate).
export { UserTwoFactor } from './two-factor.entity.js';
