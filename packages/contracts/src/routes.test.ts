import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from './roles.js';
import { canOpen, findScreen, homeFor, landingFor, LOGIN_PATH, menuFor, resolvePath, SCREEN_ROUTES } from './routes.js';

const ALL = ['user', 'Expert', 'Admin', 'superAdmin'] as const;
const FARM = ['user', 'Admin', 'superAdmin'] as const;
const ADMINS = ['Admin', 'superAdmin'] as const;

/** Spec 2.1 route table, row by row ('/' and '/login' are checked separately below). */
const SPEC_TABLE: Array<[string, readonly Role[]]> = [
  ['/home', FARM],
  ['/soil-testing', FARM],
  ['/crop-recommendation', ADMINS],
  ['/agri/soil/data/analysis', ADMINS],
  ['/errors', ALL],
  ['/fertilizer-recommendation', ALL],
  ['/analysis', ADMINS],
  ['/visualisation', ADMINS],
  ['/soya', ADMINS],
  ['/management_practices', ADMINS],
  ['/weather-prediction', ADMINS],
  ['/soil/type/detector', ADMINS],
  ['/feedback/summary', ['Expert', 'Admin', 'superAdmin']],
  ['/reports', ADMINS],
  ['/disease-detection', ADMINS],
  ['/seeds/detection', ADMINS],
  ['/yield-prediction', ADMINS],
  ['/soil/test/analyzer', ADMINS],
  ['/soil/nutrient/calculator', ADMINS],
  ['/profile', ['Expert']],
  ['/user_management', ADMINS],
];

/** Every screen built. */
const EVERYTHING = SCREEN_ROUTES.map((r) => r.path);
const sorted = (items: readonly string[]) => [...items].sort();

describe('route table of spec 2.1', () => {
  it.each(SPEC_TABLE)('%s is open to exactly %j', (path, roles) => {
    const screen = findScreen(path);
    expect(screen?.path).toBe(path);
    expect(sorted(screen!.roles)).toEqual(sorted(roles));
    for (const role of ROLES) expect(canOpen(role, path), `${role} on ${path}`).toBe(roles.includes(role));
  });

  it('has no screens beyond the spec table other than the documented extensions', () => {
    const spec = SPEC_TABLE.map(([p]) => p);
    expect(EVERYTHING.filter((p) => !spec.includes(p))).toEqual([
      '/alerts',
      '/crop-recommendation/report',
      '/crop-analytics',
      '/devices',
      '/datasets',
      '/audit',
      '/account',
    ]);
    expect(new Set(EVERYTHING).size).toBe(EVERYTHING.length);
  });

  it('/ redirects user, Admin and superAdmin to /home', () => {
    for (const role of FARM) expect(resolvePath(role, '/', EVERYTHING)).toBe('/home');
  });

  it('/login is public: a visitor without a role stays there', () => {
    expect(findScreen(LOGIN_PATH)).toBeUndefined();
    expect(LOGIN_PATH).toBe('/login');
    expect(resolvePath(null, '/login', EVERYTHING)).toBe('/login');
    expect(resolvePath(undefined, '/login', EVERYTHING)).toBe('/login');
  });

  it('no screen is open without a role', () => {
    for (const [path] of SPEC_TABLE) expect(canOpen(null, path)).toBe(false);
  });

  it('matches a trailing slash to the screen', () => {
    expect(findScreen('/soya/')?.path).toBe('/soya');
    expect(resolvePath('Admin', '/soya/', EVERYTHING)).toBe('/soya');
  });
});

describe('homeFor', () => {
  it.each([
    ['user', '/home'],
    ['Admin', '/home'],
    ['superAdmin', '/home'],
    ['Expert', '/feedback/summary'],
  ] as const)('%s -> %s', (role, home) => {
    expect(homeFor(role)).toBe(home);
  });

  it('sends an unknown or missing role to /login', () => {
    expect(homeFor(null)).toBe('/login');
    expect(homeFor(undefined)).toBe('/login');
    expect(homeFor('Boss' as Role)).toBe('/login');
  });
});

describe('resolvePath', () => {
  it("sends / to the role's home when that home is available", () => {
    for (const role of ROLES) expect(resolvePath(role, '/', EVERYTHING)).toBe(homeFor(role));
    expect(resolvePath('Expert', '/', EVERYTHING)).toBe('/feedback/summary');
  });

  it('sends / to /login when not signed in', () => {
    expect(resolvePath(null, '/', EVERYTHING)).toBe('/login');
  });

  it("sends a path the role may not open to the role's landing", () => {
    expect(resolvePath('user', '/user_management', EVERYTHING)).toBe('/home');
    expect(resolvePath('user', '/soya', EVERYTHING)).toBe('/home');
    expect(resolvePath('Expert', '/home', EVERYTHING)).toBe('/feedback/summary');
    expect(resolvePath('Admin', '/profile', EVERYTHING)).toBe('/home');
  });

  it('keeps a path the role may open', () => {
    expect(resolvePath('user', '/soil-testing', EVERYTHING)).toBe('/soil-testing');
    expect(resolvePath('Expert', '/profile', EVERYTHING)).toBe('/profile');
    expect(resolvePath('superAdmin', '/user_management', EVERYTHING)).toBe('/user_management');
    expect(resolvePath('Admin', '/agri/soil/data/analysis', EVERYTHING)).toBe('/agri/soil/data/analysis');
  });

  it('sends unknown paths to the landing when signed in and to /login when not', () => {
    expect(resolvePath('user', '/no/such/page', EVERYTHING)).toBe('/home');
    expect(resolvePath('Expert', '/no/such/page', EVERYTHING)).toBe('/feedback/summary');
    expect(resolvePath(null, '/no/such/page', EVERYTHING)).toBe('/login');
    expect(resolvePath(null, '/home', EVERYTHING)).toBe('/login');
  });

  it('sends a signed-in visitor away from /login to the landing', () => {
    expect(resolvePath('user', '/login', EVERYTHING)).toBe('/home');
    expect(resolvePath('Admin', '/login', EVERYTHING)).toBe('/home');
    expect(resolvePath('Expert', '/login', EVERYTHING)).toBe('/feedback/summary');
  });

  it('sends an allowed screen that is not built to the landing', () => {
    const available = ['/home', '/fertilizer-recommendation'];
    expect(resolvePath('user', '/soil-testing', available)).toBe('/home');
    expect(resolvePath('Expert', '/', available)).toBe('/fertilizer-recommendation');
  });
});

describe('landingFor', () => {
  it('is the spec home when it is available', () => {
    expect(landingFor('user', EVERYTHING)).toBe('/home');
    expect(landingFor('Expert', EVERYTHING)).toBe('/feedback/summary');
  });

  it('falls back to the first available menu screen the role may open', () => {
    expect(landingFor('Expert', ['/home', '/fertilizer-recommendation'])).toBe('/fertilizer-recommendation');
    expect(landingFor('user', ['/user_management', '/soil-testing', '/fertilizer-recommendation'])).toBe('/soil-testing');
    expect(landingFor('Admin', ['/soya', '/crop-recommendation'])).toBe('/crop-recommendation');
  });

  it('never falls back to a screen outside the menu', () => {
    // /profile is Expert-only but not a menu entry (it lives in the user dropdown).
    expect(landingFor('Expert', ['/profile', '/fertilizer-recommendation'])).toBe('/fertilizer-recommendation');
  });
});

describe('menuFor', () => {
  const paths = (role: Role, available: readonly string[] = EVERYTHING) => menuFor(role, available).map((r) => r.path);

  it('gives a user Soil Health Monitoring, Soil Testing and Fertilizer Recommendation', () => {
    const menu = paths('user');
    expect(menu).toEqual(expect.arrayContaining(['/home', '/soil-testing', '/fertilizer-recommendation']));
    expect(menu).not.toContain('/user_management');
    expect(menu.filter((p) => p !== '/account')).toEqual(['/home', '/soil-testing', '/alerts', '/fertilizer-recommendation']);
  });

  it('gives an Expert the Dashboard and Fertilizer Recommendation, not Profile', () => {
    expect(paths('Expert').filter((p) => p !== '/account')).toEqual(['/feedback/summary', '/fertilizer-recommendation']);
    expect(paths('Expert')).not.toContain('/profile');
  });

  it('gives Admin and superAdmin every spec menu item', () => {
    const expected = SPEC_TABLE.map(([p]) => p).filter((p) => p !== '/profile' && p !== '/errors');
    const extensions = ['/account', '/alerts', '/devices', '/datasets', '/audit', '/crop-recommendation/report', '/crop-analytics'];
    for (const role of ADMINS) expect(sorted(paths(role).filter((p) => !extensions.includes(p)))).toEqual(sorted(expected));
  });

  it('shows the audit log to the superAdmin alone', () => {
    for (const role of ROLES) expect(paths(role).includes('/audit'), role).toBe(role === 'superAdmin');
  });

  it('lists only screens that are both allowed and available', () => {
    const available = ['/home', '/user_management', '/soya', '/profile'];
    expect(paths('user', available)).toEqual(['/home']);
    expect(paths('Expert', available)).toEqual([]);
    expect(paths('Admin', available)).toEqual(['/home', '/soya', '/user_management']);
    for (const role of ROLES) {
      for (const entry of menuFor(role, available)) {
        expect(entry.roles).toContain(role);
        expect(available).toContain(entry.path);
      }
    }
  });
});
