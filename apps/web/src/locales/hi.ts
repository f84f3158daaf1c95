import { a11yHi } from './a11y.hi';
import { accountHi } from './account.hi';
import { alertsHi } from './alerts.hi';
import { auditHi } from './audit.hi';
import { authHi } from './auth.hi';
import { cropAnalyticsHi } from './cropAnalytics.hi';
import { cropRecommendationHi } from './cropRecommendation.hi';
import { datasetsHi } from './datasets.hi';
import { devicesHi } from './devices.hi';
import { failuresHi } from './failures.hi';
import { feedbackHi } from './feedback.hi';
import { fertilizerHi } from './fertilizer.hi';
import { confirmDialogHi } from './confirmDialog.hi';
import { managementPracticesHi } from './managementPractices.hi';
import { monitoringHi } from './monitoring.hi';
import { nutrientCalculatorHi } from './nutrientCalculator.hi';
import { noDevicePanelHi } from './noDevicePanel.hi';
import { outboxHi } from './outbox.hi';
import { phAnalysisHi } from './phAnalysis.hi';
import { photoDiagnosisHi } from './photoDiagnosis.hi';
import { profileHi } from './profile.hi';
import { reportsHi } from './reports.hi';
import { sessionHi } from './session.hi';
import { shellHi } from './shell.hi';
import { soilAnalysisHi } from './soilAnalysis.hi';
import { soilDataAnalysisHi } from './soilDataAnalysis.hi';
import { soilTestingHi } from './soilTesting.hi';
import { soybeanHi } from './soybean.hi';
import { soybeanStatsHi } from './soybeanStats.hi';
import { totpHi } from './totp.hi';
import { usersHi } from './users.hi';
import { visualisationHi } from './visualisation.hi';
import { weatherHi } from './weather.hi';
import { yieldHi } from './yieldPrediction.hi';
import type { Translation } from './en';

/**
 * Hindi strings: the same keys as en.ts (the type checker enforces it), downloaded only by Hindi readers (issue 24).
 * Assembled from the Hindi half of each module (<name>.hi.ts beside <name>.ts), as en.ts, frame.en.ts and
 * screens.en.ts assemble the English.
 */
export const hi: Translation = {
  ...shellHi,
  login: authHi,
  ...monitoringHi,
  totp: totpHi,
  a11y: a11yHi,
  alerts: alertsHi,
  session: sessionHi,
  failure: failuresHi,
  outbox: outboxHi,
  ...usersHi,
  ...devicesHi,
  onboarding: { ...noDevicePanelHi, ...usersHi.onboarding },
  lifecycle: { ...confirmDialogHi, ...usersHi.lifecycle, ...devicesHi.lifecycle },
  account: accountHi,
  soilTesting: soilTestingHi,
  crop: cropRecommendationHi,
  fertilizer: fertilizerHi,
  feedback: feedbackHi,
  profile: profileHi,
  image: photoDiagnosisHi,
  weather: weatherHi,
  yield: yieldHi,
  datasets: datasetsHi,
  audit: auditHi,
  soilAnalysis: {
    ...soilAnalysisHi,
    data: soilDataAnalysisHi,
    ph: phAnalysisHi,
    visualisation: visualisationHi,
    calculator: nutrientCalculatorHi,
  },
  soybean: { ...soybeanHi, stats: soybeanStatsHi, analytics: cropAnalyticsHi, practices: managementPracticesHi },
  reports: reportsHi,
};
