import type { EntityManager } from '@mikro-orm/postgresql';
import { ModelConnection } from './model-connection.entity.js';
import { open, seal } from './secret-box.js';

export interface RotationResult {
  /** Keys sealed again under the new key. */
  rotated: number;
  /** Keys already under the new key (a rotation run twice, or stopped half-way). */
  current: number;
  /** Keys neither key opens: left as they are (their owners must save them again). */
  unreadable: number;
}

/**
 * Re-encrypts every stored model key from `previous` (SECRETS_KEY_PREVIOUS) to `next`
 * (SECRETS_KEY) in one transaction, with a fresh IV each. Keys that `next` already opens are
 * left alone, so running it again is harmless.
 */
export async function reencryptSecrets(em: EntityManager, previous: Buffer, next: Buffer): Promise<RotationResult> {
  return em.transactional(async (tx) => {
    const result: RotationResult = { rotated: 0, current: 0, unreadable: 0 };
    const connections = await tx.find(ModelConnection, { keyCiphertext: { $ne: null } }, { lockMode: 4 /* pessimistic write */ });
    for (const c of connections) {
      const stored = { ciphertext: c.keyCiphertext!, iv: c.keyIv!, tag: c.keyTag! };
      try {
        open(next, stored);
        result.current++;
        continue;
      } catch {
        // Not under the new key yet.
      }
      let plain: string;
      try {
        plain = open(previous, stored);
      } catch {
        result.unreadable++;
        continue;
      }
      const sealed = seal(next, plain);
      Object.assign(c, { keyCiphertext: sealed.ciphertext, keyIv: sealed.iv, keyTag: sealed.tag });
      result.rotated++;
    }
    return result;
  });
}
