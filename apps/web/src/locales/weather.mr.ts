import type { weatherEn } from './weather';

/** The Marathi half of weather.ts, its own module so only Marathi readers download it (issue 41). */
export const weatherMr: typeof weatherEn = {
  intro: 'IMD च्या हवामान उपविभागांचा मासिक पाऊस: किती पाऊस पडला, मॉडेल काय अंदाज देते आणि त्या अंदाजावर किती विश्वास ठेवता येतो.',
  subdivisions: 'सर्व उपविभाग',
  chooseOne: 'अंदाज पाहण्यासाठी किमान एक उपविभाग निवडा.',
  futureTitle: 'अंदाजासाठी पुढील तारीख निवडा',
  startTime: 'सुरुवातीची वेळ',
  futureHelp: 'या तारखेपर्यंतच्या प्रत्येक महिन्याचा अंदाज दिला जातो.',
  pastDate: 'आजची किंवा त्यानंतरची तारीख निवडा.',
  tooLate: '{{date}} पर्यंतची तारीख निवडा.',
  chart: 'पाऊस, प्रत्यक्ष आणि अंदाज',
  actual: 'प्रत्यक्ष',
  forecast: 'अंदाज',
  band: '{{percent}} मर्यादा',
  rainfallAxis: 'पाऊस (mm)',
  rsquare: 'R²: {{value}}',
  rsquareHelp:
    'माहितीच्या शेवटच्या 10 वर्षांवर ({{from}} ते {{to}}) मोजले, जी मॉडेल शिकताना त्याने पाहिली नव्हती: 1 म्हणजे अचूक अंदाज, 0 म्हणजे सरासरीपेक्षा चांगला नाही.',
  backtest:
    'त्या वर्षांवरील सरासरी चूक: दरमहा {{mae}} mm. तुलनेसाठी, महिन्याचा नेहमीचा पाऊस धरल्यास: {{climatology}} mm; मागील वर्षीचा तोच महिना धरल्यास: {{naive}} mm.',
  // The server describes its method in English; here the same model in plain Marathi.
  model: 'मॉडेल: Prophet-पद्धतीचे बेरीज मॉडेल, म्हणजे दीर्घकालीन कल आणि वर्षभराचे ऋतुचक्र (आवृत्ती {{version}}). छायांकित पट्ट्यात {{percent}} निकाल येतात.',
  table: 'माहितीनंतरच्या 12 महिन्यांचा अंदाज',
  timestamp: 'वेळ',
  rainfall: 'पाऊस (mm)',
  range: 'संभाव्य मर्यादा (mm)',
  rowsPerPage: 'प्रति पान ओळी:',
  displayedRows: '{{count}} पैकी {{from}}–{{to}}',
  noRows: 'अंदाजाचा एकही महिना नाही',
  futureChart: '{{date}} पर्यंतचा अंदाज',
  missingIndex: 'त्रुटी: निर्देशांक {{n}} ची माहिती नाही',
  failed: 'अंदाज काढता आला नाही: {{message}}',
  loadFailed: 'उपविभाग लोड करता आले नाहीत: {{message}}',
};
