import { alerts } from './alerts.js';
import { audit } from './audit.js';
import { auth } from './auth.js';
import { datasets } from './datasets.js';
import { feedback } from './feedback.js';
import { forecasts } from './forecasts.js';
import { health } from './health.js';
import { imageAnalysis } from './imageAnalysis.js';
import { pageViews } from './pageViews.js';
import { profile } from './profile.js';
import { recommendations } from './recommendations.js';
import { reports } from './reports.js';
import { sensors } from './sensors.js';
import { soilAnalysis } from './soilAnalysis.js';
import { soilTests } from './soilTests.js';
import { sms } from './sms.js';
import { soybean } from './soybean.js';
import { storage } from './storage.js';
import { users } from './users.js';

export { MAX_FUTURE_YEARS, YIELD_HORIZON } from './forecasts.js';

/**
 * Every endpoint of the API, by group. A group's name is the folder of its handlers
 * (`apps/server/src/<group>/routes.ts`) and of this file (`endpoints/<group>.ts`).
 */
export const endpoints = {
  health,
  auth,
  users,
  pageViews,
  sensors,
  soilTests,
  recommendations,
  feedback,
  profile,
  imageAnalysis,
  datasets,
  forecasts,
  reports,
  audit,
  soilAnalysis,
  soybean,
  storage,
  alerts,
  sms,
};
export type EndpointGroupName = keyof typeof endpoints;
