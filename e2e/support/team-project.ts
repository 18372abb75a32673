import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const PASSWORD = 'Forge-ahead-2026!';

export async function bearer(page: Page, baseUrl: string, email: string): Promise<Record<string, string>> {
  const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password: PASSWORD } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A project with a brief and a generated PRD, through the API (the wizard has journeys of its own). */
export async function projectWithPrd(page: Page, baseUrl: string, headers: Record<string, string>, name = 'Team MealMate'): Promise<string> {
  const created = await page.request.post(`${baseUrl}/api/projects`, { headers, data: { name, description: 'A meal planner for busy parents.' } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const sections = [
    { section_id: 'project_info', responses: { projectName: name, projectDescription: 'A mobile app that helps busy parents plan healthy weekly meals in minutes.' } },
    { section_id: 'product_details', responses: { problemStatement: 'Parents spend hours deciding what to cook.', keyFeatures: ['Weekly meal plan', 'Shopping list'], nonGoals: ['Grocery delivery'], competitors: 'Mealime' } },
    { section_id: 'target_audience', responses: { userPersonas: ['Working parent of two'], platforms: ['iOS', 'Web'], uxDefinition: 'Planning a week takes two minutes.' } },
    { section_id: 'tech_stack', responses: { techStack: ['[AI_RECOMMEND]'], integrations: ['Stripe'], performanceExpectations: 'High', technicalConstraints: '[AI_RECOMMEND]' } },
    { section_id: 'features', responses: { businessGoals: '500 paying families in 6 months.', successMetrics: ['Weekly active users'], timeline: '3 months', projectScope: 'quickTest' } },
    { section_id: 'deployment', responses: { risks: 'Recipe licensing costs.', compliance: ['GDPR'], additionalNotes: 'Launch in the UK first.' } },
  ];
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/wizard/responses/batch`, { headers, data: { responses: sections } })).status()).toBe(200);
  expect((await page.request.post(`${baseUrl}/api/projects/${id}/documents/prd/generate`, { headers })).status()).toBe(202);
  for (let i = 0; i < 150; i += 1) {
    const list = (await (await page.request.get(`${baseUrl}/api/projects/${id}/documents`, { headers })).json()) as { data: { type: string; status: string }[] };
    if (list.data.find((d) => d.type === 'prd')?.status === 'ready') return id;
    await page.waitForTimeout(200);
  }
  throw new Error('the PRD was not generated');
}
