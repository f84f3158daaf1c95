/** Strings of the MQTT ingestion notice on Farms & Devices (issue 19); Hindi has the same keys (checked by the type). */
export const ingestEn = {
  droppedTitle: 'Readings were lost at the MQTT broker',
  dropped:
    'The broker dropped {{count}} messages since it started ({{started}}), last seen {{when}}, because the server could not keep up. Devices were asked to publish again everything sent since {{since}}; repeats are stored once.',
  lagging: 'Readings are arriving faster than they are stored: {{count}} waiting, the oldest for {{seconds}} s. Nothing is lost yet.',
};

export const ingestHi: typeof ingestEn = {
  droppedTitle: 'MQTT ब्रोकर पर रीडिंग खो गईं',
  dropped:
    'सर्वर पीछे रह गया, इसलिए ब्रोकर ने शुरू होने ({{started}}) से अब तक {{count}} संदेश छोड़ दिए, आखिरी बार {{when}}। डिवाइसों से {{since}} के बाद भेजा गया सब कुछ फिर से भेजने को कहा गया है; दोहराई गई रीडिंग एक ही बार सहेजी जाती है।',
  lagging: 'रीडिंग सहेजने से तेज़ आ रही हैं: {{count}} प्रतीक्षा में, सबसे पुरानी {{seconds}} सेकंड से। अभी कुछ खोया नहीं है।',
};
