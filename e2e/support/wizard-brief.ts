/** The sample MealMate brief spread over the wizard's six sections, as the wizard saves it (living-spec journeys). */
export const brief = {
  project_info: { projectName: 'MealMate', projectDescription: 'A meal-planning app that helps busy parents plan a week of healthy dinners in ten minutes.' },
  product_details: {
    problemStatement: 'Parents spend hours every week deciding what to cook and shop twice because lists are incomplete.',
    keyFeatures: ['Weekly meal planner', 'Shared shopping list', 'Recipe search with dietary filters', 'Reminders to defrost and prep', 'Nutrition insights dashboard'],
    nonGoals: ['Grocery delivery'],
    competitors: 'Mealime, Paprika.',
  },
  target_audience: {
    userPersonas: ['Busy parents with two or more kids', 'Health-conscious couples'],
    userJourneys: 'Busy parent opens the app on Sunday → picks five dinners in the weekly meal planner → the shopping list fills itself',
    platforms: ['iOS', 'Android', 'Web'],
    uxDefinition: 'Planning a week takes under ten minutes.',
    designGuidelines: 'Warm colours, large tap targets.',
  },
  tech_stack: { techStack: ['[AI_RECOMMEND]'], integrations: ['[AI_RECOMMEND]'], securityConcerns: 'Dietary data stays private.', performanceExpectations: 'Medium', technicalConstraints: '[AI_RECOMMEND]' },
  features: { businessGoals: 'Reach 5,000 weekly active families within six months.', successMetrics: ['Weekly active families', 'Shopping list completion rate'], timeline: '3 months', projectScope: 'standardMVP' },
  deployment: { risks: 'Low retention after the first week', compliance: ['GDPR'], futureEvolution: 'Pantry tracking.', additionalNotes: '' },
};
export const NEW_FEATURE = 'Family voting on next week’s dinners';
