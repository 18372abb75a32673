import { entrySources, type BriefFacts, type EntryDiff } from '../spec/brief-diff.js';
import { linked, type SpecItem } from '../spec/graph.js';
import { matchCapabilities, namesCapability, pickCriteria } from '../generation/composer/index.js';
import type { ImpactChange } from './impact.js';

type Put = (i: SpecItem, change: ImpactChange, reason: string) => void;
type Capability = ReturnType<typeof matchCapabilities>[number]['capability'];

const quote = (s: string | null) => `"${(s ?? '').length > 80 ? `${s!.slice(0, 77)}…` : (s ?? '')}"`;
/** A requirement's pattern checks: at most three of one capability (`pickCriteria`). */
const MAX = 3;

/**
 * Requirements that match the same catalogue capability share its checks: each takes those the
 * requirements before it in the key features left (so no two carry the same check), and one whose
 * capability is used up takes its next match's, or none. A feature removed frees its checks for
 * the next requirements that match its capability; a feature reworded or added may take others.
 * This walks the later requirements as the composer does, counting the checks each capability
 * still has: a requirement is re-read when a capability it matches (at or before the one it
 * carries) has checks it did not have before, and what it then frees is passed on.
 */
export function sharedChecks(basis: BriefFacts, current: BriefFacts, active: SpecItem[], moved: EntryDiff[], put: Put): void {
  const edits = moved.filter((e) => e.field === 'keyFeatures' && e.change !== 'same');
  if (!edits.length) return;
  const before = basis.lists.keyFeatures ?? [];
  const now = current.lists.keyFeatures ?? [];
  // Each requirement's place in the old and the new list, by its entry's key (one pass per list).
  const index = (entries: readonly string[]) => new Map(entrySources('keyFeatures', entries).map((src, k) => [src, k]));
  const [was, is] = [index(before), index(now)];
  const placed = active
    .filter((i) => i.kind === 'requirement' && i.source.startsWith('brief:keyFeatures@'))
    .map((r) => ({ r, at: was.get(r.source) ?? -1, now: is.get(r.source) ?? -1 }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at);
  const criteria = new Map(active.filter((i) => i.kind === 'criterion').map((c) => [c.id, c]));
  /** How many of a capability's checks a requirement carries. */
  const taken = (r: SpecItem, cap: unknown) => (typeof cap === 'string' ? linked(r, 'verified_by').filter((id) => criteria.get(id)?.source === `pattern:${cap}`).length : 0);
  const names = new Map<string, Capability>();
  const matchedBy = new Map<string, string[]>();
  const matched = (r: SpecItem) => {
    let hit = matchedBy.get(r.id);
    if (!hit) {
      const ms = matchCapabilities(r.title);
      for (const m of ms) names.set(m.capability.id, m.capability);
      hit = ms.map((m) => m.capability.id);
      matchedBy.set(r.id, hit);
    }
    return hit;
  };
  const keptBy = new Map<string, string[]>();
  const kept = (r: SpecItem) => {
    let hit = keptBy.get(r.id);
    if (!hit) {
      hit = matchCapabilities(r.title)
        .filter((m) => namesCapability(r.title, m))
        .map((m) => m.capability.id);
      keptBy.set(r.id, hit);
    }
    return hit;
  };
  const nameOf = (cap: string) => names.get(cap)?.name ?? cap;
  for (const e of edits) {
    // Checks each capability has beyond what it had at this point before (Infinity: unknown).
    const extra = new Map<string, number>();
    const more = (cap: unknown, n: number) => {
      if (typeof cap === 'string' && n > 0) extra.set(cap, (extra.get(cap) ?? 0) + n);
    };
    const gone = e.change === 'added' ? undefined : placed.find((x) => x.at === (e.from ?? 0) - 1)?.r;
    if (gone) matched(gone);
    if (e.change === 'removed' && gone) {
      more(gone.fields.capability, taken(gone, gone.fields.capability));
      more(gone.fields.means, taken(gone, gone.fields.means));
    } else if (
      !sameChecks(
        gone,
        e.after ?? '',
        placed.filter((x) => x.at < (e.from ?? 0) - 1).map((x) => x.r),
        criteria,
      )
    ) {
      // Reworded or new, and its checks may differ: every capability it matches, before or after, is open again.
      const fresh = matchCapabilities(e.after ?? '');
      for (const m of fresh) names.set(m.capability.id, m.capability);
      for (const c of [...(gone ? matched(gone) : []), ...fresh.map((m) => m.capability.id)]) more(c, Infinity);
      if (gone) more(gone.fields.means, Infinity);
    }
    if (!extra.size) continue;
    // The capability's question is asked of its first requirement: with that one removed, of the next.
    const cap = e.change === 'removed' && typeof gone?.fields.capability === 'string' ? gone.fields.capability : null;
    const later = (x: (typeof placed)[number]) => (e.change === 'added' ? x.now >= (e.to ?? 0) : x.at >= (e.from ?? 0)) && x.r !== gone;
    const heir = cap ? placed.find((x) => later(x) && x.r.fields.capability === cap)?.r : undefined;
    if (gone && cap && heir) {
      for (const q of active) if (q.kind === 'question' && q.statement.endsWith(`, ${gone.id})`) && q.statement.includes(`(${nameOf(cap)}, `)) put(q, 'changed', `Asked of ${heir.id} now, the next ${nameOf(cap)} feature`);
    }
    const what = e.change === 'added' ? `the new key feature ${quote(e.after)}` : e.change === 'removed' ? `${quote(e.before)}, which was removed` : `${quote(e.before)}, which was reworded`;
    for (const x of placed) {
      if (!later(x) || ![...extra.values()].some((n) => n > 0)) continue;
      const own = typeof x.r.fields.capability === 'string' ? x.r.fields.capability : null;
      const means = typeof x.r.fields.means === 'string' ? x.r.fields.means : null;
      // Only a capability it reached: those before the one it carries, and that one (it may take more of it).
      const reachOf = (caps: string[]) => (own && caps.includes(own) ? caps.slice(0, caps.indexOf(own) + 1) : own ? [...caps, own] : caps);
      const hits = (caps: string[]) => [...reachOf(caps), ...(means ? [means] : [])].filter((c) => (extra.get(c) ?? 0) > 0);
      if (!hits(matched(x.r)).length) continue;
      // The catalogue's matches are a superset: the composer keeps those the feature is about (`namesCapability`).
      const caps = kept(x.r);
      const hit = hits(caps);
      if (!hit.length) continue;
      put(x.r, 'changed', `Shares the ${hit.map(nameOf).join(', ')} checks with ${what}: which of them it carries is chosen again, so no two requirements carry the same check`);
      const first = reachOf(caps).find((c) => (extra.get(c) ?? 0) > 0);
      if (first && first !== own) {
        // It moves to the earlier capability, freeing what it carried: with fewer checks, its last criteria go.
        const left = extra.get(first)!;
        const k = Math.min(MAX, left);
        extra.set(first, left - k);
        const had = taken(x.r, own);
        more(own, had);
        if (!Number.isFinite(left)) more(own, Infinity);
        else {
          const checks = linked(x.r, 'verified_by');
          for (const id of checks.slice(checks.length - had + k)) {
            if (k < had) put(criteria.get(id)!, 'retired', `${x.r.id} carries ${k} ${nameOf(first)} check${k === 1 ? '' : 's'} now instead of its ${had} ${nameOf(own ?? '')} ones`);
          }
          // Its capability's question is asked of the next requirement that carries it, or of none.
          const heir = own ? placed.find((y) => y.at > x.at && y.r.fields.capability === own)?.r : undefined;
          for (const q of active) {
            if (own && q.kind === 'question' && q.statement.endsWith(`, ${x.r.id})`) && q.statement.includes(`(${nameOf(own)}, `)) {
              if (heir) put(q, 'changed', `Asked of ${heir.id} now, the next ${nameOf(own)} feature`);
              else put(q, 'retired', `${x.r.id} no longer carries the ${nameOf(own)} checks`);
            }
          }
        }
      } else if (first) {
        // It takes more of its own, up to three; with three already it may swap, which frees as many.
        const has = taken(x.r, own);
        if (has < MAX) extra.set(first, extra.get(first)! - Math.min(MAX - has, extra.get(first)!));
      }
      if (means && (extra.get(means) ?? 0) > 0) more(means, Infinity);
    }
  }
}

/**
 * Whether a reworded feature keeps the capability and checks it carried: the composer's own pick
 * for the new words (`pickCriteria`), from what the requirements before it left of that capability.
 */
function sameChecks(gone: SpecItem | undefined, after: string, earlier: SpecItem[], criteria: Map<string, SpecItem>): boolean {
  if (!gone || gone.fields.means) return false;
  const own = typeof gone.fields.capability === 'string' ? gone.fields.capability : null;
  const ms = matchCapabilities(after).filter((m) => namesCapability(after, m));
  if (!own) return !ms.length && !matchCapabilities(gone.title).length;
  const m = ms[0];
  if (!m || m.capability.id !== own) return false;
  const list = m.capability.criteria;
  // Each check carried, by its place in the catalogue: the template with its slots as wildcards.
  const templates = list.map((c) => new RegExp(`^Given ${pattern(c.given)}, when ${pattern(c.when)}, then ${pattern(c.then)}\\.$`));
  const picksOf = (r: SpecItem) =>
    linked(r, 'verified_by')
      .map((id) => criteria.get(id))
      .filter((c): c is SpecItem => c?.source === `pattern:${own}`)
      .map((c) => templates.findIndex((t) => t.test(c.statement)));
  const used = new Set(earlier.flatMap(picksOf));
  const mine = picksOf(gone);
  if (used.has(-1) || mine.includes(-1)) return false;
  const picked = pickCriteria(m, new Map([[own, used]]), MAX, after).map((c) => list.indexOf(c));
  return picked.length === mine.length && picked.every((i, k) => i === mine[k]);
}

/** A catalogue template as a pattern: its slots match any words ("a {object}" takes "an" too). */
function pattern(text: string): string {
  return text
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\b[Aa]n? \\\{object\\\}/g, '[Aa]n? .+?')
    .replace(/\\\{(?:actor|object|objects|action|other)\\\}/g, '.+?');
}
