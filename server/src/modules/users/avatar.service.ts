import sharp from 'sharp';
import type { ServiceContext } from '../../core/context.js';
import { AppError } from '../../core/errors/index.js';
import { isUuid } from '../../core/input/uuid.js';
import { loadCaller } from './profile.service.js';
import { UserAvatar } from './user-avatar.entity.js';
import type { UserRecord } from './user.presenter.js';
import { loadUserRecord } from './user-view.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
/** Decompression bombs: a 2 MB file may still claim gigapixels. 40 MP covers any real photo. */
const MAX_INPUT_PIXELS = 40_000_000;

export type AvatarSourceType = 'image/png' | 'image/jpeg' | 'image/webp';

/** The type from the file's first bytes (the client's Content-Type and file name are not trusted). */
export function sniffImageType(bytes: Buffer): AvatarSourceType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  return null;
}

/**
 * POST /api/users/avatar (REST only: GraphQL carries no files). Re-encodes to a 256×256 WebP
 * (EXIF orientation applied, metadata dropped), so nothing the user uploaded is served verbatim.
 */
export async function uploadAvatar(ctx: ServiceContext, file: Buffer | undefined): Promise<UserRecord> {
  const user = await loadCaller(ctx, 'session');
  if (!file || file.length === 0) throw new AppError('AVATAR_MISSING');
  if (file.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE');
  const sourceType = sniffImageType(file);
  if (!sourceType) throw new AppError('AVATAR_UNSUPPORTED');
  let data: Buffer;
  try {
    const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    // The decoder must agree with the sniffed bytes (a PNG header on a GIF body, say, is refused).
    const { format } = await image.metadata();
    if (`image/${format}` !== sourceType) throw new Error(`decoded as ${format}`);
    data = await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer();
  } catch (error) {
    // Right magic bytes, but a broken, mislabelled or oversized image.
    throw new AppError('AVATAR_UNSUPPORTED', undefined, undefined, error);
  }
  const now = new Date();
  const existing = await ctx.em.findOne(UserAvatar, { user: user.id });
  if (existing) {
    existing.data = data;
    existing.contentType = AVATAR_CONTENT_TYPE;
    existing.updatedAt = now;
  } else {
    ctx.em.create(UserAvatar, { user, contentType: AVATAR_CONTENT_TYPE, data, updatedAt: now });
  }
  // Touches the profile too, so updated_at tells clients the avatar changed.
  user.updatedAt = now;
  await ctx.em.flush();
  return loadUserRecord(ctx.em, user);
}

/**
 * DELETE /api/users/avatar, `removeAvatar`. The uploaded image goes; the avatar falls back to
 * the Google picture where Google is linked, else null (the client shows its letter fallback).
 */
export async function removeAvatar(ctx: ServiceContext): Promise<UserRecord> {
  const user = await loadCaller(ctx, 'session');
  const removed = await ctx.em.nativeDelete(UserAvatar, { user: user.id });
  if (removed > 0) {
    user.updatedAt = new Date();
    await ctx.em.flush();
  }
  return loadUserRecord(ctx.em, user);
}

export interface StoredAvatar {
  contentType: string;
  data: Buffer;
  updatedAt: Date;
}

/** GET /api/users/{id}/avatar: the stored image. Public (an <img> sends no token): avatars are not secret. */
export async function readAvatar(ctx: ServiceContext, userId: string): Promise<StoredAvatar> {
  const row = isUuid(userId) ? await ctx.em.findOne(UserAvatar, { user: userId }, { populate: ['data'] }) : null;
  if (!row) throw new AppError('AVATAR_NOT_FOUND');
  return { contentType: row.contentType, data: Buffer.from(row.data), updatedAt: row.updatedAt };
}
