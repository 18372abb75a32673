import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { requireUser } from '../../core/auth/authenticate.js';
import { AppError } from '../../core/errors/index.js';
import { AVATAR_MAX_BYTES, readAvatar, removeAvatar, uploadAvatar } from './avatar.service.js';
import './profile.openapi.js';
import { presentUser } from './user.presenter.js';
import { getProfile, PROFILE_RESULT_MESSAGES, updateNotificationPreferences, updateProfile } from './profile.service.js';

// Memory storage: the file is re-encoded at once and never touches the disk. The size limit
// stops reading at 2 MB, so a huge upload costs no more than that.
const receive = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 },
}).single('avatar');

/** multer's failures as the API's errors (413 too large, 400 otherwise). */
const receiveAvatar: RequestHandler = (req, res, next) => {
  receive(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') return next(new AppError('AVATAR_TOO_LARGE'));
      if (error.code === 'LIMIT_UNEXPECTED_FILE') return next(new AppError('AVATAR_MISSING'));
    }
    next(new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.', undefined, error));
  });
};

/** Profile, preferences and avatar under /api/users. Thin: rules live in the services. */
export function profileRouter(): Router {
  const router = Router();

  router.get('/users/profile', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentUser(await getProfile(req.service)) });
  });

  router.put('/users/profile', requireUser, async (req, res) => {
    const data = presentUser(await updateProfile(req.service, req.body));
    res.json({ status: 'success', data, message: PROFILE_RESULT_MESSAGES.profileUpdated });
  });

  router.put('/users/notifications', requireUser, async (req, res) => {
    const data = presentUser(await updateNotificationPreferences(req.service, req.body));
    res.json({ status: 'success', data, message: PROFILE_RESULT_MESSAGES.preferencesUpdated });
  });

  router.post('/users/avatar', requireUser, receiveAvatar, async (req, res) => {
    res.json({ status: 'success', data: presentUser(await uploadAvatar(req.service, req.file?.buffer)) });
  });

  router.delete('/users/avatar', requireUser, async (req, res) => {
    res.json({ status: 'success', data: presentUser(await removeAvatar(req.service)) });
  });

  // Public: <img> sends no bearer token. The URL carries ?v=<version>, so a matching version is
  // cached for good; any other request revalidates with the ETag.
  router.get('/users/:id/avatar', async (req, res) => {
    const avatar = await readAvatar(req.service, String(req.params.id));
    const version = String(avatar.updatedAt.getTime());
    const etag = `"${version}"`;
    res.set({
      'Content-Type': avatar.contentType,
      ETag: etag,
      'Last-Modified': avatar.updatedAt.toUTCString(),
      'Cache-Control': req.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.send(avatar.data);
  });

  return router;
}
