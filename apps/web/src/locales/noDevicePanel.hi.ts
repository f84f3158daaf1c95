import type { noDevicePanelEn } from './noDevicePanel';

/** The Hindi half of noDevicePanel.ts, its own module so only Hindi readers download it (issue 24). */
export const noDevicePanelHi: typeof noDevicePanelEn = {
  noDevice: {
    farmerTitle: 'आपका मृदा सेंसर अभी सेट नहीं है',
    farmerNoFarm: 'आपका खाता अभी किसी खेत से नहीं जुड़ा है। खेत और उसका मृदा सेंसर जुड़ते ही रीडिंग, चार्ट और मृदा परीक्षण यहाँ दिखेंगे।',
    farmerNoDevice: 'आपके खेत पर अभी कोई मृदा सेंसर पंजीकृत नहीं है। पंजीकृत होते ही रीडिंग, चार्ट और मृदा परीक्षण यहाँ दिखेंगे।',
    farmerAsk: 'अपने एडमिन या सहकारी समिति से कहें कि वे खेत और उपकरण में आपका खेत जोड़ें और उसका मृदा सेंसर पंजीकृत करें। आपको और कुछ नहीं करना है।',
    staffTitle: 'अभी कोई मृदा सेंसर पंजीकृत नहीं है',
    staffText: 'यह स्क्रीन किसी डिवाइस की रीडिंग दिखाती है। खेत और उपकरण में किसी खेत पर डिवाइस पंजीकृत करें; पहली रीडिंग के साथ वह यहाँ दिखेगा।',
    openDevices: 'खेत और उपकरण खोलें',
    soilTestNeeds: 'मृदा परीक्षण आपके खेत के सेंसर को पढ़ता है, इसलिए सेंसर पंजीकृत होते ही यह शुरू हो सकता है।',
  },
};
