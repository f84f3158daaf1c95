import type { lifecycleEn } from './lifecycle';

/** The Hindi half of lifecycle.ts, its own module so only Hindi readers download it (issue 24). */
export const lifecycleHi: typeof lifecycleEn = {
  users: {
    show: 'दिखाएँ',
    staffOnly: 'स्टाफ़',
    allAccounts: 'सभी खाते',
    disabled: 'निष्क्रिय',
    actions: 'कार्रवाई',
    actionsFor: '{{email}} के लिए कार्रवाई',
    disable: 'निष्क्रिय करें',
    enable: 'सक्रिय करें',
    delete: 'हटाएँ',
    confirmDisableTitle: '{{email}} को निष्क्रिय करें?',
    confirmDisableBody:
      'वे तुरंत हर जगह से साइन आउट हो जाएँगे और खाता फिर से सक्रिय होने तक साइन इन नहीं कर पाएँगे। उनके खेत, रीडिंग, मिट्टी परीक्षण और इतिहास जैसे हैं वैसे रहेंगे।',
    confirmEnableTitle: '{{email}} को सक्रिय करें?',
    confirmEnableBody: 'वे अपने पासवर्ड से फिर से साइन इन कर सकेंगे। निष्क्रिय करते समय समाप्त हुए सत्र समाप्त ही रहेंगे।',
    confirmDeleteTitle: '{{email}} को हटाएँ?',
    confirmDeleteBody:
      'यह वापस नहीं होगा। वे हर जगह से साइन आउट होंगे, उनका नाम, ईमेल, फ़ोन और फ़ोटो हटा दिए जाएँगे, और उन्हें हर खेत से हटा दिया जाएगा। उनके दर्ज किए खेत के आँकड़े (रीडिंग, मिट्टी परीक्षण, अनुमान) और ऑडिट लॉग "हटाया गया खाता" नाम से बने रहेंगे।',
    disabledDone: '{{email}} निष्क्रिय है और हर जगह से साइन आउट हो गया।',
    enabledDone: '{{email}} फिर से साइन इन कर सकते हैं।',
    deletedDone: 'खाता {{email}} हटा दिया गया।',
    failed:
      '{{email}} पर "{{action}}" नहीं हो सका: {{message}} सूची फिर से लोड करें और दोबारा कोशिश करें; केवल आपकी भूमिका से नीचे का खाता बदला जा सकता है।',
  },
  devices: {
    removeMember: '{{email}} को इस खेत से हटाएँ',
    confirmRemoveTitle: '{{email}} को {{farm}} से हटाएँ?',
    confirmRemoveBody:
      'वे तुरंत इस खेत के उपकरण और रीडिंग देखना बंद कर देंगे। उनका खाता और पहले से दर्ज रीडिंग व मिट्टी परीक्षण बने रहेंगे। आप उन्हें बाद में फिर जोड़ सकते हैं।',
    remove: 'हटाएँ',
    memberRemoved: '{{email}} अब {{farm}} नहीं देख सकते।',
    keyActions: '{{name}} की कुंजी के विकल्प',
    rotateKey: 'नई कुंजी (बदलें)',
    revokeKey: 'कुंजी रद्द करें',
    keyRevoked: 'कुंजी रद्द',
    confirmRevokeTitle: '{{name}} की कुंजी रद्द करें?',
    confirmRevokeBody:
      'अब से इस उपकरण की रीडिंग (HTTP और MQTT) अस्वीकार होंगी। खोए या चोरी हुए उपकरण के लिए इसका उपयोग करें। इसकी सहेजी गई रीडिंग बनी रहेंगी। बाद में नई कुंजी देकर इसे फिर चालू करें।',
    confirmRotateTitle: '{{name}} को नई कुंजी दें?',
    confirmRotateBody:
      'मौजूदा कुंजी तुरंत काम करना बंद कर देगी: अगली स्क्रीन पर एक बार दिखाई जाने वाली नई कुंजी उपकरण में डालने तक वह रीडिंग नहीं भेज पाएगा।',
    revoke: 'कुंजी रद्द करें',
    rotate: 'नई कुंजी बनाएँ',
    revoked: '{{name}} की कुंजी रद्द हो गई; इसकी रीडिंग अस्वीकार होंगी।',
    rotated: '{{name}} के लिए नई कुंजी। इसे अभी उपकरण में डालें।',
    failed: '{{what}} नहीं बदला जा सका: {{message}} पेज फिर से लोड करें और दोबारा कोशिश करें।',
  },
  confirmCancel: 'वापस जाएँ',
};
