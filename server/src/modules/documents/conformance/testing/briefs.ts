import { composeAll, normaliseBrief, type ComposerBrief } from '../../../generation/composer/index.js';
import { apiaryBrief } from '../../../generation/composer/testing/apiary-brief.js';
import { sampleBrief, sampleInput } from '../../../generation/composer/sample-brief.js';
import { handoffFormats, type HandoffFile, type HandoffInput, renderHandoff } from '../../handoff/index.js';

/**
 * The briefs the conformance tests run the real tools over: the sample, a domain no rule was
 * written for, and one whose texts end in punctuation (headings must not end with a period).
 */
export const conformanceBriefs: Record<string, ComposerBrief> = {
  sample: sampleBrief,
  apiary: normaliseBrief(apiaryBrief, '2026-01-01'),
  punctuated: normaliseBrief(
    {
      ...sampleInput,
      projectName: 'Punctuated.',
      keyFeatures: ['Weekly meal planner.', 'Shared shopping list!', 'Recipe search: by diet;'],
      userJourneys: 'Busy parent opens the app. → picks five dinners in the weekly meal planner. → the shopping list fills itself.',
    },
    '2026-01-01',
  ),
};

export interface Generated {
  /** The six documents' Markdown, keyed `<brief>/<document type>`. */
  documents: Record<string, string>;
  /** Every export file, keyed `<brief>/<format>/<path>`. */
  exports: Record<string, HandoffFile>;
}

/** The six documents and every handoff export of each conformance brief, as the chain writes them. */
export function generateAll(): Generated {
  const documents: Record<string, string> = {};
  const exports: Record<string, HandoffFile> = {};
  for (const [name, brief] of Object.entries(conformanceBriefs)) {
    const all = composeAll(brief);
    for (const [type, doc] of Object.entries(all)) documents[`${name}/${type}`] = doc.markdown;
    const input: HandoffInput = { graph: all.prd.graph, brief, date: '2026-01-05', appUrl: 'https://specforge.example.com', documents: Object.values(all).map((d) => d.title) };
    for (const format of handoffFormats) for (const file of renderHandoff(format, input)) exports[`${name}/${format}/${file.path}`] = file;
  }
  return { documents, exports };
}
