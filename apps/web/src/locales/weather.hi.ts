import type { weatherEn } from './weather';

/** The Hindi half of weather.ts, its own module so only Hindi readers download it (issue 24). */
export const weatherHi: typeof weatherEn = {
  intro: 'IMD के मौसम उपखंडों की मासिक वर्षा: कितनी वर्षा हुई, मॉडल क्या पूर्वानुमान देता है, और उस पूर्वानुमान पर कितना भरोसा किया जा सकता है।',
  subdivisions: 'सभी उपखंड',
  chooseOne: 'पूर्वानुमान देखने के लिए कम से कम एक उपखंड चुनें।',
  futureTitle: 'पूर्वानुमान के लिए भविष्य की तारीख चुनें',
  startTime: 'आरंभ समय',
  futureHelp: 'इस तारीख तक हर महीने का पूर्वानुमान दिया जाता है।',
  pastDate: 'आज या उसके बाद की तारीख चुनें।',
  tooLate: '{{date}} तक की तारीख चुनें।',
  chart: 'वर्षा, वास्तविक और पूर्वानुमान',
  actual: 'वास्तविक',
  forecast: 'पूर्वानुमान',
  band: '{{percent}} सीमा',
  rainfallAxis: 'वर्षा (मि.मी.)',
  rsquare: 'R²: {{value}}',
  rsquareHelp:
    'डेटा के अंतिम 10 वर्षों ({{from}} से {{to}}) पर मापा गया, जिन्हें मॉडल ने सीखते समय नहीं देखा था: 1 का अर्थ सटीक पूर्वानुमान, 0 का अर्थ औसत से बेहतर नहीं।',
  backtest:
    'उन वर्षों पर औसत त्रुटि: {{mae}} मि.मी. प्रति माह। तुलना में, महीने की सामान्य वर्षा मानने पर: {{climatology}} मि.मी.; पिछले वर्ष का वही महीना मानने पर: {{naive}} मि.मी.।',
  // The server describes its method in English; here the same model in plain Hindi.
  model:
    'मॉडल: Prophet-शैली का योगात्मक मॉडल, यानी दीर्घकालिक प्रवृत्ति और वर्ष भर का मौसमी चक्र (संस्करण {{version}})। छायांकित पट्टी में {{percent}} परिणाम आते हैं।',
  table: 'डेटा के बाद के 12 महीनों का पूर्वानुमान',
  timestamp: 'समय',
  rainfall: 'वर्षा (मि.मी.)',
  range: 'संभावित सीमा (मि.मी.)',
  rowsPerPage: 'प्रति पृष्ठ पंक्तियाँ:',
  displayedRows: '{{count}} में से {{from}}–{{to}}',
  noRows: 'पूर्वानुमान का कोई महीना नहीं',
  futureChart: '{{date}} तक का पूर्वानुमान',
  missingIndex: 'त्रुटि: सूचकांक {{n}} का डेटा नहीं है',
  failed: 'पूर्वानुमान नहीं हो सका: {{message}}',
  loadFailed: 'उपखंड लोड नहीं हो सके: {{message}}',
};
