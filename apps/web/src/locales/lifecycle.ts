/** Account lifecycle and farm/device administration (issue 18); Hindi has the same keys (checked by the type). */
export const lifecycleEn = {
  users: {
    show: 'Show',
    staffOnly: 'Staff',
    allAccounts: 'All accounts',
    disabled: 'Disabled',
    actions: 'Actions',
    actionsFor: 'Actions for {{email}}',
    disable: 'Disable',
    enable: 'Enable',
    delete: 'Delete',
    confirmDisableTitle: 'Disable {{email}}?',
    confirmDisableBody:
      'They are signed out everywhere at once and cannot sign in until the account is enabled again. Their farms, readings, soil tests and history stay as they are.',
    confirmEnableTitle: 'Enable {{email}}?',
    confirmEnableBody: 'They can sign in again with their password. Sessions ended when the account was disabled stay ended.',
    confirmDeleteTitle: 'Delete {{email}}?',
    confirmDeleteBody:
      'This cannot be undone. They are signed out everywhere, their name, email, phone and photo are removed, and they are taken off every farm. The farm data they recorded (readings, soil tests, predictions) and the audit log stay, under "Deleted account".',
    disabledDone: '{{email}} is disabled and signed out everywhere.',
    enabledDone: '{{email}} can sign in again.',
    deletedDone: 'The account {{email}} is deleted.',
    failed: 'Could not {{action}} {{email}}: {{message}} Reload the list and try again; only an account below your role can be changed.',
  },
  devices: {
    removeMember: 'Remove {{email}} from this farm',
    confirmRemoveTitle: 'Remove {{email}} from {{farm}}?',
    confirmRemoveBody:
      'They stop seeing this farm’s devices and readings at once. Their account and the readings and soil tests already recorded stay. You can add them again later.',
    remove: 'Remove',
    memberRemoved: '{{email}} no longer sees {{farm}}.',
    keyActions: 'Key actions for {{name}}',
    rotateKey: 'New key (rotate)',
    revokeKey: 'Revoke key',
    keyRevoked: 'key revoked',
    confirmRevokeTitle: 'Revoke the key of {{name}}?',
    confirmRevokeBody:
      'The device’s readings are refused from now on (over HTTP and MQTT). Use this for a lost or stolen device. Its stored readings stay. Give it a new key later to let it report again.',
    confirmRotateTitle: 'Give {{name}} a new key?',
    confirmRotateBody:
      'The current key stops working at once: the device cannot report until the new key, shown once on the next screen, is entered on it.',
    revoke: 'Revoke',
    rotate: 'Create new key',
    revoked: 'The key of {{name}} is revoked; its readings are refused.',
    rotated: 'New key for {{name}}. Enter it on the device now.',
    failed: 'Could not change {{what}}: {{message}} Reload the page and try again.',
  },
  confirmCancel: 'Cancel',
};

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
