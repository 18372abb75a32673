import raw from './platform-words.json' with { type: 'json' };
import { singular } from './language.js';

/**
 * The client platforms a sentence names by its devices (platform-words.json): "the technician's
 * iPad must keep working there" is the iOS app, "the Android app" the Android one, "on the
 * phones" every phone app. Empty when it names none ("inspections must work offline"): then the
 * sentence is about every client. A word followed by a connection word ("mobile signal", "phone
 * coverage") names the connection, not a device.
 */

const platformWords = new Map(Object.entries(raw.words));
const notBefore = new Set(raw.notBefore);

export function platformsNamed(text: string): string[] {
  const words = (
    text
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? []
  ).map((w) => (platformWords.has(w) || !w.endsWith('s') ? w : singular(w)));
  const out: string[] = [];
  words.forEach((w, i) => {
    const platforms = platformWords.get(w);
    if (!platforms || notBefore.has(words[i + 1] ?? '')) return;
    for (const p of platforms) if (!out.includes(p)) out.push(p);
  });
  return out;
}
