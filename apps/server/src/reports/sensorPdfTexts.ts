/** The texts of the sensor data summary PDF, in English, Hindi and Marathi. */
import type { SensorMetric } from '@agrim/contracts';
import type { PdfLanguage } from '../lib/pdf/document.js';

interface SensorPdfTexts {
  title: string;
  subtitle: string;
  device: string;
  farm: string;
  range: string;
  readings: string;
  faulty: string;
  daysWithReadings: string;
  firstReading: string;
  lastReading: string;
  values: string;
  columns: [string, string, string, string, string];
  allFaulty: string;
  noReadings: string;
  dailyMeans: string;
  npkChart: string;
  dailyMean: (label: string) => string;
  noValidReadings: string;
  generated: (title: string, at: string) => string;
  metrics: Record<SensorMetric, string>;
}

export const SENSOR_PDF_TEXT: Record<PdfLanguage, SensorPdfTexts> = {
  en: {
    title: 'Sensor Data Summary',
    subtitle: 'Agrim · Soil monitoring and agronomy advice',
    device: 'Device',
    farm: 'Farm',
    range: 'Range (Asia/Kolkata)',
    readings: 'Readings',
    faulty: 'Faulty readings (all zero)',
    daysWithReadings: 'Days with readings',
    firstReading: 'First reading',
    lastReading: 'Last reading',
    values: 'Values over the range',
    columns: ['Value', 'Unit', 'Min', 'Mean', 'Max'],
    allFaulty: 'Every reading of this range is faulty (all zero): there is nothing to chart.',
    noReadings: 'No readings in this range.',
    dailyMeans: 'Daily means',
    npkChart: 'Nitrogen, phosphorus and potassium (daily mean)',
    dailyMean: (label) => `${label} (daily mean)`,
    noValidReadings: 'No valid readings',
    generated: (title, at) => `${title} · Generated ${at} · Agrim`,
    metrics: {
      nitrogen: 'Nitrogen',
      phosphorus: 'Phosphorus',
      potassium: 'Potassium',
      temperature: 'Temperature',
      moisture: 'Moisture',
      conductivity: 'Conductivity',
      ph: 'pH',
    },
  },
  hi: {
    title: 'सेंसर डेटा सारांश',
    subtitle: 'Agrim · मृदा निगरानी और कृषि सलाह',
    device: 'उपकरण',
    farm: 'खेत',
    range: 'अवधि (एशिया/कोलकाता)',
    readings: 'रीडिंग',
    faulty: 'दोषपूर्ण रीडिंग (सभी शून्य)',
    daysWithReadings: 'रीडिंग वाले दिन',
    firstReading: 'पहली रीडिंग',
    lastReading: 'अंतिम रीडिंग',
    values: 'अवधि के मान',
    columns: ['मान', 'इकाई', 'न्यूनतम', 'औसत', 'अधिकतम'],
    allFaulty: 'इस अवधि की हर रीडिंग दोषपूर्ण (सभी शून्य) है: चार्ट के लिए कुछ नहीं है।',
    noReadings: 'इस अवधि में कोई रीडिंग नहीं है।',
    dailyMeans: 'दैनिक औसत',
    npkChart: 'नाइट्रोजन, फॉस्फोरस और पोटैशियम (दैनिक औसत)',
    dailyMean: (label) => `${label} (दैनिक औसत)`,
    noValidReadings: 'कोई मान्य रीडिंग नहीं',
    generated: (title, at) => `${title} · तैयार किया गया ${at} · Agrim`,
    metrics: {
      nitrogen: 'नाइट्रोजन',
      phosphorus: 'फॉस्फोरस',
      potassium: 'पोटैशियम',
      temperature: 'तापमान',
      moisture: 'नमी',
      conductivity: 'विद्युत चालकता',
      ph: 'pH',
    },
  },
  mr: {
    title: 'सेन्सर डेटा सारांश',
    subtitle: 'अग्रिम · माती निरीक्षण आणि कृषी सल्ला',
    device: 'उपकरण',
    farm: 'शेत',
    range: 'कालावधी (आशिया/कोलकाता)',
    readings: 'रीडिंग',
    faulty: 'सदोष रीडिंग (सर्व शून्य)',
    daysWithReadings: 'रीडिंग असलेले दिवस',
    firstReading: 'पहिले रीडिंग',
    lastReading: 'शेवटचे रीडिंग',
    values: 'कालावधीतील मूल्ये',
    columns: ['मूल्य', 'एकक', 'किमान', 'सरासरी', 'कमाल'],
    allFaulty: 'या कालावधीतील प्रत्येक रीडिंग सदोष (सर्व शून्य) आहे: आलेखासाठी काहीही नाही.',
    noReadings: 'या कालावधीत कोणतेही रीडिंग नाही.',
    dailyMeans: 'दैनिक सरासरी',
    npkChart: 'नत्र, स्फुरद आणि पालाश (दैनिक सरासरी)',
    dailyMean: (label) => `${label} (दैनिक सरासरी)`,
    noValidReadings: 'कोणतेही वैध रीडिंग नाही',
    generated: (title, at) => `${title} · तयार केले ${at} · अग्रिम`,
    metrics: {
      nitrogen: 'नत्र',
      phosphorus: 'स्फुरद',
      potassium: 'पालाश',
      temperature: 'तापमान',
      moisture: 'ओलावा',
      conductivity: 'विद्युत वाहकता',
      ph: 'सामू (pH)',
    },
  },
};
