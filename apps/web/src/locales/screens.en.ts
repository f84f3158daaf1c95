import { lifecycleEn } from './lifecycle';
import { ingestEn } from './ingest';
import { calibrationEn } from './calibration';
import { fertigationSetupEn } from './fertigationSetup';
import { cropEn } from './crop';
import { fertilizerEn } from './fertilizer';
import { feedbackEn } from './feedback';
import { profileEn } from './profile';
import { photoDiagnosisEn } from './photoDiagnosis';
import { weatherEn } from './weather';
import { yieldEn } from './yieldPrediction';
import { datasetsEn } from './datasets';
import { auditEn } from './audit';
import { soilAnalysisEn } from './soilAnalysis';
import { soybeanEn } from './soybean';
import { reportsEn } from './reports';
import { screensCoreEn } from './screensCore';

/**
 * The English strings of the signed-in screens other than /home, loaded before any of them renders and,
 * in the background, once the frame is up (see i18n.ts); the frame's and /home's own are in frame.en.ts.
 */
export const enScreens = {
  ...screensCoreEn,
  crop: cropEn,
  fertilizer: fertilizerEn,
  feedback: feedbackEn,
  profile: profileEn,
  image: photoDiagnosisEn,
  weather: weatherEn,
  yield: yieldEn,
  datasets: datasetsEn,
  audit: auditEn,
  soilAnalysis: soilAnalysisEn,
  soybean: soybeanEn,
  reports: reportsEn,
  lifecycle: lifecycleEn,
  ingest: ingestEn,
  calibration: calibrationEn,
  fertigationSetup: fertigationSetupEn,
};
