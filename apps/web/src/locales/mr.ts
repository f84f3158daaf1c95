import { a11yMr } from './a11y.mr';
import { accountMr } from './account.mr';
import { alertsMr } from './alerts.mr';
import { auditMr } from './audit.mr';
import { authMr } from './auth.mr';
import { cropAnalyticsMr } from './cropAnalytics.mr';
import { cropRecommendationMr } from './cropRecommendation.mr';
import { datasetsMr } from './datasets.mr';
import { devicesMr } from './devices.mr';
import { failuresMr } from './failures.mr';
import { feedbackMr } from './feedback.mr';
import { fertilizerMr } from './fertilizer.mr';
import { confirmDialogMr } from './confirmDialog.mr';
import { managementPracticesMr } from './managementPractices.mr';
import { monitoringMr } from './monitoring.mr';
import { nutrientCalculatorMr } from './nutrientCalculator.mr';
import { noDevicePanelMr } from './noDevicePanel.mr';
import { outboxMr } from './outbox.mr';
import { phAnalysisMr } from './phAnalysis.mr';
import { photoDiagnosisMr } from './photoDiagnosis.mr';
import { profileMr } from './profile.mr';
import { reportsMr } from './reports.mr';
import { sessionMr } from './session.mr';
import { shellMr } from './shell.mr';
import { soilAnalysisMr } from './soilAnalysis.mr';
import { soilDataAnalysisMr } from './soilDataAnalysis.mr';
import { soilTestingMr } from './soilTesting.mr';
import { soybeanMr } from './soybean.mr';
import { soybeanStatsMr } from './soybeanStats.mr';
import { totpMr } from './totp.mr';
import { usersMr } from './users.mr';
import { visualisationMr } from './visualisation.mr';
import { weatherMr } from './weather.mr';
import { yieldMr } from './yieldPrediction.mr';
import type { Translation } from './en';

/**
 * Marathi strings (issue 41): the same keys as en.ts and hi.ts (the type checker enforces it), downloaded only by
 * Marathi readers. Assembled from the Marathi half of each module (<name>.mr.ts beside <name>.ts).
 */
export const mr: Translation = {
  ...shellMr,
  login: authMr,
  ...monitoringMr,
  totp: totpMr,
  a11y: a11yMr,
  alerts: alertsMr,
  session: sessionMr,
  failure: failuresMr,
  outbox: outboxMr,
  ...usersMr,
  ...devicesMr,
  onboarding: { ...noDevicePanelMr, ...usersMr.onboarding },
  lifecycle: { ...confirmDialogMr, ...usersMr.lifecycle, ...devicesMr.lifecycle },
  account: accountMr,
  soilTesting: soilTestingMr,
  crop: cropRecommendationMr,
  fertilizer: fertilizerMr,
  feedback: feedbackMr,
  profile: profileMr,
  image: photoDiagnosisMr,
  weather: weatherMr,
  yield: yieldMr,
  datasets: datasetsMr,
  audit: auditMr,
  soilAnalysis: {
    ...soilAnalysisMr,
    data: soilDataAnalysisMr,
    ph: phAnalysisMr,
    visualisation: visualisationMr,
    calculator: nutrientCalculatorMr,
  },
  soybean: { ...soybeanMr, stats: soybeanStatsMr, analytics: cropAnalyticsMr, practices: managementPracticesMr },
  reports: reportsMr,
};
