import { authorize } from '../../../core/auth/policy.js';
import type { ServiceContext } from '../../../core/context.js';
import { AppError } from '../../../core/errors/index.js';
import { seedWelcomeNotifications } from '../../notifications/welcome-notifications.js';
import { User } from '../../users/user.entity.js';
import { Identity } from '../../users/identity.entity.js';
import { findLiveSession, startSession, type IssuedSession } from '../session.service.js';
import { hasTwoFactor, twoFactorRequired } from '../two-factor/two-factor-login.js';
import { GoogleAuthFailure, type GoogleProfile } from './google.client.js';
import { requireProvider, type GoogleAuthConfig } from './google.config.js';
import { newFlow, pkceChallenge, safeRedirectPath, sameState, sealFlow, type GoogleFlow } from './google.flow.js';

/** Where to send the browser, and the sealed flow to keep in its cookie until the callback. */
export interface GoogleStart {
  url: string;
  sealedFlow: string;
}

function begin(config: GoogleAuthConfig, flow: GoogleFlow): GoogleStart {
  const url = requireProvider(config).authorizationUrl({
    state: flow.state,
    nonce: flow.nonce,
    codeChallenge: pkceChallenge(flow.verifier),
  });
  return { url, sealedFlow: sealFlow(flow, config.cookieKey) };
}

/** Starts signing in (or up) with Google; `redirect` is where the app lands afterwards. */
export function startGoogleSignIn(_ctx: ServiceContext, input: { config: GoogleAuthConfig; redirect: unknown }): GoogleStart {
  return begin(input.config, newFlow({ redirect: safeRedirectPath(input.redirect) }));
}

/** Starts connecting a Google account to the signed-in caller. */
export function startGoogleLink(ctx: ServiceContext, input: { config: GoogleAuthConfig }): GoogleStart {
  const user = authorize(ctx, 'session');
  requireProvider(input.config);
  return begin(input.config, newFlow({ redirect: '/profile', link: { userId: user.id, sessionId: user.sessionId } }));
}

export interface GoogleCallbackInput {
  config: GoogleAuthConfig;
  /** The opened flow cookie; null when it was missing, tampered with or expired. */
  flow: GoogleFlow | null;
  query: { code?: string; state?: string; error?: string };
}

export type GoogleCallbackOutcome =
  | {
      kind: 'signed_in';
      user: User;
      issued: IssuedSession;
      redirect: string;
      how: 'existing_identity' | 'linked_by_email' | 'created';
    }
  | { kind: 'linked'; user: User }
  /** The account has two-factor on: Google proved the identity, the code is still owed. */
  | { kind: 'two_factor'; user: User; challenge: string; redirect: string };

/**
 * Google sent the browser back: check it is our flow, exchange the code, verify the ID token,
 * then sign in (or link, in link mode). Throws AppError on every refusal.
 */
export async function completeGoogleCallback(ctx: ServiceContext, input: GoogleCallbackInput): Promise<GoogleCallbackOutcome> {
  const provider = requireProvider(input.config);
  const { flow, query } = input;
  if (!flow) throw new GoogleAuthFailure('flow_cookie_missing_or_invalid');
  if (!sameState(flow.state, query.state)) throw new GoogleAuthFailure('state_mismatch');
  if (query.error) throw new GoogleAuthFailure(query.error === 'access_denied' ? 'consent_denied' : 'provider_error');
  if (!query.code) throw new GoogleAuthFailure('code_missing');
  const profile = await provider.exchangeAndVerify({ code: query.code, codeVerifier: flow.verifier, nonce: flow.nonce });

  if (flow.mode === 'link') {
    return { kind: 'linked', user: await linkGoogleIdentity(ctx, { flow, profile }) };
  }
  const { user, how } = await findOrCreateGoogleUser(ctx, { profile, adminEmails: input.config.adminEmails });
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  // Google sign-in asks for the code too: two-factor protects the account, whatever the first factor.
  if (await hasTwoFactor(ctx.em, user.id)) {
    const required = await twoFactorRequired(ctx.em, user);
    return { kind: 'two_factor', user, challenge: String(required.extra?.challenge), redirect: flow.redirect };
  }
  const issued = await startSession(ctx.em, user, input.config.jwtSecret, ctx.client?.userAgent);
  return { kind: 'signed_in', user, issued, redirect: flow.redirect, how };
}

function newGoogleIdentity(ctx: ServiceContext, user: User, profile: GoogleProfile): Identity {
  // The Google picture is the avatar fallback while Google stays linked (see user.presenter.ts).
  if (!user.avatarUrl && profile.picture && profile.picture.length <= 2048) user.avatarUrl = profile.picture;
  return ctx.em.create(Identity, { user, provider: 'google', providerUserId: profile.sub, email: profile.email });
}

/**
 * Sign-in rules. A known Google account signs in. A new one whose (Google-verified) e-mail
 * belongs to a local account is linked only when that account proved it owns the address:
 * otherwise whoever registered the address first, without verifying it, could later take
 * over the Google user's account (pre-account takeover). Else a new account is created.
 * Does not flush: startSession flushes everything at once.
 */
async function findOrCreateGoogleUser(ctx: ServiceContext, input: { profile: GoogleProfile; adminEmails: string[] }): Promise<{ user: User; how: 'existing_identity' | 'linked_by_email' | 'created' }> {
  const { em } = ctx;
  const { profile } = input;
  const identity = await em.findOne(Identity, { provider: 'google', providerUserId: profile.sub }, { populate: ['user'] });
  if (identity) {
    identity.email = profile.email;
    return { user: identity.user, how: 'existing_identity' };
  }

  const local = await em.findOne(User, { email: profile.email });
  if (local) {
    if (!local.emailConfirmedAt) throw new AppError('GOOGLE_EMAIL_UNCONFIRMED');
    if ((await em.count(Identity, { user: local, provider: 'google' })) > 0) {
      throw new AppError('GOOGLE_ALREADY_LINKED', 'The account with this email address is already connected to a different Google account. Sign in with that Google account or with your password.');
    }
    newGoogleIdentity(ctx, local, profile);
    return { user: local, how: 'linked_by_email' };
  }

  const picture = profile.picture && profile.picture.length <= 2048 ? profile.picture : null;
  const user = em.create(User, {
    email: profile.email,
    firstName: profile.givenName.slice(0, 100),
    lastName: profile.familyName.slice(0, 100),
    avatarUrl: picture,
    // Google verified the address (email_verified is required above).
    emailConfirmedAt: new Date(),
    role: input.adminEmails.includes(profile.email) ? 'admin' : 'user',
  });
  newGoogleIdentity(ctx, user, profile);
  seedWelcomeNotifications(em, user);
  return { user, how: 'created' };
}

/** Link-mode rules: one Google account per user, and a Google account belongs to one user. */
async function linkGoogleIdentity(ctx: ServiceContext, input: { flow: GoogleFlow; profile: GoogleProfile }): Promise<User> {
  const { em } = ctx;
  const { flow, profile } = input;
  // The user may have logged out (or been logged out) while at Google.
  const session = flow.userId && flow.sessionId ? await findLiveSession(em, flow.sessionId, flow.userId) : null;
  const user = session ? await em.findOne(User, { id: flow.userId }) : null;
  if (!user) {
    throw new AppError('UNAUTHENTICATED', 'Your session has ended. Please log in again, then connect Google from your profile.');
  }

  const existing = await em.findOne(Identity, { provider: 'google', providerUserId: profile.sub });
  if (existing) {
    // Linking the same Google account again changes nothing.
    if (existing.user.id === user.id) return user;
    throw new AppError('GOOGLE_ACCOUNT_IN_USE');
  }
  if ((await em.count(Identity, { user, provider: 'google' })) > 0) throw new AppError('GOOGLE_ALREADY_LINKED');
  newGoogleIdentity(ctx, user, profile);
  await em.flush();
  return user;
}
