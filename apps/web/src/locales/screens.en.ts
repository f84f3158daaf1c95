import { sessionEn } from './session';
import { failuresEn } from './failures';
import { lifecycleEn } from './lifecycle';
import { onboardingEn } from './onboarding';
import { ingestEn } from './ingest';
import { cropEn } from './crop';
import { fertilizerEn } from './fertilizer';
import { feedbackEn } from './feedback';
import { profileEn } from './profile';
import { imageAnalysisEn } from './imageAnalysis';
import { weatherEn } from './weather';
import { yieldEn } from './yieldPrediction';
import { datasetsEn } from './datasets';
import { auditEn } from './audit';
import { soilAnalysisEn } from './soilAnalysis';
import { soybeanEn } from './soybean';
import { reportsEn } from './reports';
import { alertsEn } from './alerts';

/** The English strings of the signed-in screens, loaded with the app's frame (see en.ts). */
export const enScreens = {
  crop: cropEn,
  fertilizer: fertilizerEn,
  feedback: feedbackEn,
  profile: profileEn,
  image: imageAnalysisEn,
  weather: weatherEn,
  yield: yieldEn,
  datasets: datasetsEn,
  audit: auditEn,
  soilAnalysis: soilAnalysisEn,
  soybean: soybeanEn,
  reports: reportsEn,
  alerts: alertsEn,
  session: sessionEn,
  failure: failuresEn,
  lifecycle: lifecycleEn,
  onboarding: onboardingEn,
  ingest: ingestEn,
};
