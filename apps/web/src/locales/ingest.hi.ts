import type { ingestEn } from './ingest';

/** The Hindi half of ingest.ts, its own module so only Hindi readers download it (issue 24). */
export const ingestHi: typeof ingestEn = {
  droppedTitle: 'MQTT ब्रोकर पर रीडिंग खो गईं',
  dropped:
    'सर्वर पीछे रह गया, इसलिए ब्रोकर ने शुरू होने ({{started}}) से अब तक {{count}} संदेश छोड़ दिए, आखिरी बार {{when}}। डिवाइसों से {{since}} के बाद भेजा गया सब कुछ फिर से भेजने को कहा गया है; दोहराई गई रीडिंग एक ही बार सहेजी जाती है।',
  lagging: 'रीडिंग सहेजने से तेज़ आ रही हैं: {{count}} प्रतीक्षा में, सबसे पुरानी {{seconds}} सेकंड से। अभी कुछ खोया नहीं है।',
};
