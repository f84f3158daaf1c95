import type { outboxEn } from './outbox';

/** The Hindi half of outbox.ts, its own module so only Hindi readers download it (issue 24). */
export const outboxHi: typeof outboxEn = {
  title_one: 'इस फ़ोन पर रखा गया {{count}} काम',
  title_other: 'इस फ़ोन पर रखे गए {{count}} काम',
  waiting: '{{time}} से इस फ़ोन पर रखा है: कनेक्शन लौटते ही भेजा जाएगा।',
  failed: 'नहीं भेजा गया: {{reason}}',
  retry: 'फिर से प्रयास करें',
  discard: 'हटाएँ',
  queued: 'आप ऑफ़लाइन हैं। आपकी प्रतिक्रिया इस फ़ोन पर रखी गई है और कनेक्शन लौटते ही एक बार भेजी जाएगी।',
  sent_one: 'फिर से ऑनलाइन: रखा गया {{count}} काम भेज दिया गया।',
  sent_other: 'फिर से ऑनलाइन: रखे गए {{count}} काम भेज दिए गए।',
  notSent_one: 'रखा गया {{count}} काम नहीं भेजा जा सका: {{reason}}',
  notSent_other: 'रखे गए {{count}} काम नहीं भेजे जा सके। स्क्रीन के ऊपर की सूची देखें।',
  keepFailed: 'यह फ़ोन इस काम को बाद में भेजने के लिए नहीं रख सका ({{reason}})। ऑनलाइन होने पर फिर से प्रयास करें।',
  kind: {
    feedback: 'उर्वरक सिफ़ारिश पर प्रतिक्रिया',
    soilType: 'मिट्टी के प्रकार के लिए मिट्टी की फ़ोटो',
    soybeanDisease: 'रोग पहचान के लिए सोयाबीन की पत्ती की फ़ोटो',
    tomatoDisease: 'रोग पहचान के लिए टमाटर की पत्ती की फ़ोटो',
    seedQuality: 'बीज की गुणवत्ता के लिए बीज की फ़ोटो',
  },
  photosKept: 'इस फ़ोन पर सहेज ली गईं; ऑनलाइन होते ही फ़ोटो भेज दी जाएँगी। परिणाम यहाँ और स्क्रीन के ऊपर की सूची में दिखेगा।',
  photosSending: 'फिर से ऑनलाइन: सहेजी गई फ़ोटो भेजी जा रही हैं…',
  sentTitle_one: 'सहेजा गया {{count}} काम भेज दिया गया: उसका परिणाम तैयार है',
  sentTitle_other: 'सहेजे गए {{count}} काम भेज दिए गए: उनके परिणाम तैयार हैं',
  sentAt: '{{time}} पर भेजा गया।',
  seeResult: 'परिणाम देखें',
  dismiss: 'हटाएँ',
  keptResult: '{{time}} को सहेजी गई फ़ोटो का परिणाम, कनेक्शन लौटने पर भेजी गईं।',
};
