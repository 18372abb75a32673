import { describe, expect, it } from 'vitest';
import { buildSpecGraph, normaliseBrief } from '../index.js';
import { toSingular } from './inflect.js';
import { isAbstract } from './language.js';

/** A unit of measure says how much of a thing; it is never a thing the product stores. */
describe('units of measure', () => {
  it('singularises plural units and durations like any plural noun', () => {
    expect(['litres', 'kilograms', 'gallons', 'hours'].map(toSingular)).toEqual(['litre', 'kilogram', 'gallon', 'hour']);
  });

  it('reads a unit as an amount, but a meter as a device that may be stored', () => {
    expect(['litre', 'kilogram', 'tonne'].every(isAbstract)).toBe(true);
    expect(isAbstract('meter')).toBe(false);
    expect(isAbstract('cask')).toBe(false);
  });

  it('makes no entity of the litres or kilograms a feature counts', () => {
    const input = {
      projectName: 'CaskLog',
      projectDescription: 'Cellar records for a small brewery.',
      keyFeatures: ['Brewers log the litres racked into each cask', 'Record kilograms of hops added to a brew'],
      userPersonas: ['Brewer: runs the brews'],
      platforms: ['Web'],
    };
    const entities = buildSpecGraph(normaliseBrief(input, '2027-01-04'))
      .items.filter((i) => i.kind === 'entity')
      .map((e) => e.title);
    expect(entities).toContain('Cask');
    expect(entities.filter((e) => /Litre|Kilogram/.test(e))).toEqual([]);
  });
});
