import {
  ADMIN_ROLES,
  type AccessRule,
  endpointKey,
  endpoints,
  type EndpointSpec,
  OWNERSHIP_RULES,
  ROLES,
  type Role,
  STAFF_ROLES,
} from '@agrim/contracts';

export type { AccessRule, Audience } from '@agrim/contracts';

const ANY_SIGNED_IN = ROLES;
const FARM_ROLES: readonly Role[] = ['user', 'Admin', 'superAdmin'];
const EXPERT: readonly Role[] = ['Expert'];

// Being moved into the endpoint catalogue (packages/contracts/src/endpoints/); entries there win.
const NOT_YET_IN_CATALOGUE: Record<string, AccessRule> = {
  'GET /api/health': { roles: 'public' },
  'POST /api/auth/login': { roles: 'public' },
  'POST /api/auth/refresh': { roles: 'public', owner: 'refreshCookie' },
  'POST /api/auth/logout': { roles: 'public', owner: 'refreshCookie' },
  'POST /api/auth/custom-token/login': { roles: 'public', owner: 'oneTimeToken' },
  'POST /api/auth/custom-token': { roles: ADMIN_ROLES },
  'POST /api/auth/password': { roles: ANY_SIGNED_IN, owner: 'ownAccount' },
  'POST /api/auth/logout-all': { roles: ANY_SIGNED_IN, owner: 'ownAccount' },
  // Two-step sign-in (issue 11): staff accounts with the most power; each sets only its own.
  'GET /api/auth/totp': { roles: ADMIN_ROLES, owner: 'ownAccount' },
  'POST /api/auth/totp/setup': { roles: ADMIN_ROLES, owner: 'ownAccount' },
  'POST /api/auth/totp/enable': { roles: ADMIN_ROLES, owner: 'ownAccount' },
  'POST /api/auth/totp/disable': { roles: ADMIN_ROLES, owner: 'ownAccount' },
  'GET /api/v1/get/user': { roles: ANY_SIGNED_IN, owner: 'ownAccount' },
  'POST /api/create/user': { roles: ADMIN_ROLES },
  // Issue 18, least privilege: the staff list is for the roles that manage accounts (spec 2.20, 6).
  'GET /api/get/user/registered': { roles: ADMIN_ROLES },
  'PATCH /api/users/:id/role': { roles: ADMIN_ROLES, owner: 'outranked' },
  // Account lifecycle (issue 18).
  'POST /api/users/:id/disable': { roles: ADMIN_ROLES, owner: 'outranked' },
  'POST /api/users/:id/enable': { roles: ADMIN_ROLES, owner: 'outranked' },
  'DELETE /api/users/:id': { roles: ADMIN_ROLES, owner: 'outranked' },
  'POST /api/page-views': { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  'POST /api/v1/devices/:deviceId/readings': { roles: 'device', owner: 'deviceKey' },
  'GET /agri/data': { roles: FARM_ROLES, owner: 'ownDevice' },
  'GET /agri/data.csv': { roles: FARM_ROLES, owner: 'ownDevice' },
  // Experts read the latest reading too: the fertilizer form is prefilled from it (spec 3).
  'GET /agri/latest/data': { roles: ANY_SIGNED_IN, owner: 'ownDevice' },
  'GET /agri/latest': { roles: FARM_ROLES, owner: 'ownDevice' },
  'GET /api/stream/readings': { roles: FARM_ROLES, owner: 'ownDevice' },
  'GET /agri/fertigation': { roles: FARM_ROLES, owner: 'ownDevice' },
  'POST /agri/fertigation': { roles: FARM_ROLES, owner: 'ownDevice' },
  'GET /api/devices': { roles: ANY_SIGNED_IN, owner: 'callerFarms' },
  'GET /api/farms': { roles: ANY_SIGNED_IN, owner: 'callerFarms' },
  'POST /api/farms': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/members': { roles: ADMIN_ROLES },
  'DELETE /api/farms/:farmId/members/:userId': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices/:deviceId/key/revoke': { roles: ADMIN_ROLES },
  'POST /api/farms/:farmId/devices/:deviceId/key/rotate': { roles: ADMIN_ROLES },
  'GET /api/v1/soil_test': { roles: FARM_ROLES, owner: 'ownTests' },
  'GET /api/v1/soil_test/generate-sas-token': { roles: FARM_ROLES, owner: 'ownTestLinks' },
  'GET /api/v1/soil_test/:id': { roles: FARM_ROLES, owner: 'ownTest' },
  'POST /api/v1/soil_test/start': { roles: FARM_ROLES, owner: 'ownProbe' },
  'PUT /api/v1/soil_test/:id/probe': { roles: FARM_ROLES, owner: 'ownTest' },
  'PUT /api/v1/soil_test/:id/confirm': { roles: FARM_ROLES, owner: 'ownTest' },
  'PUT /api/v1/soil_test/:id/abort': { roles: FARM_ROLES, owner: 'ownTest' },
  'PUT /api/v1/soil_test/:id/results': { roles: FARM_ROLES, owner: 'ownTest' },
  'POST /api/v1/soil_test/:id/images': { roles: FARM_ROLES, owner: 'ownTest' },
  'GET /api/v1/soil_test/:id/report': { roles: FARM_ROLES, owner: 'ownTest' },
  // Crop recommendation is an Admin screen (spec 2.1); so are its model cards and the prediction log.
  'POST /api/v1/ai/recommend_crop': { roles: ADMIN_ROLES },
  'POST /api/v1/ai/recommendation_crop': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /api/v1/ml/models': { roles: ADMIN_ROLES },
  'GET /api/v1/fertilizer/predictions': { roles: ADMIN_ROLES },
  // Every role has the fertilizer screen; a prediction is stored as the caller's.
  'POST /agri/fertilizer/recommendation/id': { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  'POST /agri/fertilizer/recommendation/gpt': { roles: ANY_SIGNED_IN },
  'GET /get/latest/prompt': { roles: ANY_SIGNED_IN },
  'POST /api/v1/fert/prediction/shc': { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  'POST /api/v1/fert/prediction/shc/values': { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  'POST /api/v1/fert/prediction/shc/:id/confirm': { roles: ANY_SIGNED_IN, owner: 'ownCardReading' },
  // Expert feedback loop (issue 6). Experts give feedback and see only their own; only Admin and
  // superAdmin read everyone's, decide and export (spec 6).
  'POST /fertilizer/recommendation/expert/feedback': { roles: EXPERT, owner: 'oneFeedbackPerPrediction' },
  'GET /fertilizer/recommendation/get/expert/feedback/uid': { roles: EXPERT, owner: 'ownFeedback' },
  'GET /fertilizer/recommendation/get/expert/feedback': { roles: ADMIN_ROLES },
  'POST /feedback/approval': { roles: ADMIN_ROLES, owner: 'recordedAsDecider' },
  'GET /fertilizer/recommendation/feedback/dashboard': {
    roles: STAFF_ROLES,
    owner: 'expertOwnFigures',
  },
  'GET /fertilizer/recommendation/feedback/export.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/get/profile': { roles: EXPERT, owner: 'ownProfile' },
  'POST /api/v1/upload/data': { roles: EXPERT, owner: 'ownProfile' },
  'GET /generate-sas-token': { roles: STAFF_ROLES, owner: 'ownFileLinks' },
  // Image analysis (issue 7): Admin screens (spec 2.1: soil type, soil test analyzer, disease, seeds).
  'POST /get/soil/type/predict': { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  'POST /get/soil/test/analysis': { roles: ADMIN_ROLES },
  'POST /get/soyabean/disease/prediction': { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  'POST /get/tomato/disease/prediction': { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  'POST /get/soyabean/seed/prediction': { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  'GET /api/v1/ml/image-models': { roles: ADMIN_ROLES },
  'POST /api/v1/ml/image-models/train': { roles: ADMIN_ROLES, owner: 'recordedAsCaller' },
  'GET /api/v1/ml/image-models/jobs': { roles: ADMIN_ROLES },
  'GET /api/v1/ml/image-models/jobs/:id': { roles: ADMIN_ROLES },
  'DELETE /api/v1/ml/image-models/:id': { roles: ADMIN_ROLES },
  // Forecasts (issue 8): Admin screens (spec 2.1: weather prediction, yield prediction) and their datasets.
  'GET /api/v1/datasets': { roles: ADMIN_ROLES },
  'POST /api/v1/datasets/:kind/import': { roles: ADMIN_ROLES, owner: 'recordedAsImporter' },
  // Soil analytics (issue 9): Admin screens (spec 2.1: soil data analysis, nutrient calculator, analysis, visualisation).
  'GET /get/soil/data/analysis': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /agri/ph/analysis/dataset': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /agri/ph/analysis': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /api/v1/ai/ph_graph': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /agri/ph/visualisation': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /get/soil/nutrient/calculator': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /get/zone/soil/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/crop/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/npk/nutrient/calculator': { roles: ADMIN_ROLES },
  'GET /get/zone/predict/nutrient/calculator': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  // Soybean analytics (issue 10): Admin screens (SoyaBean Statistics, crop analytics and fertigation, Management Practices).
  'GET /agri/soyabean/nutrient/prediction': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /agri/:crop/growth/stages': { roles: ADMIN_ROLES },
  'POST /agri/:crop/growth/per/stages': { roles: ADMIN_ROLES },
  'GET /agri/:crop/analytics': { roles: ADMIN_ROLES },
  'POST /agri/:crop/fertigation/start': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'POST /agri/:crop/fertigation/preview': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /api/v1/soybean/practices': { roles: ADMIN_ROLES },
  // Reports (issue 10): Admin exports and analytics; the sensor summary covers any device (staff see all farms).
  'GET /api/v1/reports/sensors.pdf': { roles: ADMIN_ROLES, owner: 'ownDevice' },
  'GET /api/v1/reports/soil-tests.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/predictions.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/feedback.csv': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/page-views': { roles: ADMIN_ROLES },
  'GET /api/v1/reports/page-views.csv': { roles: ADMIN_ROLES },
  // Audit log (issue 11): superAdmin only, and read-only: no route changes it.
  'GET /api/v1/audit': { roles: ['superAdmin'] },
  'GET /api/v1/audit.csv': { roles: ['superAdmin'] },
  'GET /api/files/:container/:name': { roles: 'public', owner: 'signedLink' },
};

/** Every endpoint of the catalogue. */
export const ENDPOINTS: readonly EndpointSpec[] = Object.values(endpoints).flatMap((group) => Object.values(group) as EndpointSpec[]);

/**
 * Who may call each endpoint, by `"METHOD /path"`: the catalogue's access rules. The guard enforces
 * the rule of the entry a route was registered from and the server refuses to start with a route
 * that has none, so an endpoint cannot be added without deciding its access.
 */
export const ACCESS_POLICY: Record<string, AccessRule> = {
  ...NOT_YET_IN_CATALOGUE,
  ...Object.fromEntries(ENDPOINTS.map((e) => [endpointKey(e), e.access])),
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
  return `Access: ${who}${rule.owner ? ` (${OWNERSHIP_RULES[rule.owner].text})` : ''}.`;
}
