import { type ComposerBrief, wantsRecommendation } from '../brief.js';
import { joinAnd } from '../text.js';
import type { Recommendation } from '../types.js';

/**
 * Rule-based technology choices for a brief whose tech stack is `[AI_RECOMMEND]`, and a rationale
 * for stacks the user named. Rules read platforms, scope, performance and compliance only, so the
 * same brief always gets the same stack.
 */

const regulated = /hipaa|pci|soc ?2|iso ?27001|fedramp|hitrust/i;

export function isRegulated(brief: ComposerBrief): boolean {
  return brief.compliance.some((c) => regulated.test(c));
}

function frontend(brief: ComposerBrief): Recommendation[] {
  const p = new Set(brief.platforms.length ? brief.platforms : ['Web']);
  const mobile = p.has('iOS') || p.has('Android');
  const out: Recommendation[] = [];
  if (p.has('Web') || p.has('Tablet') || !mobile) {
    out.push({
      area: 'Web client',
      choice: 'React with TypeScript (Vite), responsive layouts',
      rationale: `The largest hiring pool and component ecosystem; one responsive code base covers ${joinAnd([...p].filter((x) => x === 'Web' || x === 'Tablet' || x === 'Desktop')) || 'the browser'}.`,
      alternatives: ['Next.js (if SEO or server rendering matters)', 'SvelteKit', 'Vue 3 with Nuxt'],
      source: 'recommended',
    });
  }
  if (mobile) {
    const both = p.has('iOS') && p.has('Android');
    out.push(
      both || p.has('Web')
        ? {
            area: 'Mobile client',
            choice: 'React Native with Expo',
            rationale: `Ships ${both ? 'iOS and Android' : p.has('iOS') ? 'iOS' : 'Android'} from one TypeScript code base and shares types and API client with the web app; over-the-air updates shorten fix cycles.`,
            alternatives: ['Flutter', p.has('iOS') ? 'Native Swift/SwiftUI' : 'Native Kotlin/Jetpack Compose'],
            source: 'recommended',
          }
        : {
            area: 'Mobile client',
            choice: p.has('iOS') ? 'Native Swift with SwiftUI' : 'Native Kotlin with Jetpack Compose',
            rationale: 'A single mobile platform gets the best platform fit, performance and store compliance from its native toolkit.',
            alternatives: ['React Native with Expo', 'Flutter'],
            source: 'recommended',
          },
    );
  }
  if (p.has('Desktop')) {
    out.push({
      area: 'Desktop client',
      choice: p.has('Web') ? 'Tauri wrapping the web client' : 'Tauri with a React front end',
      rationale: 'Reuses the web UI, produces small installers and keeps native access behind an explicit allow-list.',
      alternatives: ['Electron', 'Native (SwiftUI / WinUI)'],
      source: 'recommended',
    });
  }
  return out;
}

function backend(brief: ComposerBrief): Recommendation[] {
  const quick = brief.projectScope === 'quickTest' && !isRegulated(brief);
  const heavy = brief.performanceExpectations === 'High' || brief.projectScope === 'scalableProduct';
  const out: Recommendation[] = [
    quick
      ? {
          area: 'Backend',
          choice: 'Supabase (managed PostgreSQL, auth, storage and edge functions)',
          rationale: 'A quick test for 10-100 users needs validated learning, not infrastructure; a backend-as-a-service removes weeks of plumbing.',
          alternatives: ['Firebase', 'Node.js + Fastify on Render'],
          source: 'recommended',
        }
      : {
          area: 'Backend',
          choice: 'Node.js with TypeScript (Fastify), as a modular monolith',
          rationale: `Shares language and types with the client, and a modular monolith keeps ${heavy ? 'the option of extracting hot modules later without paying for microservices now' : 'deployment simple for an MVP team'}.`,
          alternatives: ['NestJS', 'Go (net/http + sqlc)', 'Django'],
          source: 'recommended',
        },
    {
      area: 'Database',
      choice: 'PostgreSQL',
      rationale: `Relational integrity for the core data, JSON columns for flexible fields${isRegulated(brief) ? ', and mature encryption-at-rest and audit options on every major cloud' : ''}.`,
      alternatives: ['MySQL', 'MongoDB (if the data is document-shaped)'],
      source: 'recommended',
    },
  ];
  if (heavy) {
    out.push({
      area: 'Cache and queue',
      choice: 'Redis (managed)',
      rationale: `The ${brief.performanceExpectations} performance level and ${brief.projectScope === 'scalableProduct' ? '1,000+ user' : 'expected'} load call for caching hot reads and moving slow work to background jobs.`,
      alternatives: ['Valkey', 'PostgreSQL-backed queue (pg-boss) plus HTTP caching'],
      source: 'recommended',
    });
  }
  out.push(hosting(brief), {
    area: 'Observability',
    choice: heavy ? 'OpenTelemetry traces and metrics into Grafana Cloud, plus Sentry' : 'Sentry for errors and performance',
    rationale: 'You cannot meet a latency or availability target you do not measure; errors must reach the team before users report them.',
    alternatives: ['Datadog', 'New Relic', 'Honeycomb'],
    source: 'recommended',
  });
  return out;
}

function hosting(brief: ComposerBrief): Recommendation {
  if (isRegulated(brief) || brief.projectScope === 'scalableProduct') {
    return {
      area: 'Hosting',
      choice: 'AWS (ECS Fargate, RDS PostgreSQL, S3) provisioned with Terraform',
      rationale: isRegulated(brief)
        ? `${joinAnd(brief.compliance.filter((c) => regulated.test(c)))} work needs a provider that signs the required agreements and offers audit-ready controls.`
        : 'A scalable product needs autoscaling, managed failover and infrastructure as code from the start.',
      alternatives: ['Google Cloud (Cloud Run, Cloud SQL)', 'Azure (Container Apps, Azure Database for PostgreSQL)'],
      source: 'recommended',
    };
  }
  return {
    area: 'Hosting',
    choice: brief.projectScope === 'quickTest' ? 'Vercel (client) + Supabase cloud' : 'Render (web service, managed PostgreSQL)',
    rationale: 'A managed platform with git-push deploys lets a small team ship daily without an operations role.',
    alternatives: ['Fly.io', 'Railway', 'AWS Amplify'],
    source: 'recommended',
  };
}

/** Known technologies → the layer they cover and sensible alternatives to mention. */
const known: { match: RegExp; area: string; alternatives: string[] }[] = [
  { match: /react native|expo/i, area: 'Mobile client', alternatives: ['Flutter', 'Native Swift/Kotlin'] },
  { match: /flutter/i, area: 'Mobile client', alternatives: ['React Native', 'Native Swift/Kotlin'] },
  { match: /swift|kotlin/i, area: 'Mobile client', alternatives: ['React Native', 'Flutter'] },
  { match: /next\.?js|react|vue|svelte|angular|nuxt|remix/i, area: 'Web client', alternatives: ['React', 'Vue', 'SvelteKit'] },
  { match: /electron|tauri/i, area: 'Desktop client', alternatives: ['Electron', 'Tauri'] },
  { match: /postgres|mysql|mongo|sqlite|dynamo|mariadb|supabase|firebase/i, area: 'Database', alternatives: ['PostgreSQL', 'MySQL', 'MongoDB'] },
  { match: /redis|kafka|rabbit|sqs|valkey/i, area: 'Cache and queue', alternatives: ['Redis', 'PostgreSQL-backed queue'] },
  { match: /node|express|fastify|nest|django|flask|fastapi|rails|laravel|spring|go\b|golang|\.net|rust|python|java|php|ruby/i, area: 'Backend', alternatives: ['Node.js + Fastify', 'Django', 'Go'] },
  { match: /aws|gcp|google cloud|azure|vercel|render|fly\.io|heroku|netlify|docker|kubernetes|k8s/i, area: 'Hosting', alternatives: ['AWS', 'Render', 'Fly.io'] },
  { match: /graphql|rest|grpc|trpc/i, area: 'API style', alternatives: ['REST + OpenAPI', 'GraphQL', 'tRPC'] },
  { match: /tailwind|mantine|material|chakra|bootstrap|css/i, area: 'UI toolkit', alternatives: ['Tailwind CSS', 'Mantine', 'MUI'] },
];

function describeUserChoice(entry: string): Recommendation {
  const hit = known.find((k) => k.match.test(entry));
  return {
    area: hit?.area ?? 'Other',
    choice: entry,
    rationale: hit ? `Covers the ${hit.area.toLowerCase()} layer and stays a fixed input of the plan.` : 'Its role in the architecture is confirmed in the Phase 1 technical spike.',
    alternatives: (hit?.alternatives ?? ['to be assessed in the Phase 1 spike']).filter((a) => !entry.toLowerCase().includes(a.toLowerCase().split(/[ +]/)[0] ?? '')),
    source: 'user',
  };
}

/** The stack the plan builds on: the user's entries explained, or a full recommendation. */
export function resolveStack(brief: ComposerBrief): Recommendation[] {
  if (wantsRecommendation(brief.techStack)) return [...frontend(brief), ...backend(brief)];
  if (brief.techStack.length === 0) {
    // Nothing chosen and nothing asked: recommend, but the plan says it is a proposal.
    return [...frontend(brief), ...backend(brief)];
  }
  const chosen = brief.techStack.map((e) => describeUserChoice(e));
  // Layers the user left open are filled by the rules, marked as recommendations.
  const covered = new Set(chosen.map((c) => c.area));
  if (brief.techStack.some((e) => fullStack.test(e))) covered.add('Backend');
  if (brief.techStack.some((e) => /supabase|firebase/i.test(e))) covered.add('Backend').add('Hosting');
  const gaps = [...frontend(brief), ...backend(brief)].filter((r) => essential.has(r.area) && !covered.has(r.area)).map((r) => ({ ...r, rationale: `Not covered by your stack. ${r.rationale}` }));
  return [...chosen, ...gaps];
}

const fullStack = /next\.?js|nuxt|remix|sveltekit|rails|django|laravel/i;
const essential = new Set(['Web client', 'Mobile client', 'Desktop client', 'Backend', 'Database', 'Hosting']);
