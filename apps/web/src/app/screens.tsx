import { type ComponentType, lazy } from 'react';
import ErrorPage from '../components/ErrorPage';

/**
 * The screens this build has, by route path of the contracts' SCREEN_ROUTES. The menu, search
 * and redirects offer only these, so a screen appears when it exists and never as a placeholder.
 */
export const SCREENS: Record<string, ComponentType> = {
  '/home': lazy(() => import('../features/monitoring/HomePage')),
  '/soil-testing': lazy(() => import('../features/soilTesting/SoilTestingPage')),
  '/alerts': lazy(() => import('../features/alerts/AlertsPage')),
  '/feedback/summary': lazy(() => import('../features/feedback/FeedbackDashboardPage')),
  '/fertilizer-recommendation': lazy(() => import('../features/fertilizer/FertilizerPage')),
  '/crop-recommendation': lazy(() => import('../features/cropRecommendation/CropRecommendationPage')),
  '/crop-recommendation/report': lazy(() => import('../features/cropRecommendation/ModelReportPage')),
  '/weather-prediction': lazy(() => import('../features/weather/WeatherPredictionPage')),
  '/soil/type/detector': lazy(() => import('../features/soilType/SoilTypePage')),
  '/disease-detection': lazy(() => import('../features/diseaseDetection/DiseaseDetectionPage')),
  '/seeds/detection': lazy(() => import('../features/seedQuality/SeedQualityPage')),
  '/yield-prediction': lazy(() => import('../features/yieldPrediction/YieldPredictionPage')),
  '/agri/soil/data/analysis': lazy(() => import('../features/soilDataAnalysis/SoilDataAnalysisPage')),
  '/analysis': lazy(() => import('../features/phAnalysis/PhAnalysisPage')),
  '/visualisation': lazy(() => import('../features/visualisation/VisualisationPage')),
  '/soya': lazy(() => import('../features/soybeanStats/SoybeanStatsPage')),
  '/crop-analytics': lazy(() => import('../features/cropAnalytics/CropAnalyticsPage')),
  '/management_practices': lazy(() => import('../features/managementPractices/ManagementPracticesPage')),
  '/soil/nutrient/calculator': lazy(() => import('../features/nutrientCalculator/NutrientCalculatorPage')),
  '/soil/test/analyzer': lazy(() => import('../features/soilTestAnalyzer/SoilTestAnalyzerPage')),
  '/reports': lazy(() => import('../features/reports/ReportsPage')),
  '/user_management': lazy(() => import('../features/users/UserManagementPage')),
  '/devices': lazy(() => import('../features/devices/DevicesPage')),
  '/datasets': lazy(() => import('../features/datasets/DatasetsPage')),
  '/audit': lazy(() => import('../features/audit/AuditLogPage')),
  '/account': lazy(() => import('../features/account/AccountPage')),
  '/profile': lazy(() => import('../features/profile/ProfilePage')),
  // The error page is also the error boundary's fallback, so it ships in the main bundle.
  '/errors': ErrorPage,
};

export const AVAILABLE_SCREENS: readonly string[] = Object.keys(SCREENS);
