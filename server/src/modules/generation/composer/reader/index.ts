/**
 * The reader: brief → facts. It reads the wizard brief's own words (compromise for sentence
 * shapes, `reader-lexicon.json` and `act-nouns.json` for the words it treats alike) into who does
 * what to which thing, under which constraint, and asks instead of guessing when it cannot tell.
 * It never builds spec items; the planner does (`../planner/`), and the renderer writes Markdown
 * (`../renderer/`). Other modules use the reader only through this file.
 */
export { briefFacts } from './brief-facts.js';
export { statedCapacity, statedDeadline, statedPlanKey, statedTeamSize } from './read-brief.js';
