import type { ComponentType } from 'react';
import ErrorPage from '../components/ErrorPage';
import { loadScreenStrings } from '../lib/i18n';
import { lazyPreloadable } from '../lib/lazyPreloadable';

type Load = () => Promise<{ default: ComponentType }>;

/** A screen's code and the screens' English strings (issue 24: /home's first paint waits only for its own). */
const screen =
  (load: Load): Load =>
  () =>
    Promise.all([load(), loadScreenStrings()]).then(([module]) => module);

/** Each screen's download, by route path of the contracts' SCREEN_ROUTES. */
const LOADERS: Record<string, Load> = {
  '/home': () => import('../features/monitoring/HomePage'),
  // Every other screen: screen(), with the rest of the strings.
  '/soil-testing': screen(() => import('../features/soilTesting/SoilTestingPage')),
  '/alerts': screen(() => import('../features/alerts/AlertsPage')),
  '/feedback/summary': screen(() => import('../features/feedback/FeedbackDashboardPage')),
  '/fertilizer-recommendation': screen(() => import('../features/fertilizer/FertilizerPage')),
  '/crop-recommendation': screen(() => import('../features/cropRecommendation/CropRecommendationPage')),
  '/crop-recommendation/report': screen(() => import('../features/cropRecommendation/ModelReportPage')),
  '/weather-prediction': screen(() => import('../features/weather/WeatherPredictionPage')),
  '/soil/type/detector': screen(() => import('../features/photoDiagnosis/SoilTypePage')),
  '/disease-detection': screen(() => import('../features/photoDiagnosis/DiseaseDetectionPage')),
  '/seeds/detection': screen(() => import('../features/photoDiagnosis/SeedQualityPage')),
  '/yield-prediction': screen(() => import('../features/yieldPrediction/YieldPredictionPage')),
  '/agri/soil/data/analysis': screen(() => import('../features/soilDataAnalysis/SoilDataAnalysisPage')),
  '/analysis': screen(() => import('../features/phAnalysis/PhAnalysisPage')),
  '/visualisation': screen(() => import('../features/visualisation/VisualisationPage')),
  '/soya': screen(() => import('../features/soybeanStats/SoybeanStatsPage')),
  '/crop-analytics': screen(() => import('../features/cropAnalytics/CropAnalyticsPage')),
  '/management_practices': screen(() => import('../features/managementPractices/ManagementPracticesPage')),
  '/soil/nutrient/calculator': screen(() => import('../features/nutrientCalculator/NutrientCalculatorPage')),
  '/soil/test/analyzer': screen(() => import('../features/photoDiagnosis/SoilTestAnalyzerPage')),
  '/reports': screen(() => import('../features/reports/ReportsPage')),
  '/user_management': screen(() => import('../features/users/UserManagementPage')),
  '/devices': screen(() => import('../features/devices/DevicesPage')),
  '/datasets': screen(() => import('../features/datasets/DatasetsPage')),
  '/audit': screen(() => import('../features/audit/AuditLogPage')),
  '/account': screen(() => import('../features/account/AccountPage')),
  '/profile': screen(() => import('../features/profile/ProfilePage')),
};

const LAZY_SCREENS = Object.fromEntries(Object.entries(LOADERS).map(([path, load]) => [path, lazyPreloadable(load)]));

/**
 * The screens this build has. The menu, search and redirects offer only these, so a screen appears
 * when it exists and never as a placeholder.
 */
export const SCREENS: Record<string, ComponentType> = {
  ...LAZY_SCREENS,
  // The error page is also the error boundary's fallback, so it ships in the main bundle.
  '/errors': ErrorPage,
};

/**
 * Starts the download of the screen at `path` now, beside the signed-in frame's, rather than after the
 * frame has drawn (one round trip less before a phone's first screen). Settles when it is here; failures
 * are the router's to show.
 */
export function preloadScreen(path: string): Promise<void> {
  return (
    LAZY_SCREENS[path]?.preload().then(
      () => undefined,
      () => undefined,
    ) ?? Promise.resolve()
  );
}

export const AVAILABLE_SCREENS: readonly string[] = Object.keys(SCREENS);
