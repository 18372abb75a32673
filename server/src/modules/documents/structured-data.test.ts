import { readStructured, type structuredSchemas } from '@specforge/contracts/document-structured';
import { describe, expect, it } from 'vitest';
import { composeAll } from '../generation/composer/index.js';
import { sampleBrief } from '../generation/composer/sample-brief.js';
import { assertStructured, StructuredDataError } from './structured-data.js';

const all = composeAll(sampleBrief);

describe('document structured data against the shared schemas', () => {
  it('accepts what the composer writes for each of the six types, and reads it back typed', () => {
    for (const [type, doc] of Object.entries(all)) {
      const t = type as keyof typeof structuredSchemas;
      expect(() => assertStructured(t, doc.structured), type).not.toThrow();
      expect(readStructured(t, doc.structured), type).not.toBeNull();
    }
    expect(readStructured('roadmap', all.roadmap.structured)?.tasks.length).toBe(all.roadmap.structured.tasks.length);
  });

  it('refuses to store structured data that does not fit, naming the place', () => {
    const broken = { ...all.roadmap.structured, tasks: [{ ...all.roadmap.structured.tasks[0], estimateDays: 'three' }] };
    expect(() => assertStructured('roadmap', broken)).toThrow(StructuredDataError);
    expect(() => assertStructured('roadmap', broken)).toThrow(/tasks\.0\.estimateDays/);
    expect(() => assertStructured('prd', null)).toThrow(StructuredDataError);
  });

  it('reads older rows leniently: a roadmap from before the capacity, a model PRD without criterion ids, extra keys kept out of the way', () => {
    const { capacity: _dropped, ...oldRoadmap } = all.roadmap.structured;
    const read = readStructured('roadmap', { ...oldRoadmap, legacy: true });
    expect(read?.capacity).toBeUndefined();
    expect(read?.phases.length).toBe(all.roadmap.structured.phases.length);

    const prd = all.prd.structured;
    const modelPrd = { ...prd, requirements: prd.requirements.map((r) => ({ ...r, acceptanceCriteria: r.acceptanceCriteria.map(({ id: _id, ...ac }) => ac) })), generator: 'openai:gpt', composedWithoutModel: false };
    expect(readStructured('prd', modelPrd)?.requirements[0]?.acceptanceCriteria[0]?.id).toBeUndefined();
    // Sections keep their free facts.
    expect(readStructured('prd', prd)?.sections[0]).toEqual(prd.sections[0]);
  });

  it('never throws on a row it cannot read: the typed view is null, nothing else', () => {
    for (const odd of [undefined, null, 'text', 42, [], { sections: 'none' }, { tasks: [{}] }]) expect(readStructured('roadmap', odd)).toBeNull();
  });
});
