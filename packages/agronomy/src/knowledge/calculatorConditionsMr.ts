/**
 * The Marathi of every dose condition of the nutrient calculator (issue 41), keyed like
 * CALCULATOR_CONDITIONS_HI by the English condition exactly as the table writes it. Written from the
 * English with the glossary's words (बागायती, कोरडवाहू, पुनर्लागवड, संकरित वाण, चोपण, गंधक, वरखत) and the
 * units as the English writes them (kg, g, kg/ha, mm), as the glossary asks; every number in the same order
 * as the English. Local names of seasons and crops (aman, boro, kuruvai, suru, adsali, …) are transliterated,
 * and Maharashtra's sugarcane seasons take their Marathi names. Test: calculatorConditionsHi.test.ts.
 */
export const CALCULATOR_CONDITIONS_MR: Readonly<Record<string, string>> = {
  // Varieties, land and water
  irrigated: 'बागायती',
  rainfed: 'कोरडवाहू',
  transplanted: 'पुनर्लागवड केलेले',
  intercrop: 'आंतरपीक',
  hills: 'डोंगराळ भाग',
  plains: 'सपाट प्रदेश',
  uplands: 'उंचावरील जमीन',
  'plant crop': 'लागवडीचे पीक (खोडवा नव्हे)',
  'grain sorghum': 'धान्यासाठीची ज्वारी',
  'rice fallow': 'भातानंतर पड शेतात',
  'residual moisture': 'शिल्लक ओलाव्यावर',
  'high-yielding varieties': 'अधिक उत्पादन देणारे वाण',
  'irrigated hybrids': 'बागायती संकरित वाण',
  'irrigated valleys': 'बागायती दऱ्या',
  'rainfed hills': 'कोरडवाहू डोंगराळ भाग',
  'irrigated, transplanted': 'बागायती, पुनर्लागवड केलेले',
  'timely sown, irrigated': 'वेळेवर पेरलेले, बागायती',
  'timely sown, irrigated (general recommendation)': 'वेळेवर पेरलेले, बागायती (सर्वसाधारण शिफारस)',
  'hybrids and composites, high-rainfall areas': 'संकरित व संमिश्र वाण, जास्त पावसाचे भाग',
  'hybrids and composites, low-rainfall areas': 'संकरित व संमिश्र वाण, कमी पावसाचे भाग',
  'high-yielding varieties, transplanted': 'अधिक उत्पादन देणारे वाण, पुनर्लागवड केलेले',
  'transplanted, high-yielding varieties': 'पुनर्लागवड केलेले, अधिक उत्पादन देणारे वाण',
  'transplanted, medium duration': 'पुनर्लागवड केलेले, मध्यम कालावधीचे',
  'medium-duration high-yielding varieties': 'मध्यम कालावधीचे अधिक उत्पादन देणारे वाण',
  'medium land, transplanted': 'मध्यम जमीन, पुनर्लागवड केलेले',
  'rainfed upland or medium land': 'कोरडवाहू उंचावरील किंवा मध्यम जमीन',
  'upland or terraced': 'उंचावरील जमीन किंवा पायऱ्यांची शेते',
  'terraced or valley lowland': 'पायऱ्यांची शेते किंवा दरीतील सखल जमीन',
  'valley lowland, high-yielding varieties': 'दरीतील सखल जमीन, अधिक उत्पादन देणारे वाण',
  'medium and high fertility land': 'मध्यम व जास्त सुपीकतेची जमीन',
  'dry-season rice, irrigated': 'कोरड्या हंगामातील भात, बागायती',
  'coastal saline soil, salt-tolerant varieties': 'किनारपट्टीची क्षारयुक्त माती, क्षार-सहनशील वाण',
  'black soil (Vertisol), central India': 'काळी माती (व्हर्टिसोल), मध्य भारत',
  'after kharif rice or maize': 'खरीप भात किंवा मक्यानंतर',
  'winter maize, hybrids': 'हिवाळी मका, संकरित वाण',
  'winter irrigated, varieties': 'हिवाळी बागायती, वाण (संकरित नव्हे)',
  'rabi sorghum, rainfed': 'रब्बी ज्वारी, कोरडवाहू',
  'irrigated or 750–1150 mm rain': 'बागायती किंवा 750–1150 mm पाऊस',
  'rainfed, below 750 mm rain': 'कोरडवाहू, 750 mm पेक्षा कमी पाऊस',
  'coastal and canal-irrigated areas': 'किनारपट्टी व कालवा बागायती क्षेत्र',
  'delta, all P and K basal': 'त्रिभुज प्रदेश, संपूर्ण P व K पेरणीच्या वेळी',

  // Cotton, tobacco, groundnut
  'Bt hybrids, rainfed': 'बीटी संकरित वाण, कोरडवाहू',
  'Bt hybrids, irrigated (north zone)': 'बीटी संकरित वाण, बागायती (उत्तर विभाग)',
  'Bt hybrids, rainfed (central and south zones)': 'बीटी संकरित वाण, कोरडवाहू (मध्य व दक्षिण विभाग)',
  'FCV tobacco, black soils': 'एफसीव्ही तंबाखू, काळी माती',
  'Saurashtra, bunch types, rainfed': 'सौराष्ट्र, उपट्या (घडाच्या) जाती, कोरडवाहू',

  // Rice seasons and local names
  'sali (winter) rice, high-yielding varieties': 'साली (हिवाळी) भात, अधिक उत्पादन देणारे वाण',
  'ahu (autumn) rice': 'आहू (शरद ऋतूतील) भात',
  'boro, irrigated': 'बोरो, बागायती',
  'aman, high-yielding varieties': 'अमन, अधिक उत्पादन देणारे वाण',
  'aman, rainfed lowland or upland': 'अमन, कोरडवाहू सखल किंवा उंचावरील जमीन',
  'aman, rainfed lowland, coastal saline': 'अमन, कोरडवाहू सखल जमीन, किनारपट्टीची क्षारयुक्त',
  'short-duration varieties (kuruvai), Cauvery delta': 'कमी कालावधीचे वाण (कुरुवई), कावेरी त्रिभुज प्रदेश',
  'medium and long-duration varieties (samba, thaladi)': 'मध्यम व दीर्घ कालावधीचे वाण (सांबा, थालडी)',
  'short-duration varieties, tracts other than Cauvery delta and Coimbatore': 'कमी कालावधीचे वाण, कावेरी त्रिभुज प्रदेश व कोईम्बतूर वगळता इतर भाग',
  'wetland, medium-duration high-yielding varieties (virippu)': 'भाताची ओलिताची जमीन, मध्यम कालावधीचे अधिक उत्पादन देणारे वाण (विरिप्पु)',
  'wetland, short-duration high-yielding varieties (mundakan)': 'भाताची ओलिताची जमीन, कमी कालावधीचे अधिक उत्पादन देणारे वाण (मुंडकन)',
  'Kuttanad (puncha), medium-duration varieties': 'कुट्टनाड (पुंजा), मध्यम कालावधीचे वाण',
  'tossa (olitorius) jute, medium and high fertility land': 'टोसा (ओलिटोरियस) ताग, मध्यम व जास्त सुपीकतेची जमीन',
  'nagli, rainfed': 'नागली, कोरडवाहू',

  // Places
  'Kashmir valley, high-yielding varieties': 'काश्मीर खोरे, अधिक उत्पादन देणारे वाण',
  'brown sarson, Kashmir valley': 'तपकिरी सरसों, काश्मीर खोरे',
  'Jammu plains, basmati': 'जम्मूचा सपाट प्रदेश, बासमती',
  'Jammu plains, irrigated': 'जम्मूचा सपाट प्रदेश, बागायती',
  'plant crop, subtropical India': 'लागवडीचे पीक (खोडवा नव्हे), उपोष्ण भारत',
  'transplanted (Bhandara, Gondia)': 'पुनर्लागवड केलेले (भंडारा, गोंदिया)',
  'Pandalam and Thiruvalla areas': 'पंडालम व तिरुवल्ला भाग',
  'Chittoor area (Palakkad)': 'चित्तूर भाग (पालक्काड)',
  'Nilgiris hills': 'निलगिरीचे डोंगर',
  'south Gujarat': 'दक्षिण गुजरात',
  'north Gujarat': 'उत्तर गुजरात',
  'irrigated hybrids, north Gujarat; N in three splits': 'बागायती संकरित वाण, उत्तर गुजरात; N तीन हप्त्यांत',

  // Sodic soils, sulphur and micronutrients named in the dose
  'reclaimed sodic soil': 'सुधारलेली चोपण (सोडिक) माती',
  'reclaimed sodic soil (gypsum applied); add 25 kg zinc sulphate': 'सुधारलेली चोपण (सोडिक) माती (जिप्सम दिलेला); सोबत 25 kg झिंक सल्फेट द्या',
  'add 10 kg borax/ha': 'सोबत 10 kg बोरॅक्स/ha द्या',
  'irrigated; add 40 kg S/ha': 'बागायती; सोबत 40 kg गंधक/ha द्या',
  'irrigated; add 20 kg S/ha': 'बागायती; सोबत 20 kg गंधक/ha द्या',
  'starter N; add 20 kg S/ha': 'सुरुवातीचे (स्टार्टर) N; सोबत 20 kg गंधक/ha द्या',
  'irrigated; gypsum 400 kg/ha at 40–45 days': 'बागायती; जिप्सम 400 kg/ha, 40–45 दिवसांनी',

  // Doses published per acre (kg N-P2O5-K2O per acre, or products per acre)
  'transplanted, non-basmati; P only if wheat had none, K on soils low in K':
    'पुनर्लागवड केलेले, बिगर-बासमती; P फक्त गव्हाला दिले नसल्यास, K फक्त K कमी असलेल्या मातीत',
  'timely sown, irrigated; K on soils low in K (50-25-12 kg per acre)':
    'वेळेवर पेरलेले, बागायती; K फक्त K कमी असलेल्या मातीत (50-25-12 kg प्रति एकर)',
  'transplanted, dwarf medium, medium-short duration and hybrid varieties (60-24-24 kg per acre)':
    'पुनर्लागवड केलेले, बुटके मध्यम, मध्यम-कमी कालावधीचे व संकरित वाण (60-24-24 kg प्रति एकर)',
  'dwarf varieties, timely sown, irrigated (60-24-12 kg per acre)': 'बुटके वाण, वेळेवर पेरलेले, बागायती (60-24-12 kg प्रति एकर)',
  'irrigated (62.5-25-12 kg per acre; K on soils low or medium in K)':
    'बागायती (62.5-25-12 kg प्रति एकर; K फक्त K कमी किंवा मध्यम असलेल्या मातीत)',
  'raya, irrigated (32-12-8 kg per acre)': 'राया, बागायती (32-12-8 kg प्रति एकर)',
  'rainfed (16-8-0 kg per acre)': 'कोरडवाहू (16-8-0 kg प्रति एकर)',
  'toria, sarson and raya, rainfed (16-8-0 kg per acre)': 'तोरिया, सरसों व राया, कोरडवाहू (16-8-0 kg प्रति एकर)',
  'irrigated (32-16-12 kg per acre)': 'बागायती (32-16-12 kg प्रति एकर)',
  'rainfed (24-12-8 kg per acre)': 'कोरडवाहू (24-12-8 kg प्रति एकर)',
  'kharif (40-20-16 kg per acre; rabi 48-24-20)': 'खरीप (40-20-16 kg प्रति एकर; रब्बी 48-24-20)',
  'urea 20 + SSP 100 + MOP 30 kg per acre (9.2-16-18 kg N-P2O5-K2O)':
    'युरिया 20 + एसएसपी 100 + एमओपी 30 kg प्रति एकर (9.2-16-18 kg N-P2O5-K2O)',
  'irrigated; urea 20 + SSP 100 + MOP 30 kg per acre, as in kharif': 'बागायती; युरिया 20 + एसएसपी 100 + एमओपी 30 kg प्रति एकर, खरिपाप्रमाणे',
  '8-20-0 kg per acre; as an intercrop each crop is fertilised for its own rows':
    '8-20-0 kg प्रति एकर; आंतरपिकात प्रत्येक पिकाला त्याच्या स्वतःच्या ओळींनुसार खत द्या',
  'basal 25:60:18 and five top dressings of 25 kg N + 18 kg K2O': 'पेरणीच्या वेळी 25:60:18 आणि पाच वरखते, प्रत्येक वेळी 25 kg N + 18 kg K2O',

  // Sugarcane seasons of Maharashtra
  'suru (January–February planting)': 'सुरू (जानेवारी–फेब्रुवारी लागवड)',
  'pre-seasonal (October–November planting)': 'पूर्वहंगामी (ऑक्टोबर–नोव्हेंबर लागवड)',
  'adsali (July–August planting, 18 months); Co 86032: 500:200:200': 'आडसाली (जुलै–ऑगस्ट लागवड, 18 महिने); Co 86032: 500:200:200',

  // Palms: grams per palm (tree) a year, and palms per hectare
  'from the 5th year, 560-320-1200 g per tree, 175 palms/ha': '5 व्या वर्षापासून, प्रति झाड 560-320-1200 g, 175 झाडे/ha',
  'bearing palms, 500-320-1200 g per palm, 175 palms/ha': 'फळधारणा करणारी झाडे, प्रति झाड 500-320-1200 g, 175 झाडे/ha',
  'bearing palms, 100-40-140 g per palm, 1350 palms/ha': 'फळधारणा करणारी झाडे, प्रति झाड 100-40-140 g, 1350 झाडे/ha',
  'good management, 500-320-1200 g per palm, 175 palms/ha': 'चांगले व्यवस्थापन, प्रति झाड 500-320-1200 g, 175 झाडे/ha',
  'average management, 340-170-680 g per palm, 175 palms/ha': 'सरासरी व्यवस्थापन, प्रति झाड 340-170-680 g, 175 झाडे/ha',
  'reclaimed clayey soils of Kuttanad, 250-350-900 g per palm, 175 palms/ha':
    'कुट्टनाडची सुधारलेली चिकणमाती, प्रति झाड 250-350-900 g, 175 झाडे/ha',
  'sandy soils of Onattukara, 500-300-1000 g per palm with 500 g MgSO4, 175 palms/ha':
    'ओणाट्टुकराची वालुकामय माती, प्रति झाड 500-300-1000 g आणि सोबत 500 g MgSO4 (मॅग्नेशियम सल्फेट), 175 झाडे/ha',
};

/** The Marathi of a dose condition; undefined when the table has none for it (the test forbids that). */
export function calculatorConditionMr(condition: string): string | undefined {
  return Object.hasOwn(CALCULATOR_CONDITIONS_MR, condition) ? CALCULATOR_CONDITIONS_MR[condition] : undefined;
}
