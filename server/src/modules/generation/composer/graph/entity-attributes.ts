import type { SpecItem } from '../../../spec/graph.js';
import { catalogue } from '../catalogue/load.js';

/** Columns every entity has already, or that name another table the pattern's own model needs. */
const generic = new Set(['id', 'createdAt', 'updatedAt', 'ownerId', 'userId']);

/**
 * A thing the brief names gets the columns its capability's model gives the same thing: the tool
 * a catalogue lists has a name, a category, a status and a date it is due back; the deposit a
 * payment takes has an amount, a currency and a status. Only the first requirement that is about
 * the thing (it works on it, not merely mentions it) lends its pattern, so a tool that is also
 * booked and scanned does not collect every pattern's columns. Marked on the entity as suggested
 * by that pattern, like the criteria it came with.
 */
export function addPatternAttributes(entities: SpecItem[], requirements: readonly SpecItem[], workedOn: ReadonlyMap<string, string[]>): void {
  const capabilities = new Map(catalogue().map((c) => [c.id, c]));
  const lent = new Set<string>();
  for (const fr of requirements) {
    const capability = capabilities.get(String(fr.fields.capability ?? ''));
    const model = capability?.modelIsObject ? capability.entities[0] : undefined;
    if (!capability || !model) continue;
    // The thing the pattern's checks are about ("tool" in "matching tools are listed"), if the brief's model has it.
    const object = String(fr.fields.object ?? '').split(/\s+/).at(-1)?.toLowerCase() ?? '';
    for (const id of workedOn.get(fr.id) ?? []) {
      if (lent.has(id)) continue;
      const e = entities.find((x) => x.id === id);
      if (!e || e.title.toLowerCase() !== object) continue;
      lent.add(id);
      const own = (e.fields.attributes as string[] | undefined) ?? [];
      // One column per kind: a "mediaUrl" already there makes a "photoUrl" a duplicate.
      const kind = (a: string) => /[A-Z][a-z]+$/.exec(a)?.[0] ?? a;
      const extra = model.attributes.filter((a) => !generic.has(a) && !own.includes(a) && !/Id$/.test(a) && !(/Url$/.test(a) && own.some((o) => kind(o) === kind(a)))).slice(0, 5);
      if (!extra.length) continue;
      // A start and an end say more than the brief-derived "scheduledAt": they replace it.
      const kept = extra.includes('startsAt') ? own.filter((a) => a !== 'scheduledAt') : own;
      const last = kept.at(-1) === 'createdAt' ? kept.slice(0, -1) : kept;
      e.fields.attributes = [...last, ...extra, ...(own.at(-1) === 'createdAt' ? ['createdAt'] : [])];
      e.fields.attributesFrom = `pattern:${capability.id}`;
    }
  }
}
