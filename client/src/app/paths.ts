/**
 * Every route of the app, as patterns for the router and builders for links.
 * Components link through the builders so a path changes in one place.
 */
export const paths = {
  auth: '/auth',
  authCallback: '/auth/callback',
  resetPassword: '/reset-password',
  /** The reset e-mail links here in one reading of the spec; it shows the same screen. */
  authResetPassword: '/auth/reset-password',
  home: '/',
  project: '/project/:projectId',
  projectMissionControl: '/project/:projectId/mission-control',
  projectSettings: '/project/:projectId/settings',
  /** The wizard on an existing project: edit the whole brief. */
  projectBrief: '/project/:projectId/brief',
  /** One generated document (Mission Control's document view): prd, implementation_plan, … */
  projectDocument: '/project/:projectId/documents/:docType',
  /** The review of a spec update after the brief changed (accept or reject each section). */
  projectUpdate: '/project/:projectId/update',
  missionControl: '/mission-control/:projectId',
  missionControlSettings: '/mission-control/:projectId/settings',
  createProject: '/create-project',
  projectWizard: '/project-wizard',
  profile: '/profile',
  help: '/help',
  notifications: '/notifications',
  admin: '/admin/*',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  status: '/status',
  /** The link of an invitation mail (signed in: accept it). */
  invitation: '/invitations/:token',
  /** A read-only share link: the project's documents without signing in. */
  sharedProject: '/share/:token',
} as const;

const id = (projectId: string): string => encodeURIComponent(projectId);

export const pathTo = {
  home: (): string => paths.home,
  auth: (): string => paths.auth,
  createProject: (): string => paths.createProject,
  profile: (): string => paths.profile,
  help: (): string => paths.help,
  notifications: (): string => paths.notifications,
  admin: (): string => '/admin',
  status: (): string => paths.status,
  project: (projectId: string): string => `/project/${id(projectId)}`,
  projectMissionControl: (projectId: string): string => `/project/${id(projectId)}/mission-control`,
  projectSettings: (projectId: string): string => `/project/${id(projectId)}/settings`,
  projectBrief: (projectId: string): string => `/project/${id(projectId)}/brief`,
  projectDocument: (projectId: string, docType: string): string => `/project/${id(projectId)}/documents/${encodeURIComponent(docType)}`,
  projectUpdate: (projectId: string): string => `/project/${id(projectId)}/update`,
  missionControl: (projectId: string): string => `/mission-control/${id(projectId)}`,
  missionControlSettings: (projectId: string): string => `/mission-control/${id(projectId)}/settings`,
} as const;
