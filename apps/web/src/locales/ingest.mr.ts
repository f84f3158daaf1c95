import type { ingestEn } from './ingest';

/** The Marathi half of ingest.ts, its own module so only Marathi readers download it (issue 41). */
export const ingestMr: typeof ingestEn = {
  droppedTitle: 'MQTT ब्रोकरवर रीडिंग हरवली',
  dropped:
    'सर्व्हर मागे पडल्यामुळे ब्रोकरने सुरू झाल्यापासून ({{started}}) आतापर्यंत {{count}} संदेश सोडून दिले, शेवटचा {{when}}. उपकरणांना {{since}} नंतर पाठवलेले सर्व पुन्हा पाठवण्यास सांगितले आहे; पुन्हा आलेले रीडिंग एकदाच जतन केले जाते.',
  lagging: 'रीडिंग जतन होण्यापेक्षा जास्त वेगाने येत आहेत: {{count}} प्रतीक्षेत, सर्वात जुने {{seconds}} सेकंदांपासून. अजून काहीही हरवलेले नाही.',
};
