import { Router } from 'express';
import { requireUser } from '../../../core/auth/authenticate.js';
import { presentLogin } from '../../users/user.presenter.js';
import { setRefreshCookie } from '../cookies.js';
import { verifyTwoFactorLogIn } from '../login.service.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.service.js';

/** Two-factor sign-in under /api/auth/2fa (docs/auth-api.md). Thin: parse, call the service, present. */
export function twoFactorRouter(): Router {
  const router = Router();

  router.post('/auth/2fa/setup', requireUser, async (req, res) => {
    const setup = await setupTwoFactor(req.service);
    // The contract names the fields at the top level; the usual envelope carries them too.
    const data = { secret: setup.secret, otpauth_url: setup.otpauthUrl };
    res.json({ status: 'success', ...data, data });
  });

  router.post('/auth/2fa/enable', requireUser, async (req, res) => {
    const { recoveryCodes } = await enableTwoFactor(req.service, req.body);
    res.json({ status: 'success', recovery_codes: recoveryCodes, data: { recovery_codes: recoveryCodes } });
  });

  // Public: the challenge from the log-in answer stands in for the caller.
  router.post('/auth/2fa/verify', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { issued, user } = await verifyTwoFactorLogIn(req.service, { challenge: body.challenge, code: body.code, recoveryCode: body.recovery_code });
    setRefreshCookie(res, req.service.deps.auth.env, issued.refreshToken);
    res.json(presentLogin(issued, user));
  });

  router.post('/auth/2fa/disable', requireUser, async (req, res) => {
    res.json({ status: 'success', ...(await disableTwoFactor(req.service, req.body)) });
  });

  return router;
}
