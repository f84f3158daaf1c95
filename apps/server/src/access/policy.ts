import { ADMIN_ROLES, ROLES, type Role, STAFF_ROLES } from '@agrim/contracts';

/**
 * Who may call each endpoint. The guard enforces this table and the server refuses to start
 * with a route that has no entry, so an endpoint cannot be added without deciding its access.
 * `owner` names the record-ownership rule the service applies on top of the role check.
 */
/** `device`: the caller is a sensor device proving itself with its key (X-Device-Key). */
export type Audience = 'public' | 'device' | readonly Role[];
export interface AccessRule {
  roles: Audience;
  owner?: string;
}

const ANY_SIGNED_IN = ROLES;
const FARM_ROLES: readonly Role[] = ['user', 'Admin', 'superAdmin'];
const OWN_TEST = 'own test (staff: any test)';
const OWN_DEVICE = "a device of the caller's farms (staff: any device)";
const EXPERT: readonly Role[] = ['Expert'];
const OUTRANKED = 'another account whose role is strictly below the caller’s';

export const ACCESS_POLICY: Record<string, AccessRule> = {
  'GET /api/health': { roles: 'public' },
  'POST /api/auth/login': { roles: 'public' },
  'POST /api/auth/refresh': { roles: 'public', owner: 'holder of the refresh cookie' },
  'POST /api/auth/logout': { roles: 'public', owner: 'holder of the refresh cookie' },
  'POST /api/auth/custom-token/login': { roles: 'public', owner: 'holder of the one-time token' },
  'POST /api/auth/custom-token': { roles: ADMIN_ROLES },
  'POST /api/auth/password': { roles: ANY_SIGNED_IN, owner: 'own account' },
  'POST /api/auth/logout-all': { roles: ANY_SIGNED_IN, owner: 'own account' },
  // Two-step sign-in (issue 11): staff accounts with the most power; each sets only its own.
  'GET /api/auth/totp': { roles: ADMIN_ROLES, owner: 'own account' },
  'POST /api/auth/totp/setup': { roles: ADMIN_ROLES, owner: 'own account' },
  'POST /api/auth/totp/enable': { roles: ADMIN_ROLES, owner: 'own account' },
  'POST /api/auth/totp/disable': { roles: ADMIN_ROLES, owner: 'own account' },
  'GET /api/v1/get/user': { roles: ANY_SIGNED_IN, owner: 'own account' },
  'POST /api/create/user': { roles: ADMIN_ROLES },
  // Issue 18, least privilege: the staff list is for the roles that manage accounts (spec 2.20, 6).
  'GET /api/get/user/registered': { roles: ADMIN_ROLES },
  'PATCH /api/users/:id/role': { roles: ADMIN_ROLES, owner: OUTRANKED },
  // Account lifecycle (issue 18).
  'POST /api/users/:id/disable': { roles: ADMIN_ROLES, owner: OUTRANKED },
  'POST /api/users/:id/enable': { roles: ADMIN_ROLES, owner: OUTRANKED },
  'DELETE /api/users/:id': { roles: ADMIN_ROLES, owner: OUTRANKED },
  'POST /api/page-views': { roles: ANY_SIGNED_IN, owner: 'recorded as the caller' },
  'POST /api/v1/devices/:deviceId/readings': { roles: 'device', owner: 'the device the key belongs to' },
  'GET /agri/data': { roles: FARM_ROLES, owner: OWN_DEVICE },
  'GET /agri/data.csv': { roles: FARM_ROLES, owner: OWN_DEVICE },
  // Experts read the latest reading too: the fertilizer form is prefilled from it (spec 3).
  'GET /agri/latest/data': { roles: ANY_SIGNED_IN, owner: OWN_DEVICE },
  'GET /agri/latest': { roles: FARM_ROLES, owner: OWN_DEVICE },
  'GET /api/stream/readings': { roles: FARM_ROLES, owner: OWN_DEVICE },
  'GET /agri/fertigation': { roles: FARM_ROLES, owner: OWN_DEVICE },
  'POST /agri/fertigation': { roles: FARM_ROLES, owner: OWN_DEVICE },
  'GET /api/devices': { roles: ANY_SIGNED_IN, owner: "the caller's farms (staff: all)" },
  'GET /api/farms': { roles: ANY_SIGNED_IN, owner: "the caller's farms (staff: all)" },
  'POST /api/farms': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/members': { roles: ADMIN_ROLES },
  'DELETE /api/farms/:farmId/members/:userId': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices/:deviceId/key/revoke': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices/:deviceId/key/rotate': { roles: ADMIN_ROLES },
  'GET /api/v1/soil_test': { roles: FARM_ROLES, owner: OWN_TEST },
  'GET /api/v1/soil_test/generate-sas-token': { roles: FARM_ROLES, owner: 'links to the caller’s own files (staff: all)' },
  'GET /api/v1/soil_test/:id': { roles: FARM_ROLES, owner: OWN_TEST },
  'POST /api/v1/soil_test/start': { roles: FARM_ROLES, owner: 'a device of the caller’s farms' },
  'PUT /api/v1/soil_test/:id/probe': { roles: FARM_ROLES, owner: OWN_TEST },
  'PUT /api/v1/soil_test/:id/confirm': { roles: FARM_ROLES, owner: OWN_TEST },
  'PUT /api/v1/soil_test/:id/abort': { roles: FARM_ROLES, owner: OWN_TEST },
  'PUT /api/v1/soil_test/:id/results': { roles: FARM_ROLES, owner: OWN_TEST },
  'POST /api/v1/soil_test/:id/images': { roles: FARM_ROLES, owner: OWN_TEST },
  'GET /api/v1/soil_test/:id/report': { roles: FARM_ROLES, owner: OWN_TEST },
  // Crop recommendation is an Admin screen (spec 2.1); so are its model cards and the prediction log.
  'POST /api/v1/ai/recommend_crop': { roles: ADMIN_ROLES },
  'POST /api/v1/ai/recommendation_crop': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /api/v1/ml/models': { roles: ADMIN_ROLES },
  'GET /api/v1/fertilizer/predictions': { roles: ADMIN_ROLES },
  // Every role has the fertilizer screen; a prediction is stored as the caller's.
  'POST /agri/fertilizer/recommendation/id': { roles: ANY_SIGNED_IN, owner: 'recorded as the caller' },
  'POST /agri/fertilizer/recommendation/gpt': { roles: ANY_SIGNED_IN },
  'GET /get/latest/prompt': { roles: ANY_SIGNED_IN },
  'POST /api/v1/fert/prediction/shc': { roles: ANY_SIGNED_IN, owner: 'recorded as the caller' },
  'POST /api/v1/fert/prediction/shc/values': { roles: ANY_SIGNED_IN, owner: 'recorded as the caller' },
  'POST /api/v1/fert/prediction/shc/:id/confirm': { roles: ANY_SIGNED_IN, owner: 'own card reading' },
  // Expert feedback loop (issue 6). Experts give feedback and see only their own; only Admin and
  // superAdmin read everyone's, decide and export (spec 6).
  'POST /fertilizer/recommendation/expert/feedback': { roles: EXPERT, owner: 'recorded as the caller; one per Expert and prediction' },
  'GET /fertilizer/recommendation/get/expert/feedback/uid': { roles: EXPERT, owner: 'own feedback' },
  'GET /fertilizer/recommendation/get/expert/feedback': { roles: ADMIN_ROLES },
  'POST /feedback/approval': { roles: ADMIN_ROLES, owner: 'recorded as the decider' },
  'GET /fertilizer/recommendation/feedback/dashboard': {
    roles: STAFF_ROLES,
    owner: 'Expert: own feedback figures; predictions are everyone’s',
  },
  'GET /fertilizer/recommendation/feedback/export.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/get/profile': { roles: EXPERT, owner: 'own profile' },
  'POST /api/v1/upload/data': { roles: EXPERT, owner: 'own profile' },
  'GET /generate-sas-token': { roles: STAFF_ROLES, owner: 'links to the caller’s own files (Admin, superAdmin: all)' },
  // Image analysis (issue 7): Admin screens (spec 2.1: soil type, soil test analyzer, disease, seeds).
  'POST /get/soil/type/predict': { roles: ADMIN_ROLES, owner: 'recorded as the caller' },
  'POST /get/soil/test/analysis': { roles: ADMIN_ROLES },
  'POST /get/soyabean/disease/prediction': { roles: ADMIN_ROLES, owner: 'recorded as the caller' },
  'POST /get/tomato/disease/prediction': { roles: ADMIN_ROLES, owner: 'recorded as the caller' },
  'POST /get/soyabean/seed/prediction': { roles: ADMIN_ROLES, owner: 'recorded as the caller' },
  'GET /api/v1/ml/image-models': { roles: ADMIN_ROLES },
  'POST /api/v1/ml/image-models/train': { roles: ADMIN_ROLES, owner: 'recorded as the caller' },
  'GET /api/v1/ml/image-models/jobs': { roles: ADMIN_ROLES },
  'GET /api/v1/ml/image-models/jobs/:id': { roles: ADMIN_ROLES },
  'DELETE /api/v1/ml/image-models/:id': { roles: ADMIN_ROLES },
  // Forecasts (issue 8): Admin screens (spec 2.1: weather prediction, yield prediction) and their datasets.
  'GET /api/v1/datasets': { roles: ADMIN_ROLES },
  'POST /api/v1/datasets/:kind/import': { roles: ADMIN_ROLES, owner: 'recorded as the importer' },
  'GET /weather/prediction': { roles: ADMIN_ROLES },
  'POST /get/weather/predicted': { roles: ADMIN_ROLES },
  'POST /get/weather/predicted/future': { roles: ADMIN_ROLES },
  'GET /get/yield/crops': { roles: ADMIN_ROLES },
  'POST /get/soyabean/yield/prediction/state': { roles: ADMIN_ROLES },
  'POST /get/soyabean/yield/prediction/state/district': { roles: ADMIN_ROLES },
  'POST /get/soyabean/yield/prediction': { roles: ADMIN_ROLES },
  // Soil analytics (issue 9): Admin screens (spec 2.1: soil data analysis, nutrient calculator, analysis, visualisation).
  'GET /get/soil/data/analysis': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /agri/ph/analysis/dataset': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /agri/ph/analysis': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /api/v1/ai/ph_graph': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /agri/ph/visualisation': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /get/soil/nutrient/calculator': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /get/zone/soil/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/crop/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/npk/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/predict/nutrient/calculator': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  // Soybean analytics (issue 10): Admin screens (SoyaBean Statistics, crop analytics and fertigation, Management Practices).
  'GET /agri/soyabean/nutrient/prediction': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /agri/:crop/growth/stages': { roles: ADMIN_ROLES },
  'POST /agri/:crop/growth/per/stages': { roles: ADMIN_ROLES },
  'GET /agri/:crop/analytics': { roles: ADMIN_ROLES },
  'POST /agri/:crop/fertigation/start': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'POST /agri/:crop/fertigation/preview': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /api/v1/soybean/practices': { roles: ADMIN_ROLES },
  // Reports (issue 10): Admin exports and analytics; the sensor summary covers any device (staff see all farms).
  'GET /api/v1/reports/sensors.pdf': { roles: ADMIN_ROLES, owner: OWN_DEVICE },
  'GET /api/v1/reports/soil-tests.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/predictions.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/feedback.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/page-views': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/page-views.csv': { roles: ADMIN_ROLES },
  // Audit log (issue 11): superAdmin only, and read-only: no route changes it.
  'GET /api/v1/audit': { roles: ['superAdmin'] },
  'GET /api/v1/audit.csv': { roles: ['superAdmin'] },
  'GET /api/files/:container/:name': { roles: 'public', owner: 'holder of a valid signed link for the file’s owner' },
};

/** Routes that serve files rather than data: the web app bundle and the API browser. */
export function isUnguardedAsset(url: string): boolean {
  return url === '/*' || url === '/docs' || url.startsWith('/docs/');
}

export function ruleFor(method: string, url: string): AccessRule | undefined {
  return ACCESS_POLICY[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

export function describeRule(rule: AccessRule): string {
  const who = rule.roles === 'public' ? 'anyone' : rule.roles === 'device' ? 'a device, by its key' : rule.roles.join(', ');
  return `Access: ${who}${rule.owner ? ` (${rule.owner})` : ''}.`;
}
