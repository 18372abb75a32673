import { authorize } from '../../core/auth/policy.js';
import type { ServiceContext } from '../../core/context.js';
import { updateBrief } from '../../modules/brief/brief.service.js';
import { generateAllDocuments } from '../../modules/documents/document.service.js';
import { Project } from '../../modules/projects/project.entity.js';
import { createProject } from '../../modules/projects/project.service.js';

/** The demo account's sample project: a complete brief, so every document has material. */
export const DEMO_PROJECT_BRIEF = {
  projectName: 'MealMate',
  projectDescription: 'A meal planner that turns what is in your fridge into a week of dinners and one shopping list.',
  problemStatement: 'Busy households waste food and time: they buy groceries without a plan, forget what is already at home and decide what to cook at 7 pm every evening.',
  keyFeatures: ['Plan a week of dinners from the ingredients at home', 'Generate one shopping list for the week', 'Search recipes by ingredient and cooking time', 'Share the plan with the household'],
  nonGoals: ['Grocery delivery', 'Calorie tracking'],
  competitors: 'Paper lists, spreadsheets and recipe apps without planning.',
  userPersonas: ['Working parent who cooks for four on weeknights', 'Student sharing a flat and a budget'],
  userJourneys: 'The user lists what is in the fridge, picks five dinners from the suggestions, gets a shopping list for the rest and ticks items off in the shop.',
  platforms: ['Web', 'iOS'],
  uxDefinition: 'Planning a week takes under five minutes, one hand on a phone.',
  designGuidelines: 'Large touch targets, calm colours, readable in a kitchen.',
  techStack: ['React', 'Node.js', 'PostgreSQL'],
  integrations: ['E-mail', 'Authentication'],
  securityConcerns: 'Household members see only their own household; e-mail addresses are personal data.',
  performanceExpectations: 'Medium',
  technicalConstraints: 'Works offline in the shop once the list is loaded.',
  businessGoals: 'Reach 1,000 weekly active households within six months of launch.',
  successMetrics: ['Weekly active households', 'Plans completed per week', 'Share of list items ticked off'],
  timeline: '3 months',
  projectScope: 'standardMVP',
  risks: 'Recipe suggestions may not match what people like; households may not keep the fridge list up to date.',
  compliance: ['GDPR'],
  futureEvolution: 'Nutrition goals and supermarket price comparison.',
  additionalNotes: 'Seeded for the local demo account.',
};

/**
 * Gives the demo account (development only) a project with its six documents, so Mission Control
 * is full on the first visit: the project and its brief are saved through the same services as
 * the wizard, then "generate all" queues the chain for the generation worker, exactly as the
 * button does. Idempotent: an account that owns any project is left alone (restarts add nothing).
 * Returns whether the project was created now.
 */
export async function seedDemoProject(ctx: ServiceContext): Promise<boolean> {
  const user = authorize(ctx, 'write');
  if (await ctx.em.count(Project, { user: user.id })) return false;
  const project = await createProject(ctx, { name: DEMO_PROJECT_BRIEF.projectName, description: DEMO_PROJECT_BRIEF.projectDescription });
  await updateBrief(ctx, project.id, DEMO_PROJECT_BRIEF);
  await generateAllDocuments(ctx, project.id);
  return true;
}
