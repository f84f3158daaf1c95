/** Strings of the shared failure notice (issue 22, item 2): what happened and what to do; Hindi has the same keys. */
export const failuresEn = {
  title: 'That did not work',
  network: 'The server could not be reached.',
  timeout: 'The server took too long to answer.',
  hints: {
    network: 'Check your internet connection, then try again.',
    signIn: 'Your session has ended: sign in again, then repeat this step.',
    forbidden: 'Your account may not do this. Ask an Admin to give you access.',
    notFound: 'It may have been removed or not set up yet. If it should be there, ask an Admin.',
    invalid: 'Check what you entered and try again.',
    tooMany: 'Too many tries in a short time: wait a minute, then try again.',
    server: 'Something went wrong on the server. Try again in a few minutes; if it keeps failing, tell an Admin.',
  },
  retry: 'Try again',
  /** A step of a larger task failed, e.g. "Starting the soil test failed". */
  step: '{{what}}: {{message}}',
  steps: {
    soilTestStart: 'The soil test could not be started',
    soilTestProbe: 'The probe placement could not be recorded',
    soilTestConfirm: 'The test run could not be started',
    soilTestAbort: 'The soil test could not be cancelled',
    soilImages: 'The test started, but the soil image could not be uploaded',
    download: 'The download failed',
    latestReading: "Your device's latest reading could not be loaded; the values below are defaults",
  },
};

export const failuresHi: typeof failuresEn = {
  title: 'यह नहीं हो सका',
  network: 'सर्वर से संपर्क नहीं हो सका।',
  timeout: 'सर्वर ने जवाब देने में बहुत देर लगाई।',
  hints: {
    network: 'अपना इंटरनेट कनेक्शन जाँचें, फिर से कोशिश करें।',
    signIn: 'आपका सत्र समाप्त हो गया है: फिर से साइन इन करें, फिर यह कदम दोहराएँ।',
    forbidden: 'आपका खाता यह नहीं कर सकता। पहुँच के लिए किसी एडमिन से कहें।',
    notFound: 'हो सकता है इसे हटा दिया गया हो या अभी तैयार न किया गया हो। अगर यह होना चाहिए, तो किसी एडमिन से कहें।',
    invalid: 'आपने जो भरा है उसे जाँचें और फिर से कोशिश करें।',
    tooMany: 'कम समय में बहुत सारी कोशिशें: एक मिनट रुकें, फिर से कोशिश करें।',
    server: 'सर्वर पर कुछ गड़बड़ हुई। कुछ मिनट बाद फिर से कोशिश करें; अगर बार-बार ऐसा हो, तो किसी एडमिन को बताएँ।',
  },
  retry: 'फिर से कोशिश करें',
  step: '{{what}}: {{message}}',
  steps: {
    soilTestStart: 'मृदा परीक्षण शुरू नहीं हो सका',
    soilTestProbe: 'प्रोब लगाने की पुष्टि दर्ज नहीं हो सकी',
    soilTestConfirm: 'परीक्षण चलाना शुरू नहीं हो सका',
    soilTestAbort: 'मृदा परीक्षण रद्द नहीं हो सका',
    soilImages: 'परीक्षण शुरू हो गया, पर मिट्टी की तस्वीर अपलोड नहीं हो सकी',
    download: 'डाउनलोड नहीं हो सका',
    latestReading: 'आपके डिवाइस की नई रीडिंग लोड नहीं हो सकी; नीचे के मान डिफ़ॉल्ट हैं',
  },
};
