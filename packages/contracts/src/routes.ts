import { ROLES, type Role } from './roles.js';

/**
 * The screen table of spec 2.1: the single source for the server's page-view checks and the
 * web app's router, menu and search. `menu` marks entries that belong in the sidebar;
 * `labelKey` is the i18n key of the screen's name.
 */
export interface ScreenRoute {
  path: string;
  labelKey: string;
  roles: readonly Role[];
  menu: boolean;
}

const ALL: readonly Role[] = ROLES;
const FARM: readonly Role[] = ['user', 'Admin', 'superAdmin'];
const ADMINS: readonly Role[] = ['Admin', 'superAdmin'];
const FEEDBACK: readonly Role[] = ['Expert', 'Admin', 'superAdmin'];

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/home', labelKey: 'screens.home', roles: FARM, menu: true },
  { path: '/soil-testing', labelKey: 'screens.soilTesting', roles: FARM, menu: true },
  // Extension (issue 26): alarms from alert rules, their history, the rules and each account's channels.
  { path: '/alerts', labelKey: 'screens.alerts', roles: FARM, menu: true },
  { path: '/feedback/summary', labelKey: 'screens.feedbackSummary', roles: FEEDBACK, menu: true },
  { path: '/fertilizer-recommendation', labelKey: 'screens.fertilizer', roles: ALL, menu: true },
  { path: '/crop-recommendation', labelKey: 'screens.crop', roles: ADMINS, menu: true },
  // The spec's "embedded report" screen, without a route of its own there: the models' cards.
  { path: '/crop-recommendation/report', labelKey: 'screens.modelReport', roles: ADMINS, menu: true },
  { path: '/agri/soil/data/analysis', labelKey: 'screens.soilDataAnalysis', roles: ADMINS, menu: true },
  { path: '/analysis', labelKey: 'screens.analysis', roles: ADMINS, menu: true },
  { path: '/visualisation', labelKey: 'screens.visualisation', roles: ADMINS, menu: true },
  { path: '/soya', labelKey: 'screens.soya', roles: ADMINS, menu: true },
  // The spec's crop analytics and fertigation screen (2.14), which has no route of its own there.
  { path: '/crop-analytics', labelKey: 'screens.cropAnalytics', roles: ADMINS, menu: true },
  { path: '/management_practices', labelKey: 'screens.managementPractices', roles: ADMINS, menu: true },
  { path: '/weather-prediction', labelKey: 'screens.weather', roles: ADMINS, menu: true },
  { path: '/soil/type/detector', labelKey: 'screens.soilType', roles: ADMINS, menu: true },
  { path: '/reports', labelKey: 'screens.reports', roles: ADMINS, menu: true },
  { path: '/disease-detection', labelKey: 'screens.disease', roles: ADMINS, menu: true },
  { path: '/seeds/detection', labelKey: 'screens.seeds', roles: ADMINS, menu: true },
  { path: '/yield-prediction', labelKey: 'screens.yield', roles: ADMINS, menu: true },
  { path: '/soil/test/analyzer', labelKey: 'screens.soilTestAnalyzer', roles: ADMINS, menu: true },
  { path: '/soil/nutrient/calculator', labelKey: 'screens.nutrientCalculator', roles: ADMINS, menu: true },
  { path: '/user_management', labelKey: 'screens.userManagement', roles: ADMINS, menu: true },
  // Extension: farms, their members and their sensor devices (register a probe, see its key once).
  { path: '/devices', labelKey: 'screens.devices', roles: ADMINS, menu: true },
  // Extension: the public datasets the rainfall and yield forecasts are fitted on (versions, CSV import).
  { path: '/datasets', labelKey: 'screens.datasets', roles: ADMINS, menu: true },
  // Extension (issue 11): the audit log, who did what and when; superAdmin only.
  { path: '/audit', labelKey: 'screens.audit', roles: ['superAdmin'], menu: true },
  // Extension: every role's own account page (details, language, sign out everywhere).
  { path: '/account', labelKey: 'screens.account', roles: ALL, menu: true },
  { path: '/profile', labelKey: 'screens.profile', roles: ['Expert'], menu: false },
  { path: '/errors', labelKey: 'screens.errors', roles: ALL, menu: false },
];

export const LOGIN_PATH = '/login';

/** Spec 2.1 root redirect: user, Admin and superAdmin go to /home; Expert to /feedback/summary. */
export function homeFor(role: Role | null | undefined): string {
  switch (role) {
    case 'user':
    case 'Admin':
    case 'superAdmin':
      return '/home';
    case 'Expert':
      return '/feedback/summary';
    default:
      return LOGIN_PATH;
  }
}

export function findScreen(path: string): ScreenRoute | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return SCREEN_ROUTES.find((r) => r.path === clean);
}

export function canOpen(role: Role | null | undefined, path: string): boolean {
  if (!role) return false;
  const screen = findScreen(path);
  return !!screen && screen.roles.includes(role);
}

/**
 * Where a visitor asking for `path` ends up. `available` lists the screen paths this build
 * actually has; a role whose spec home is not built yet lands on its first available screen.
 */
export function resolvePath(role: Role | null | undefined, path: string, available: readonly string[]): string {
  if (path === LOGIN_PATH) return role ? landingFor(role, available) : LOGIN_PATH;
  if (!role) return LOGIN_PATH;
  if (path === '/' || !canOpen(role, path) || !available.includes(findScreen(path)!.path)) {
    return landingFor(role, available);
  }
  return findScreen(path)!.path;
}

export function landingFor(role: Role, available: readonly string[]): string {
  const home = homeFor(role);
  if (available.includes(home)) return home;
  const first = SCREEN_ROUTES.find((r) => r.menu && r.roles.includes(role) && available.includes(r.path));
  return first?.path ?? '/errors';
}

export function menuFor(role: Role, available: readonly string[]): ScreenRoute[] {
  return SCREEN_ROUTES.filter((r) => r.menu && r.roles.includes(role) && available.includes(r.path));
}
