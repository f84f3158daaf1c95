import { accountEn } from './account';
import { auditEn } from './audit';
import { cropAnalyticsEn } from './cropAnalytics';
import { cropRecommendationEn } from './cropRecommendation';
import { datasetsEn } from './datasets';
import { devicesEn } from './devices';
import { feedbackEn } from './feedback';
import { fertilizerEn } from './fertilizer';
import { confirmDialogEn } from './confirmDialog';
import { managementPracticesEn } from './managementPractices';
import { nutrientCalculatorEn } from './nutrientCalculator';
import { phAnalysisEn } from './phAnalysis';
import { photoDiagnosisEn } from './photoDiagnosis';
import { profileEn } from './profile';
import { reportsEn } from './reports';
import { soilAnalysisEn } from './soilAnalysis';
import { soilDataAnalysisEn } from './soilDataAnalysis';
import { soilTestingEn } from './soilTesting';
import { soybeanEn } from './soybean';
import { soybeanStatsEn } from './soybeanStats';
import { usersEn } from './users';
import { visualisationEn } from './visualisation';
import { weatherEn } from './weather';
import { yieldEn } from './yieldPrediction';

/**
 * The English strings of the signed-in screens other than /home, loaded before any of them renders and,
 * in the background, once the frame is up (see i18n.ts); the frame's and /home's own are in frame.en.ts.
 * A group several screens share (soilAnalysis, soybean, lifecycle) takes each screen's part from its module.
 */
export const enScreens = {
  ...usersEn,
  ...devicesEn,
  lifecycle: { ...confirmDialogEn, ...usersEn.lifecycle, ...devicesEn.lifecycle },
  account: accountEn,
  soilTesting: soilTestingEn,
  crop: cropRecommendationEn,
  fertilizer: fertilizerEn,
  feedback: feedbackEn,
  profile: profileEn,
  image: photoDiagnosisEn,
  weather: weatherEn,
  yield: yieldEn,
  datasets: datasetsEn,
  audit: auditEn,
  soilAnalysis: {
    ...soilAnalysisEn,
    data: soilDataAnalysisEn,
    ph: phAnalysisEn,
    visualisation: visualisationEn,
    calculator: nutrientCalculatorEn,
  },
  soybean: { ...soybeanEn, stats: soybeanStatsEn, analytics: cropAnalyticsEn, practices: managementPracticesEn },
  reports: reportsEn,
};
