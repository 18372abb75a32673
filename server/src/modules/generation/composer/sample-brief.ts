import { normaliseBrief, type ComposerBrief } from './brief.js';

/** A realistic brief (a meal-planning app) used by the example tests and the timing script. */
export const sampleInput = {
  projectName: 'MealMate',
  projectDescription: 'A meal-planning app that helps busy parents plan a week of healthy dinners in ten minutes.',
  problemStatement: 'Parents spend hours every week deciding what to cook, shopping twice because lists are incomplete, and throwing away food.\nExisting recipe apps inspire but do not plan.',
  keyFeatures: ['Weekly meal planner', 'Shared shopping list', 'Recipe search with dietary filters', 'Reminders to defrost and prep', 'Nutrition insights dashboard'],
  nonGoals: ['Grocery delivery', 'Social feed of recipes'],
  competitors: 'Mealime, Paprika, and plain notes apps.',
  userPersonas: ['Busy parents with two or more kids', 'Health-conscious couples'],
  userJourneys: 'Busy parent opens the app on Sunday → picks five dinners in the weekly meal planner → the shopping list fills itself\nCouple searches recipes with a vegetarian filter, then adds one to Thursday',
  platforms: ['iOS', 'Android', 'Web'],
  uxDefinition: 'Planning a week takes under ten minutes with one thumb.',
  designGuidelines: 'Warm colours, large tap targets, friendly tone.',
  techStack: ['[AI_RECOMMEND]'],
  integrations: ['[AI_RECOMMEND]'],
  securityConcerns: 'Family members’ dietary and health data must stay private.',
  performanceExpectations: 'Medium',
  technicalConstraints: '[AI_RECOMMEND]',
  businessGoals: 'Reach 5,000 weekly active families within six months and convert 5% to a paid plan.',
  successMetrics: ['Weekly active families', 'Shopping list completion rate', 'Paid conversion 5%'],
  timeline: '3 months',
  projectScope: 'standardMVP',
  risks: 'Low retention after the first week\nRecipe licensing costs',
  compliance: ['GDPR', 'WCAG 2.2 AA'],
  futureEvolution: 'Smart suggestions from past plans; pantry tracking.',
  additionalNotes: 'Founders can test with 30 families from a local school.',
  startDate: '2026-01-05',
};

export const sampleBrief: ComposerBrief = normaliseBrief(sampleInput, '2026-01-01');
