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
  kind: { feedback: 'उर्वरक सिफ़ारिश पर प्रतिक्रिया' },
};
