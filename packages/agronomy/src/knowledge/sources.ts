/**
 * Every publication the knowledge base cites. Data entries refer to these by id; the advice lists
 * the ones it used at the end.
 *
 * `verification` says how the figure that cites the source was checked while writing this file:
 * - 'checked': the figure was read from the cited page or document (or a verbatim reproduction of it);
 * - 'standard': a textbook definition or method reference, not a recommendation that varies;
 * - 'recalled': the figure is the one commonly quoted from that publication; check it against the
 *   current edition before relying on it for a region;
 * - 'judgement': an operational threshold chosen for this app, with the principle from the source.
 */
export type Verification = 'checked' | 'standard' | 'recalled' | 'judgement';

export interface Source {
  /** Full citation, in English as published. */
  citation: string;
  /** Short name for the Hindi answer (Devanagari; publication titles may stay as they are). */
  hi: string;
  /** Short name for the Marathi answer (issue 41), where written; the Hindi stands in until then (lang.ts). */
  mr?: string;
  url?: string;
}

export const SOURCES = {
  methodsManual: {
    citation:
      'Methods Manual: Soil Testing in India. Department of Agriculture & Cooperation, Ministry of Agriculture, Government of India, New Delhi (2011). Used by the Soil Health Card scheme (DAC&FW).',
    hi: 'मृदा परीक्षण विधि पुस्तिका (Methods Manual: Soil Testing in India), कृषि एवं सहकारिता विभाग, भारत सरकार, 2011',
    mr: 'माती परीक्षण पद्धती पुस्तिका (Methods Manual: Soil Testing in India), कृषी व सहकार विभाग, भारत सरकार, 2011',
  },
  shcPortalCards: {
    citation:
      'Soil Health Cards printed from the national portal (soilhealth.dac.gov.in): Kullu, Himachal Pradesh, HP/2016-17/5279439/1, and Soil Health Centre Bagalkote, Karnataka, 2017 (shared/datasets/soil-health-cards/). Both print Available Potassium with the normal level 145 - 337 kg/ha (K₂O) and pH with the normal level "7, Neutral", rating pH 7.30 and 7.70 Moderately alkaline.',
    hi: 'राष्ट्रीय पोर्टल से छपे मृदा स्वास्थ्य कार्ड (कुल्लू, हिमाचल प्रदेश 2016-17; बागलकोट, कर्नाटक 2017): पोटाश की सामान्य सीमा 145-337 किग्रा/हे (K₂O)',
    mr: 'राष्ट्रीय पोर्टलवरून छापलेल्या मृदा आरोग्य पत्रिका (कुल्लू, हिमाचल प्रदेश 2016-17; बागलकोट, कर्नाटक 2017): पालाशची सामान्य मर्यादा 145-337 kg/ha (K₂O)',
  },
  muhr1965: {
    citation:
      'Muhr, G.R., Datta, N.P., Sankarasubramoney, H., Leley, V.K. & Donahue, R.L. (1965). Soil Testing in India, 2nd ed. USAID, New Delhi.',
    hi: 'मुहर एवं सहयोगी (1965), Soil Testing in India — मिट्टी जाँच की कम/मध्यम/अधिक श्रेणियाँ',
    mr: 'मुहर व सहकारी (1965), Soil Testing in India — माती परीक्षणाच्या कमी/मध्यम/जास्त श्रेणी',
  },
  subbiahAsija1956: {
    citation:
      'Subbiah, B.V. & Asija, G.L. (1956). A rapid procedure for the estimation of available nitrogen in soils. Current Science 25: 259–260 (alkaline KMnO4 method).',
    hi: 'सुब्बैया एवं असीजा (1956), उपलब्ध नाइट्रोजन की क्षारीय परमैंगनेट विधि',
    mr: 'सुब्बय्या व असिजा (1956), उपलब्ध नत्र मोजण्याची अल्कधर्मी परमँगनेट पद्धत',
  },
  olsen1954: {
    citation:
      'Olsen, S.R., Cole, C.V., Watanabe, F.S. & Dean, L.A. (1954). Estimation of available phosphorus in soils by extraction with sodium bicarbonate. USDA Circular 939.',
    hi: 'ओल्सन एवं सहयोगी (1954), उपलब्ध फॉस्फोरस की सोडियम बाइकार्बोनेट विधि',
    mr: 'ओल्सन व सहकारी (1954), उपलब्ध स्फुरद मोजण्याची सोडियम बायकार्बोनेट पद्धत',
  },
  walkleyBlack1934: {
    citation:
      'Walkley, A. & Black, I.A. (1934). An examination of the Degtjareff method for determining soil organic matter. Soil Science 37: 29–38.',
    hi: 'वॉकले एवं ब्लैक (1934), जैविक कार्बन की विधि',
    mr: 'वॉकले व ब्लॅक (1934), सेंद्रिय कर्ब मोजण्याची पद्धत',
  },
  lindsayNorvell1978: {
    citation:
      'Lindsay, W.L. & Norvell, W.A. (1978). Development of a DTPA soil test for zinc, iron, manganese, and copper. Soil Science Society of America Journal 42: 421–428.',
    hi: 'लिंडसे एवं नॉरवेल (1978), सूक्ष्म पोषक तत्वों की DTPA जाँच',
    mr: 'लिंडसे व नॉरवेल (1978), सूक्ष्म अन्नद्रव्यांची DTPA चाचणी',
  },
  richards1954: {
    citation:
      'Richards, L.A. (ed.) (1954). Diagnosis and Improvement of Saline and Alkali Soils. USDA Agriculture Handbook No. 60. U.S. Salinity Laboratory.',
    hi: 'रिचर्ड्स (1954), लवणीय एवं क्षारीय मिट्टी की पहचान और सुधार, USDA हैंडबुक 60',
    mr: 'रिचर्ड्स (1954), क्षारयुक्त व चोपण जमिनीची ओळख व सुधारणा, USDA हँडबुक 60',
  },
  fco1985: {
    citation:
      'The Fertiliser (Control) Order, 1985 (as amended), Schedule I: specifications of fertilisers. Ministry of Agriculture, Government of India.',
    hi: 'उर्वरक (नियंत्रण) आदेश, 1985 — उर्वरकों के मानक',
    mr: 'खत (नियंत्रण) आदेश, 1985 — खतांचे दर्जे',
  },
  fao2006: {
    citation:
      'Roy, R.N., Finck, A., Blair, G.J. & Tandon, H.L.S. (2006). Plant nutrition for food security: a guide for integrated nutrient management. FAO Fertilizer and Plant Nutrition Bulletin 16, Rome.',
    hi: 'एफएओ (2006), खाद्य सुरक्षा के लिए पौध पोषण, उर्वरक बुलेटिन 16',
    mr: 'एफएओ (2006), अन्नसुरक्षेसाठी वनस्पती पोषण, खत बुलेटिन 16',
  },
  acre: {
    citation: 'International yard and pound agreement (1959): 1 acre = 4046.8564224 m² = 0.4047 ha.',
    hi: 'अंतरराष्ट्रीय माप (1959): 1 एकड़ = 0.4047 हेक्टेयर',
    mr: 'आंतरराष्ट्रीय मोजमाप (1959): 1 एकर = 0.4047 हेक्टर',
  },
  ratingAdjustment: {
    citation:
      'Soil-test-rating approach to fertiliser recommendation (general recommended dose raised for Low and lowered for High soil test, after Muhr et al. 1965), as applied by state soil testing laboratories and described in the Methods Manual: Soil Testing in India (DAC, 2011). The ±25 % step is the common one; some states use other steps.',
    hi: 'मिट्टी जाँच रेटिंग पर आधारित खाद मात्रा (कम पर 25 % अधिक, अधिक पर 25 % कम), राज्य मृदा परीक्षण प्रयोगशालाओं की पद्धति',
    mr: 'माती परीक्षण श्रेणीवर आधारित खत मात्रा (कमीवर 25 % जास्त, जास्तवर 25 % कमी), राज्य माती परीक्षण प्रयोगशाळांची पद्धत',
  },
  iiwbrWheat: {
    citation:
      'ICAR-Indian Institute of Wheat and Barley Research (IIWBR), Karnal: package of practices for timely sown irrigated wheat (general national recommendation 120 kg N, 60 kg P2O5, 40 kg K2O per ha; 150 kg N in the north-western plains).',
    hi: 'भाकृअनुप-भारतीय गेहूँ एवं जौ अनुसंधान संस्थान, करनाल — समय पर बोए सिंचित गेहूँ की सिफ़ारिश',
    mr: 'भाकृअनुप-भारतीय गहू व जव संशोधन संस्था, कर्नाल — वेळेवर पेरलेल्या बागायती गव्हाची शिफारस',
  },
  hauBarley: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, barley (irrigated, six-row varieties: 24 kg N, 12 kg P2O5, 6 kg K2O per acre; half N and all P, K at sowing).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — जौ की खेती (सिंचित)',
    mr: 'चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ, हिसार — सातूची लागवड (बागायती)',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=160',
  },
  hauWatermelon: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, watermelon (20 kg N, 10 kg P2O5, 10 kg K2O per acre; one third N with all P, K at sowing, the rest at 30 and 45 days).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — तरबूज की खेती',
    mr: 'चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ, हिसार — कलिंगडाची लागवड',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=3992',
  },
  tnauRice: {
    citation:
      'TNAU Agritech Portal, Tamil Nadu Agricultural University: Crop Production — Rice, transplanted puddled lowland rice, nutrient management (blanket recommendation; N and K in four equal splits).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — धान का पोषक तत्व प्रबंधन',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — भाताचे अन्नद्रव्य व्यवस्थापन',
    url: 'https://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html',
  },
  tnauMaize: {
    citation: 'TNAU Agritech Portal: Crop Production — Maize, irrigated maize, application of fertilizer (blanket 135:62.5:50 kg NPK/ha).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — सिंचित मक्का में खाद',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — बागायती मक्यासाठी खते',
    url: 'https://agritech.tnau.ac.in/agriculture/millets_maize_irrigated_maize_fertilizer.html',
  },
  tnauSugarcane: {
    citation:
      'TNAU Agritech Portal: Expert System for Sugarcane — nutrient management (coastal and canal irrigated areas 275:62.5:112.5 kg NPK/ha).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — गन्ना विशेषज्ञ प्रणाली, पोषक तत्व प्रबंधन',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — ऊस तज्ज्ञ प्रणाली, अन्नद्रव्य व्यवस्थापन',
    url: 'https://agritech.tnau.ac.in/expert_system/sugar/nutrientmanagement.html',
  },
  tnauPulses: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Blackgram (irrigated: 25 kg N + 50 kg P2O5 + 25 kg K2O + 20 kg S per ha, basal; biofertiliser rates).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — उड़द/दलहन का पोषक तत्व प्रबंधन',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — उडीद/कडधान्यांचे अन्नद्रव्य व्यवस्थापन',
    url: 'https://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_blackgram.html',
  },
  tnauGroundnut: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Groundnut (gypsum 400 kg/ha on day 40–45; ZnSO4 25 kg/ha; borax 10 kg/ha; Rhizobium and phosphobacteria rates). NPK 17:34:54 kg/ha for irrigated groundnut from the TNAU crop production guide.',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — मूंगफली का पोषक तत्व प्रबंधन',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — भुईमुगाचे अन्नद्रव्य व्यवस्थापन',
    url: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html',
  },
  tnauMicronutrients: {
    citation:
      'TNAU Agritech Portal: Crop Production — Rice, dry seeded unpuddled lowland rice, fertilizer (ZnSO4 25 kg/ha on Zn-deficient soil; FeSO4 50 kg/ha on Fe-deficient soil; foliar 0.5 % ZnSO4, 1 % FeSO4 + 0.1 % citric acid).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — जिंक व आयरन की कमी का सुधार',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — जस्त व लोहाच्या कमतरतेची भरपाई',
    url: 'https://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_dryseededunpuddledlowland_fertilizer.html',
  },
  pdkvCotton: {
    citation:
      'Magare, P.N., Katkar, R.N. & Jadhao, S.D. (2018). Effect of fertigation on yield, quality and soil fertility status under cotton grown in Vertisol. International Journal of Chemical Studies 6(2): 42–46 (recommended dose for cotton at Dr PDKV, Akola: 100:50:50 kg N:P2O5:K2O per ha).',
    hi: 'डॉ. पंजाबराव देशमुख कृषि विद्यापीठ, अकोला — काली मिट्टी में कपास की अनुशंसित मात्रा',
    mr: 'डॉ. पंजाबराव देशमुख कृषी विद्यापीठ, अकोला — काळ्या जमिनीत कापसाची शिफारस केलेली मात्रा',
  },
  pearlMillet: {
    citation:
      'ICAR All India Coordinated Research Project on Pearl Millet, general recommendation: 80 kg N/ha where rainfall is 750–1150 mm or the crop is irrigated; Singh, P. (1977) Madras Agricultural Journal 64: half the N at sowing, half in the 3rd–4th week. P2O5 and K2O 40 kg/ha as in state packages of practices.',
    hi: 'भाकृअनुप अखिल भारतीय समन्वित बाजरा अनुसंधान परियोजना — बाजरा की सामान्य सिफ़ारिश',
    mr: 'भाकृअनुप अखिल भारतीय समन्वित बाजरी संशोधन प्रकल्प — बाजरीची सर्वसाधारण शिफारस',
  },
  drmrMustard: {
    citation:
      'ICAR-Directorate of Rapeseed-Mustard Research (DRMR), Bharatpur: package of practices for irrigated Indian mustard (80 kg N, 40 kg P2O5, 40 kg K2O and 40 kg S per ha; half N at sowing, half at first irrigation).',
    hi: 'भाकृअनुप-सरसों अनुसंधान निदेशालय, भरतपुर — सिंचित सरसों की सिफ़ारिश',
    mr: 'भाकृअनुप-मोहरी संशोधन संचालनालय, भरतपूर — बागायती मोहरीची शिफारस',
  },
  iiprRajmash: {
    citation:
      'ICAR-Indian Institute of Pulses Research (IIPR), Kanpur: rajmash production technology for the northern plains (120 kg N, 60 kg P2O5, 40 kg K2O per ha; rajmash nodulates poorly there, so it gets a cereal-like N dose in two splits).',
    hi: 'भाकृअनुप-भारतीय दलहन अनुसंधान संस्थान, कानपुर — राजमा उत्पादन तकनीक',
    mr: 'भाकृअनुप-भारतीय कडधान्य संशोधन संस्था, कानपूर — राजमा उत्पादन तंत्रज्ञान',
  },
  ctriTobacco: {
    citation:
      'ICAR-Central Tobacco Research Institute (CTRI), Rajahmundry: crop production practices for FCV tobacco in India (black soils 45:25:25, southern light soils 60:60:60 kg N:P2O5:K2O per ha; potassium as sulphate of potash because chloride spoils leaf burn).',
    hi: 'भाकृअनुप-केंद्रीय तंबाकू अनुसंधान संस्थान, राजमुंद्री — एफसीवी तंबाकू की खेती',
    mr: 'भाकृअनुप-केंद्रीय तंबाखू संशोधन संस्था, राजमुंद्री — एफसीव्ही तंबाखूची लागवड',
  },
  coffeeBoard: {
    citation:
      'Coffee Board of India, Central Coffee Research Institute: Coffee Guide — nutrient dose for mature arabica yielding about 1 t/ha (120:90:120 kg N:P2O5:K2O per ha) applied in pre-blossom, pre-monsoon, mid-monsoon and post-monsoon rounds.',
    hi: 'भारतीय कॉफ़ी बोर्ड, केंद्रीय कॉफ़ी अनुसंधान संस्थान — कॉफ़ी गाइड',
    mr: 'भारतीय कॉफी मंडळ, केंद्रीय कॉफी संशोधन संस्था — कॉफी मार्गदर्शिका',
  },
  ccriMandarin: {
    citation:
      'ICAR-Central Citrus Research Institute (formerly NRC for Citrus), Nagpur: fertiliser schedule for Nagpur mandarin (from the 4th year 600 g N, 200 g P2O5, 100 g K2O per plant per year; N in three splits, P in two, K in one; 20 kg FYM per plant).',
    hi: 'भाकृअनुप-केंद्रीय नींबूवर्गीय फल अनुसंधान संस्थान, नागपुर — नागपुर संतरे की खाद सारणी',
    mr: 'भाकृअनुप-केंद्रीय लिंबूवर्गीय फळ संशोधन संस्था, नागपूर — नागपुरी संत्र्याचे खत वेळापत्रक',
    url: 'http://www.geocities.ws/nmandarin/Fertilizer.htm',
  },
  nrcpPomegranate: {
    citation:
      'ICAR-National Research Centre on Pomegranate, Solapur: package of practices (bearing trees 625 g N, 250 g P2O5, 250 g K2O per plant per year; within the 600–700 / 200–250 / 200–250 g range quoted by the trade).',
    hi: 'भाकृअनुप-राष्ट्रीय अनार अनुसंधान केंद्र, सोलापुर — अनार की खेती',
    mr: 'भाकृअनुप-राष्ट्रीय डाळिंब संशोधन केंद्र, सोलापूर — डाळिंबाची लागवड',
  },
  keralaLime: {
    citation:
      'Kerala State Planning Board & Kerala Agricultural University, Soil Fertility Assessment of Kerala: soil pH classes and lime recommendation (kg CaCO3/ha: strongly acid 350, very strongly acid 600, extremely acid 850).',
    hi: 'केरल राज्य योजना बोर्ड एवं केरल कृषि विश्वविद्यालय — पीएच श्रेणियाँ और चूने की मात्रा',
    mr: 'केरळ राज्य नियोजन मंडळ व केरळ कृषी विद्यापीठ — सामू (pH) श्रेणी व चुन्याची मात्रा',
    url: 'https://keralasoilfertility.net/en/soil_fertility_classes.jsp',
  },
  tnauBiofertiliser: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Groundnut and Blackgram (seed treatment with 3 packets = 600 g/ha each of Rhizobium/Azospirillum and phosphobacteria; or 2 kg/ha each mixed with 25 kg FYM and 25 kg soil); irrigated maize (Azospirillum lets N be cut by 25 %).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — जैव उर्वरकों की मात्रा',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — जैविक खतांची मात्रा',
    url: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html',
  },
  tnauFym: {
    citation: 'TNAU Agritech Portal: Crop Production — Pulses, Redgram (12.5 t FYM or composted coir pith per ha at last ploughing).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — गोबर की खाद 12.5 टन प्रति हेक्टेयर',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — शेणखत हेक्टरी 12.5 टन',
    url: 'https://agritech.tnau.ac.in/agriculture/CropProduction/Pulses/pulses_redgram-2.html',
  },
  vermicompost: {
    citation: 'TNAU Agritech Portal: Organic Farming — vermicompost (about 5 t/ha for field crops, or 2.5 t/ha with half the FYM).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — केंचुआ खाद',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — गांडूळ खत',
  },
  pauManganese: {
    citation:
      'Punjab Agricultural University: Package of Practices for Crops of Punjab, Rabi — manganese deficiency in wheat (0.5 % manganese sulphate spray).',
    hi: 'पंजाब कृषि विश्वविद्यालय — गेहूँ में मैंगनीज़ की कमी (0.5 % मैंगनीज़ सल्फेट छिड़काव)',
    mr: 'पंजाब कृषी विद्यापीठ — गव्हातील मँगनीजची कमतरता (0.5 % मँगनीज सल्फेट फवारणी)',
  },
  singh2008: {
    citation:
      'Singh, M.V. (2008). Micronutrient deficiencies in crops and soils in India. In: Alloway, B.J. (ed.) Micronutrient Deficiencies in Global Crop Production. Springer, pp. 93–125.',
    hi: 'सिंह (2008), भारत की फसलों और मिट्टी में सूक्ष्म पोषक तत्वों की कमी',
    mr: 'सिंग (2008), भारतातील पिके व मातीतील सूक्ष्म अन्नद्रव्यांची कमतरता',
  },
  cssriSodic: {
    citation:
      'ICAR-Central Soil Salinity Research Institute (CSSRI), Karnal: reclamation of sodic soils with gypsum at 50 % of the gypsum requirement, and management of saline soils by leaching, drainage and tolerant crops.',
    hi: 'भाकृअनुप-केंद्रीय मृदा लवणता अनुसंधान संस्थान, करनाल — ऊसर और लवणीय भूमि का सुधार',
    mr: 'भाकृअनुप-केंद्रीय मृदा क्षारता संशोधन संस्था, कर्नाल — चोपण व क्षारयुक्त जमिनीची सुधारणा',
  },
  // issue 9: classes
  parker1951: {
    citation:
      'Parker, F.W., Nelson, W.L., Winters, E. & Miles, I.E. (1951). The broad interpretation and application of soil test information. Agronomy Journal 43: 105–112 (nutrient index: Low 1, Medium 2, High 3, weighted mean; below 1.67 low, 1.67–2.33 medium, above 2.33 high).',
    hi: 'पार्कर एवं सहयोगी (1951), मिट्टी जाँच परिणामों की व्याख्या — पोषक तत्व सूचकांक',
    mr: 'पार्कर व सहकारी (1951), माती परीक्षण निकालांचा अर्थ — अन्नद्रव्य निर्देशांक',
  },
  ramamoorthyBajaj1969: {
    citation:
      'Ramamoorthy, B. & Bajaj, J.C. (1969). Available nitrogen, phosphorus and potassium status of Indian soils. Fertiliser News 14(8): 25–36 (the nutrient index of Parker et al. applied to Indian soil test data).',
    hi: 'रामामूर्ति एवं बजाज (1969), भारतीय मिट्टी में उपलब्ध नाइट्रोजन, फॉस्फोरस और पोटाश की स्थिति',
    mr: 'रामामूर्ती व बजाज (1969), भारतीय मातीतील उपलब्ध नत्र, स्फुरद व पालाशची स्थिती',
  },
  maasHoffman1977: {
    citation:
      'Maas, E.V. & Hoffman, G.J. (1977). Crop salt tolerance — current assessment. Journal of the Irrigation and Drainage Division, ASCE 103(IR2): 115–134.',
    hi: 'मास एवं हॉफ़मैन (1977), फसलों की लवण सहनशीलता',
    mr: 'मास व हॉफमन (1977), पिकांची क्षार सहनशीलता',
  },
  iglewiczHoaglin1993: {
    citation:
      'Iglewicz, B. & Hoaglin, D.C. (1993). How to Detect and Handle Outliers. ASQC Basic References in Quality Control: Statistical Techniques, vol. 16. ASQC Quality Press, Milwaukee (modified z-score 0.6745 (x − median) / MAD; above 3.5 a likely outlier).',
    hi: 'इग्लेविच एवं होग्लिन (1993), असामान्य मानों (आउटलायर) की पहचान — संशोधित z-स्कोर',
    mr: 'इग्लेविच व होग्लिन (1993), असामान्य मूल्यांची (आउटलायर) ओळख — सुधारित z-स्कोअर',
  },
  hampel1974: {
    citation:
      'Hampel, F.R. (1974). The influence curve and its role in robust estimation. Journal of the American Statistical Association 69: 383–393 (median and median absolute deviation as robust location and scale).',
    hi: 'हैम्पल (1974), मध्यिका और मध्यिका निरपेक्ष विचलन पर आधारित मज़बूत आकलन',
    mr: 'हॅम्पेल (1974), मध्यक व मध्यक निरपेक्ष विचलनावर आधारित भक्कम अंदाज',
  },
  campbell2013: {
    citation:
      'Campbell, J.L., Rustad, L.E., Porter, J.H. et al. (2013). Quantity is nothing without quality: automated QA/QC for streaming environmental sensor data. BioScience 63(7): 574–585 (range, persistence and spike checks).',
    hi: 'कैंपबेल एवं सहयोगी (2013), लगातार आने वाले सेंसर डेटा की स्वचालित गुणवत्ता जाँच',
    mr: 'कॅम्पबेल व सहकारी (2013), सतत येणाऱ्या सेन्सर डेटाची स्वयंचलित गुणवत्ता तपासणी',
  },
  // issue 9: calculator
  hpAgriPop: {
    citation:
      'Department of Agriculture, Himachal Pradesh: package of practices, nutrient management of wheat (irrigated 120:60:30, rainfed 80:40:40 kg N:P2O5:K2O per ha), maize (hybrids and composites 120:60:40 in high-rainfall and 90:45:30 in low-rainfall areas) and rice (high-yielding varieties 90:40:40, local 50:25:25) (hpagrisnet.gov.in, agriculture.hp.gov.in).',
    hi: 'कृषि विभाग, हिमाचल प्रदेश — गेहूँ, मक्का और धान की खाद सिफ़ारिश (अभ्यास का पैकेज)',
    mr: 'कृषी विभाग, हिमाचल प्रदेश — गहू, मका व भाताची खत शिफारस (लागवड पद्धती)',
    url: 'http://hpagrisnet.gov.in/hpagris/Agriculture/Default.aspx?SiteID=2&PageID=233',
  },
  skuastPop: {
    citation:
      'Sher-e-Kashmir University of Agricultural Sciences and Technology (SKUAST-Kashmir and SKUAST-Jammu): packages of practices for kharif and rabi crops of Jammu & Kashmir.',
    hi: 'शेर-ए-कश्मीर कृषि विज्ञान एवं प्रौद्योगिकी विश्वविद्यालय — जम्मू-कश्मीर की फसलों का अभ्यास पैकेज',
    mr: 'शेर-ए-काश्मीर कृषी विज्ञान व तंत्रज्ञान विद्यापीठ — जम्मू-काश्मीरमधील पिकांच्या लागवड पद्धती',
  },
  vpkasAlmora: {
    citation:
      'ICAR-Vivekananda Parvatiya Krishi Anusandhan Sansthan (VPKAS), Almora: crop production technologies for the rainfed hills of Uttarakhand (finger millet, maize, wheat).',
    hi: 'भाकृअनुप-विवेकानंद पर्वतीय कृषि अनुसंधान संस्थान, अल्मोड़ा — पर्वतीय खेती की तकनीक',
    mr: 'भाकृअनुप-विवेकानंद पर्वतीय कृषी संशोधन संस्था, अल्मोडा — डोंगराळ शेतीचे तंत्रज्ञान',
  },
  gbpuatPop: {
    citation: 'G.B. Pant University of Agriculture & Technology, Pantnagar: package of practices for rice and wheat in Uttarakhand.',
    hi: 'गोविंद बल्लभ पंत कृषि एवं प्रौद्योगिकी विश्वविद्यालय, पंतनगर — धान व गेहूँ का अभ्यास पैकेज',
    mr: 'गोविंद बल्लभ पंत कृषी व तंत्रज्ञान विद्यापीठ, पंतनगर — भात व गव्हाच्या लागवड पद्धती',
  },
  icarNehPop: {
    citation:
      'ICAR Research Complex for NEH Region, Umiam (Meghalaya), and Central Agricultural University, Imphal: package of practices for rice, maize, toria and potato in the north-eastern hills.',
    hi: 'भाकृअनुप पूर्वोत्तर पर्वतीय क्षेत्र अनुसंधान परिसर, उमियम एवं केंद्रीय कृषि विश्वविद्यालय, इंफाल — पूर्वोत्तर की फसलों का अभ्यास पैकेज',
    mr: 'भाकृअनुप ईशान्य पर्वतीय विभाग संशोधन संकुल, उमियम व केंद्रीय कृषी विद्यापीठ, इम्फाळ — ईशान्य भारतातील पिकांच्या लागवड पद्धती',
  },
  aauPop: {
    citation: 'Assam Agricultural University, Jorhat: package of practices for kharif and rabi crops of Assam (ahu and sali rice, toria).',
    hi: 'असम कृषि विश्वविद्यालय, जोरहाट — असम की खरीफ व रबी फसलों का अभ्यास पैकेज',
    mr: 'आसाम कृषी विद्यापीठ, जोरहाट — आसाममधील खरीप व रब्बी पिकांच्या लागवड पद्धती',
  },
  wbPop: {
    citation:
      'Department of Agriculture, West Bengal and Bidhan Chandra Krishi Viswavidyalaya: recommended fertiliser doses for aman and boro rice, potato and rapeseed-mustard.',
    hi: 'कृषि विभाग, पश्चिम बंगाल एवं बिधान चंद्र कृषि विश्वविद्यालय — धान, आलू और सरसों की खाद सिफ़ारिश',
    mr: 'कृषी विभाग, पश्चिम बंगाल व बिधान चंद्र कृषी विद्यापीठ — भात, बटाटा व मोहरीची खत शिफारस',
  },
  crijafJute: {
    citation: 'ICAR-Central Research Institute for Jute and Allied Fibres (CRIJAF), Barrackpore: jute production technology.',
    hi: 'भाकृअनुप-केंद्रीय पटसन एवं समवर्गीय रेशा अनुसंधान संस्थान, बैरकपुर — पटसन उत्पादन तकनीक',
    mr: 'भाकृअनुप-केंद्रीय ताग व संबंधित धागा संशोधन संस्था, बराकपूर — ताग उत्पादन तंत्रज्ञान',
  },
  upAgriPop: {
    citation:
      'Department of Agriculture, Uttar Pradesh and Acharya Narendra Deva University of Agriculture & Technology, Ayodhya: kharif and rabi crop recommendations (rice, wheat, maize, groundnut, sorghum).',
    hi: 'कृषि विभाग, उत्तर प्रदेश एवं आचार्य नरेंद्र देव कृषि एवं प्रौद्योगिकी विश्वविद्यालय, अयोध्या — खरीफ व रबी फसलों की सिफ़ारिश',
    mr: 'कृषी विभाग, उत्तर प्रदेश व आचार्य नरेंद्र देव कृषी व तंत्रज्ञान विद्यापीठ, अयोध्या — खरीप व रब्बी पिकांची शिफारस',
  },
  cpriPotato: {
    citation: 'ICAR-Central Potato Research Institute (CPRI), Shimla: potato production technology (plains and hills).',
    hi: 'भाकृअनुप-केंद्रीय आलू अनुसंधान संस्थान, शिमला — आलू उत्पादन तकनीक',
    mr: 'भाकृअनुप-केंद्रीय बटाटा संशोधन संस्था, शिमला — बटाटा उत्पादन तंत्रज्ञान',
  },
  iisrSugarcane: {
    citation: 'ICAR-Indian Institute of Sugarcane Research (IISR), Lucknow: sugarcane production technology for the subtropical belt.',
    hi: 'भाकृअनुप-भारतीय गन्ना अनुसंधान संस्थान, लखनऊ — उपोष्ण क्षेत्र में गन्ना उत्पादन तकनीक',
    mr: 'भाकृअनुप-भारतीय ऊस संशोधन संस्था, लखनौ — उपोष्ण विभागातील ऊस उत्पादन तंत्रज्ञान',
  },
  cssriCrops: {
    citation:
      'ICAR-Central Soil Salinity Research Institute (CSSRI), Karnal: crop management on reclaimed sodic soils (rice-wheat with about 25 % more N than on normal soils, and zinc sulphate).',
    hi: 'भाकृअनुप-केंद्रीय मृदा लवणता अनुसंधान संस्थान, करनाल — सुधरी ऊसर भूमि में धान-गेहूँ का पोषण',
    mr: 'भाकृअनुप-केंद्रीय मृदा क्षारता संशोधन संस्था, कर्नाल — सुधारलेल्या चोपण जमिनीत भात-गव्हाचे पोषण',
  },
  bauBihar: {
    citation:
      'Bihar Agricultural University, Sabour and Dr Rajendra Prasad Central Agricultural University, Pusa: package of practices for rice, wheat, winter maize and lentil in Bihar.',
    hi: 'बिहार कृषि विश्वविद्यालय, सबौर एवं डॉ. राजेंद्र प्रसाद केंद्रीय कृषि विश्वविद्यालय, पूसा — बिहार की फसलों का अभ्यास पैकेज',
    mr: 'बिहार कृषी विद्यापीठ, सबौर व डॉ. राजेंद्र प्रसाद केंद्रीय कृषी विद्यापीठ, पुसा — बिहारमधील पिकांच्या लागवड पद्धती',
  },
  pauPop: {
    citation:
      'Punjab Agricultural University, Ludhiana: Package of Practices for Crops of Punjab, Kharif and Rabi (wheat 50 kg N, 25 kg P2O5 and, on soils low in K, 12 kg K2O per acre; rice 90 kg urea per acre on medium-fertility soils).',
    hi: 'पंजाब कृषि विश्वविद्यालय, लुधियाना — पंजाब की खरीफ व रबी फसलों का अभ्यास पैकेज',
    mr: 'पंजाब कृषी विद्यापीठ, लुधियाना — पंजाबमधील खरीप व रब्बी पिकांच्या लागवड पद्धती',
  },
  hauPop: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, wheat (dwarf varieties, irrigated, districts other than Ambala: 60 kg N, 24 kg P2O5, 12 kg K2O and 10 kg zinc sulphate per acre) and rice.',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — गेहूँ (बौनी किस्में, सिंचित) व धान की खाद',
    mr: 'चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ, हिसार — गहू (बुटके वाण, बागायती) व भाताची खते',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=532',
  },
  cicrCotton: {
    citation: 'ICAR-Central Institute for Cotton Research (CICR), Nagpur: zone-wise nutrient recommendations for Bt cotton hybrids.',
    hi: 'भाकृअनुप-केंद्रीय कपास अनुसंधान संस्थान, नागपुर — बीटी कपास की क्षेत्रवार खाद सिफ़ारिश',
    mr: 'भाकृअनुप-केंद्रीय कापूस संशोधन संस्था, नागपूर — बीटी कापसाची विभागनिहाय खत शिफारस',
  },
  bauRanchi: {
    citation:
      'Birsa Agricultural University, Ranchi: package of practices for rice and maize on the uplands and medium lands of Jharkhand.',
    hi: 'बिरसा कृषि विश्वविद्यालय, राँची — झारखंड में धान व मक्का का अभ्यास पैकेज',
    mr: 'बिरसा कृषी विद्यापीठ, रांची — झारखंडमधील भात व मक्याच्या लागवड पद्धती',
  },
  igkvPop: {
    citation: 'Indira Gandhi Krishi Vishwavidyalaya, Raipur: package of practices for rice and wheat in Chhattisgarh.',
    hi: 'इंदिरा गांधी कृषि विश्वविद्यालय, रायपुर — छत्तीसगढ़ में धान व गेहूँ का अभ्यास पैकेज',
    mr: 'इंदिरा गांधी कृषी विद्यापीठ, रायपूर — छत्तीसगडमधील भात व गव्हाच्या लागवड पद्धती',
  },
  ouatPop: {
    citation:
      'Odisha University of Agriculture and Technology, Bhubaneswar: package of practices for rice, groundnut, green gram and mustard in Odisha.',
    hi: 'ओडिशा कृषि एवं प्रौद्योगिकी विश्वविद्यालय, भुवनेश्वर — ओडिशा की फसलों का अभ्यास पैकेज',
    mr: 'ओडिशा कृषी व तंत्रज्ञान विद्यापीठ, भुवनेश्वर — ओडिशातील पिकांच्या लागवड पद्धती',
  },
  jnkvvPop: {
    citation:
      'Jawaharlal Nehru Krishi Vishwa Vidyalaya, Jabalpur and Rajmata Vijayaraje Scindia Krishi Vishwa Vidyalaya, Gwalior: package of practices for wheat, rice, maize and chickpea in Madhya Pradesh.',
    hi: 'जवाहरलाल नेहरू कृषि विश्वविद्यालय, जबलपुर एवं राजमाता विजयाराजे सिंधिया कृषि विश्वविद्यालय, ग्वालियर — मध्य प्रदेश की फसलों का अभ्यास पैकेज',
    mr: 'जवाहरलाल नेहरू कृषी विद्यापीठ, जबलपूर व राजमाता विजयाराजे सिंधिया कृषी विद्यापीठ, ग्वाल्हेर — मध्य प्रदेशातील पिकांच्या लागवड पद्धती',
  },
  iisrSoybean: {
    citation:
      'ICAR-Indian Institute of Soybean Research (IISR), Indore: advisory for soybean growers, 2023 — 25:60:40:20 kg N:P2O5:K2O:S per ha, all at sowing (as reported by Krishak Jagat, 8 July 2023).',
    hi: 'भाकृअनुप-भारतीय सोयाबीन अनुसंधान संस्थान, इंदौर — सोयाबीन में 25:60:40:20 किग्रा/हे नाइट्रोजन, फॉस्फेट (P₂O₅), पोटाश (K₂O) व सल्फर (2023 की सलाह)',
    mr: 'भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था, इंदूर — सोयाबीनमध्ये 25:60:40:20 kg/ha नत्र, स्फुरद (P₂O₅), पालाश (K₂O) व गंधक (2023 चा सल्ला)',
    url: 'https://www.krishakjagat.org/crop-cultivation/essential-nutrients-to-be-added-to-soybean-crop-at-the-time-of-sowing-issued-by-soybean-research-institute/',
  },
  iiprPulses: {
    citation:
      'ICAR-Indian Institute of Pulses Research (IIPR), Kanpur: production technology for chickpea, lentil, pigeonpea, black gram and green gram (a starter N dose with P, K and S).',
    hi: 'भाकृअनुप-भारतीय दलहन अनुसंधान संस्थान, कानपुर — दलहनी फसलों की उत्पादन तकनीक',
    mr: 'भाकृअनुप-भारतीय कडधान्य संशोधन संस्था, कानपूर — कडधान्य पिकांचे उत्पादन तंत्रज्ञान',
  },
  rajasthanPop: {
    citation:
      'Maharana Pratap University of Agriculture & Technology, Udaipur and Sri Karan Narendra Agriculture University, Jobner: package of practices for maize and chickpea in Rajasthan.',
    hi: 'महाराणा प्रताप कृषि एवं प्रौद्योगिकी विश्वविद्यालय, उदयपुर एवं श्री कर्ण नरेंद्र कृषि विश्वविद्यालय, जोबनेर — राजस्थान की फसलों का अभ्यास पैकेज',
    mr: 'महाराणा प्रताप कृषी व तंत्रज्ञान विद्यापीठ, उदयपूर व श्री कर्ण नरेंद्र कृषी विद्यापीठ, जोबनेर — राजस्थानमधील पिकांच्या लागवड पद्धती',
  },
  mahaPop: {
    citation:
      'Maharashtra state agricultural universities (MPKV Rahuri, VNMKV Parbhani, Dr PDKV Akola): recommendations for sugarcane (suru, pre-seasonal, adsali), rice, wheat, rabi sorghum, pearl millet, groundnut, chickpea and pigeonpea.',
    hi: 'महाराष्ट्र के कृषि विश्वविद्यालय (राहुरी, परभणी, अकोला) — गन्ना, धान, गेहूँ, ज्वार, बाजरा, मूंगफली, चना व अरहर की सिफ़ारिश',
    mr: 'महाराष्ट्रातील कृषी विद्यापीठे (राहुरी, परभणी, अकोला) — ऊस, भात, गहू, ज्वारी, बाजरी, भुईमूग, हरभरा व तुरीची शिफारस',
  },
  pdkvSoybean: {
    citation:
      'Dandge, M.S., Peshattiwar, P.D., Ghawde, R.S. & Mohod, P.V. (2020). Site specific nutrient management for increasing soybean production. Indian Journal of Pure & Applied Biosciences 8(5): 515–518 (recommended dose at Dr PDKV, Amravati: 30:75:30:20 kg N:P2O5:K2O:S per ha).',
    hi: 'डॉ. पंजाबराव देशमुख कृषि विद्यापीठ — विदर्भ में सोयाबीन की अनुशंसित मात्रा 30:75:30:20 किग्रा/हे',
    mr: 'डॉ. पंजाबराव देशमुख कृषी विद्यापीठ — विदर्भात सोयाबीनची शिफारस केलेली मात्रा 30:75:30:20 kg/ha',
    url: 'http://ijpab.com/vol8-iss5a69html.php',
  },
  uasPop: {
    citation:
      'University of Agricultural Sciences, Bengaluru, Dharwad and Raichur: package of practices for finger millet, groundnut, pigeonpea, green gram, rabi sorghum, chickpea and sugarcane in Karnataka.',
    hi: 'कृषि विज्ञान विश्वविद्यालय, बेंगलुरु, धारवाड़ एवं रायचूर — कर्नाटक की फसलों का अभ्यास पैकेज',
    mr: 'कृषी विज्ञान विद्यापीठ, बेंगळुरू, धारवाड व रायचूर — कर्नाटकातील पिकांच्या लागवड पद्धती',
  },
  ipniKarnatakaMaize: {
    citation:
      'IPNI South Asia (2017). Assessment of agronomic and economic benefits of fertilizer use in maize production systems in Karnataka, 2016 Annual Interpretive Summary (state university recommendation for maize: 150 kg N, 75 kg P2O5, 37.5 kg K2O per ha).',
    hi: 'आईपीएनआई (2017) — कर्नाटक में मक्का की विश्वविद्यालय सिफ़ारिश 150:75:37.5 किग्रा/हे',
    mr: 'आयपीएनआय (2017) — कर्नाटकात मक्याची विद्यापीठ शिफारस 150:75:37.5 kg/ha',
    url: 'http://research.ipni.net/page/RSAP-2864',
  },
  angrauPop: {
    citation:
      'Acharya N.G. Ranga Agricultural University (Andhra Pradesh) and Professor Jayashankar Telangana State Agricultural University: recommendations for rice, cotton, maize, groundnut, pigeonpea, chickpea and black gram.',
    hi: 'आचार्य एन.जी. रंगा कृषि विश्वविद्यालय एवं प्रो. जयशंकर तेलंगाना राज्य कृषि विश्वविद्यालय — फसलों की खाद सिफ़ारिश',
    mr: 'आचार्य एन.जी. रंगा कृषी विद्यापीठ व प्रा. जयशंकर तेलंगणा राज्य कृषी विद्यापीठ — पिकांची खत शिफारस',
  },
  apPearlMillet: {
    citation:
      'Department of Agriculture, Andhra Pradesh (apagrisnet.gov.in): pearl millet (sajja) fertiliser — irrigated 32 kg N, 16 kg P2O5, 12 kg K2O per acre; rainfed 24, 12 and 8 kg per acre; N half at sowing, half at 30 days.',
    hi: 'कृषि विभाग, आंध्र प्रदेश — बाजरा (सज्जा) की खाद: सिंचित 32-16-12, असिंचित 24-12-8 किग्रा प्रति एकड़',
    mr: 'कृषी विभाग, आंध्र प्रदेश — बाजरीसाठी (सज्जा) खते: बागायती 32-16-12, कोरडवाहू 24-12-8 kg प्रति एकर',
    url: 'http://apagrisnet.gov.in/sajja_eruvulu.php',
  },
  apRiceRabi: {
    citation:
      'Rice Knowledge Management Portal (ICAR-IIRR), Andhra Pradesh recommended package of practices from APRRI Maruteru: rabi rice 180:90:60 kg N:P2O5:K2O per ha, all P and K basal.',
    hi: 'चावल ज्ञान प्रबंधन पोर्टल (भाकृअनुप-आईआईआरआर), आंध्र प्रदेश — रबी धान 180:90:60 किग्रा/हे',
    mr: 'भात ज्ञान व्यवस्थापन पोर्टल (भाकृअनुप-आयआयआरआर), आंध्र प्रदेश — रब्बी भात 180:90:60 kg/ha',
    url: 'http://rkmp.co.in/farmers-domain/andhra-pradesh/recommended-pop?page=6',
  },
  tnauCrops: {
    citation:
      'Tamil Nadu Agricultural University and Directorate of Agriculture, Tamil Nadu: Crop Production Guide (sorghum, finger millet, sunflower, sesame, groundnut and potato in the hills).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय एवं कृषि निदेशालय — फसल उत्पादन गाइड',
    mr: 'तमिळनाडू कृषी विद्यापीठ व कृषी संचालनालय — पीक उत्पादन मार्गदर्शिका',
  },
  tnauCotton: {
    citation:
      'Veeraputhiran, R. & Thiyagu, K. (2021). Productivity, quality and economics of high density planted cotton as influenced by varieties and fertilizer application. International Journal of Current Microbiology and Applied Sciences 10(5): 581–586 (TNAU recommended dose for irrigated cotton varieties: 80:40:40 kg NPK per ha).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय — सिंचित कपास (किस्में) की अनुशंसित मात्रा 80:40:40 किग्रा/हे',
    mr: 'तमिळनाडू कृषी विद्यापीठ — बागायती कापूस (वाण) शिफारस केलेली मात्रा 80:40:40 kg/ha',
    url: 'https://www.ijcmas.com/abstractview.php?ID=22145&vol=10-5-2021&SNo=65',
  },
  tnauCoconut: {
    citation:
      'TNAU Agritech Portal: Horticulture — Coconut, manuring (from the 5th year 560 g N, 320 g P2O5, 1200 g K2O and 50 kg FYM per tree per year, in two splits).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — नारियल की खाद',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — नारळासाठी खते',
    url: 'https://agritech.tnau.ac.in/horticulture/horti_pcrops_coconut_manuring.html',
  },
  tnauTurmeric: {
    citation:
      'TNAU Agritech Portal: Horticulture — Turmeric, manures and manuring (25:60:18 kg NPK per ha at planting, then 25 kg N and 18 kg K2O at 30, 60, 90, 120 and 150 days: 150:60:108 in all).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — हल्दी की खाद',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — हळदीसाठी खते',
    url: 'https://agritech.tnau.ac.in/horticulture/horti_spice_turmeric_manuring.html',
  },
  kauRice: {
    citation:
      'Kerala Agricultural University: Package of Practices Recommendations (Crops), fertiliser recommendation for rice (wetlands: short-duration high-yielding varieties 70:35:35, medium-duration 90:45:45; uplands 60:30:30 kg N:P2O5:K2O per ha), as reproduced in the Rice Technology Bank.',
    hi: 'केरल कृषि विश्वविद्यालय — धान की खाद सिफ़ारिश (अभ्यास पैकेज)',
    mr: 'केरळ कृषी विद्यापीठ — भाताची खत शिफारस (लागवड पद्धती)',
    url: 'http://farmextensionmanager.com/English/Rice%20technology%20bank/Inter-cultivation/fertilizer%20application.htm',
  },
  kauCoconut: {
    citation:
      'Kerala Agricultural University (Centre for e-Learning): Coconut, nutrient management — adult palms, kg N:P2O5:K2O per palm per year: average management 0.34:0.17:0.68, good management 0.50:0.32:1.20, reclaimed clayey soils of Kuttanad 0.25:0.35:0.90, sandy soils of Onattukara 0.50:0.30:1.00 with 0.5 kg MgSO4.',
    hi: 'केरल कृषि विश्वविद्यालय — नारियल का पोषक तत्व प्रबंधन (प्रति पेड़ प्रति वर्ष)',
    mr: 'केरळ कृषी विद्यापीठ — नारळाचे अन्नद्रव्य व्यवस्थापन (प्रति झाड प्रति वर्ष)',
    url: 'http://www.celkau.in/Crops/Plantation%20Crops/Coconut/nutrientmanagement.aspx',
  },
  kauSugarcane: {
    citation:
      'Kerala Agricultural University Agritech: Sugarcane, manuring (Pandalam and Thiruvalla areas 165:82.5:82.5, Chittoor area 225:75:75 kg N:P2O5:K2O per ha; N and K in two splits at 45 and 90 days).',
    hi: 'केरल कृषि विश्वविद्यालय — गन्ने की खाद (पंडलम/तिरुवल्ला व चित्तूर क्षेत्र)',
    mr: 'केरळ कृषी विद्यापीठ — उसासाठी खते (पंडालम/तिरुवल्ला व चित्तूर भाग)',
    url: 'http://agritech.kau.in/node/283',
  },
  dbskkvPop: {
    citation:
      'Dr Balasaheb Sawant Konkan Krishi Vidyapeeth, Dapoli: package of practices for rice, finger millet (nagli), cowpea and groundnut in the Konkan.',
    hi: 'डॉ. बालासाहेब सावंत कोंकण कृषि विद्यापीठ, दापोली — कोंकण की फसलों का अभ्यास पैकेज',
    mr: 'डॉ. बाळासाहेब सावंत कोकण कृषी विद्यापीठ, दापोली — कोकणातील पिकांच्या लागवड पद्धती',
  },
  uahsPop: {
    citation:
      'Keladi Shivappa Nayaka University of Agricultural and Horticultural Sciences, Shivamogga: package of practices for coastal Karnataka (rice, cowpea).',
    hi: 'केलाडी शिवप्पा नायक कृषि एवं बागवानी विज्ञान विश्वविद्यालय, शिवमोग्गा — तटीय कर्नाटक का अभ्यास पैकेज',
    mr: 'केळदी शिवप्पा नायक कृषी व बागायत विज्ञान विद्यापीठ, शिवमोग्गा — किनारी कर्नाटकातील लागवड पद्धती',
  },
  cpcriCoconut: {
    citation:
      'ICAR-Central Plantation Crops Research Institute (CPCRI), Kasaragod: NPK nutrition of the coconut palm, a review (2007): general dose for palms yielding about 50 nuts a year 500 g N, 320 g P2O5 and 1200 g K2O per palm per year, in two or more splits.',
    hi: 'भाकृअनुप-केंद्रीय रोपण फसल अनुसंधान संस्थान, कासरगोड — नारियल का एनपीके पोषण (500:320:1200 ग्राम प्रति पेड़ प्रति वर्ष)',
    mr: 'भाकृअनुप-केंद्रीय मळा पीक संशोधन संस्था, कासरगोड — नारळाचे एनपीके पोषण (प्रति झाड प्रति वर्ष 500:320:1200 ग्रॅम)',
    url: 'http://14.139.158.120:4000/items/ec7adc97-f5b5-4add-bda8-19d495c14de8',
  },
  cpcriArecanut: {
    citation:
      'ICAR-Central Plantation Crops Research Institute (CPCRI), Kasaragod: arecanut manuring (100 g N, 40 g P2O5, 140 g K2O per bearing palm per year).',
    hi: 'भाकृअनुप-केंद्रीय रोपण फसल अनुसंधान संस्थान, कासरगोड — सुपारी की खाद',
    mr: 'भाकृअनुप-केंद्रीय मळा पीक संशोधन संस्था, कासरगोड — सुपारीसाठी खते',
  },
  gujaratPop: {
    citation:
      'Gujarat state agricultural universities (Junagadh, Anand, Navsari, Sardarkrushinagar Dantiwada): recommendations for groundnut, wheat, pearl millet, mustard, castor and sugarcane (NAU farmers kiosk: castor GCH-5 in north Gujarat 120 kg N per ha in three splits).',
    hi: 'गुजरात के कृषि विश्वविद्यालय (जूनागढ़, आणंद, नवसारी, दांतीवाड़ा) — मूंगफली, गेहूँ, बाजरा, सरसों, अरंडी व गन्ने की सिफ़ारिश',
    mr: 'गुजरातमधील कृषी विद्यापीठे (जुनागड, आणंद, नवसारी, दांतीवाडा) — भुईमूग, गहू, बाजरी, मोहरी, एरंडी व उसाची शिफारस',
    url: 'https://kiosk.nau.in/KIOSK_KRUSHI/content.php?grp=1&pid=1203',
  },
  cazriArid: {
    citation:
      'ICAR-Central Arid Zone Research Institute (CAZRI), Jodhpur: production technology for pearl millet and arid legumes (cluster bean) in western Rajasthan.',
    hi: 'भाकृअनुप-केंद्रीय शुष्क क्षेत्र अनुसंधान संस्थान, जोधपुर — शुष्क क्षेत्र की फसलों की उत्पादन तकनीक',
    mr: 'भाकृअनुप-केंद्रीय शुष्क विभाग संशोधन संस्था, जोधपूर — शुष्क विभागातील पिकांचे उत्पादन तंत्रज्ञान',
  },
  ciariPop: {
    citation:
      'ICAR-Central Island Agricultural Research Institute (CIARI), Port Blair: rice and pulse production in the Andaman & Nicobar Islands.',
    hi: 'भाकृअनुप-केंद्रीय द्वीपीय कृषि अनुसंधान संस्थान, पोर्ट ब्लेयर — अंडमान-निकोबार में धान व दलहन',
    mr: 'भाकृअनुप-केंद्रीय बेट कृषी संशोधन संस्था, पोर्ट ब्लेअर — अंदमान-निकोबारमधील भात व कडधान्ये',
  },
  // Crop rules of the planner (issue 20, knowledge/cropRules.ts).
  soybeanBalancedDose: {
    citation:
      'Balanced fertiliser dose for soybean, 20:60–80:40:20 kg N:P2O5:K2O:S per ha basal, the range commonly attributed to ICAR-IISR Indore; as given on Agriyantram, "सोयाबीन (खाद)" (farming tips, 2023), which does not name its source.',
    hi: 'सोयाबीन की संतुलित खाद मात्रा 20:60–80:40:20 किग्रा/हे नाइट्रोजन, फॉस्फेट (P₂O₅), पोटाश (K₂O) व सल्फर (भाकृअनुप-भारतीय सोयाबीन अनुसंधान संस्थान की मानी जाने वाली सीमा)',
    mr: 'सोयाबीनची संतुलित खत मात्रा 20:60–80:40:20 kg/ha नत्र, स्फुरद (P₂O₅), पालाश (K₂O) व गंधक (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्थेची मानली जाणारी मर्यादा)',
    url: 'https://agriyantram.com/farming_tips/cultivationcontentdetail/121',
  },
  thiyagarajan2003Pulses: {
    citation:
      'Thiyagarajan, T.M., Backiyavathy, M.R. & Savithri, P. (2003). Nutrient management for pulses — a review. Agricultural Reviews 24(1): 40–48 (biological N2 fixation meets 80–90 % of the N need, so 15–25 kg N/ha is enough for most pulses; sulphur at 20–30 kg/ha has raised pulse yields in many areas).',
    hi: 'त्यागराजन एवं सहयोगी (2003), दलहनी फसलों का पोषक तत्व प्रबंधन — 15–25 किग्रा/हे नाइट्रोजन पर्याप्त, 20–30 किग्रा/हे गंधक लाभकारी',
    mr: 'त्यागराजन व सहकारी (2003), कडधान्य पिकांचे अन्नद्रव्य व्यवस्थापन — 15–25 kg/ha नत्र पुरेसे, 20–30 kg/ha गंधक फायदेशीर',
  },
  tnauSunflower: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Sunflower (apply sulphur at 20 kg/ha through ammonium sulphate or single superphosphate, or gypsum 200 kg/ha basal), as reproduced by Farmers Grid (7 February 2017).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — सूरजमुखी का पोषक तत्व प्रबंधन: 20 किग्रा/हे गंधक',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) — सूर्यफुलाचे अन्नद्रव्य व्यवस्थापन: 20 kg/ha गंधक',
    url: 'https://farmersgrid.com/post/nutrient-management-sunflower-1',
  },
  // EC classes (issue 20): why the 4 dS/m saline line is not a 1:2 class limit.
  kumarSarangiSingh2023: {
    citation:
      'Kumar, P., Sarangi, A. & Singh, D.K. (2023). Comparative evaluation of methods for estimation of soil salinity (ICAR-IARI, New Delhi; wheat fields irrigated with saline water, ECe 1.5–12 dS/m): EC of the saturation-paste extract ≈ 2.7 × EC of the 1:2 soil:water extract and ≈ 7.7 × EC 1:5.',
    hi: 'कुमार, सारंगी एवं सिंह (2023), मृदा लवणता मापने की विधियों की तुलना — संतृप्त पेस्ट का EC 1:2 घोल के EC का लगभग 2.7 गुना',
    mr: 'कुमार, सारंगी व सिंग (2023), मृदा क्षारता मोजण्याच्या पद्धतींची तुलना — संपृक्त पेस्टची EC ही 1:2 द्रावणाच्या EC च्या सुमारे 2.7 पट',
    url: 'https://myresearchjournals.com/index.php/JAS/article/view/12251',
  },
  // Calculator doses verified against public pages (issue 20, "Verification of the knowledge tables").
  apAgriDept: {
    citation:
      'Department of Agriculture, Andhra Pradesh (apagrisnet.gov.in), crop pages "ఎరువులు" (fertilisers), per acre: groundnut urea 20 kg + single superphosphate 100 kg + muriate of potash 30 kg in kharif and in rabi (verushanaga_eruvlu); pigeonpea 8 kg N in kharif (16 in rabi) and 20 kg P2O5 (kamdi_yeruvulu); maize 40-20-16 kg N-P2O5-K2O in kharif and 48-24-20 in rabi (mokkajonna_eruvuulu).',
    hi: 'कृषि विभाग, आंध्र प्रदेश (apagrisnet.gov.in) — मूंगफली, अरहर व मक्का की खाद (प्रति एकड़)',
    mr: 'कृषी विभाग, आंध्र प्रदेश (apagrisnet.gov.in) — भुईमूग, तूर व मक्यासाठी खते (प्रति एकर)',
    url: 'https://apagrisnet.gov.in/verushanaga_eruvlu.php',
  },
  tnauSorghum: {
    citation:
      'TNAU Agritech Portal: Millets — Sorghum, main field preparation for irrigated crops, application of fertilizer (blanket recommendation 90 kg N, 45 kg P2O5, 45 kg K2O per ha for transplanted and direct-sown crops; N 50:25:25 % at 0, 15 and 30 days).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — सिंचित ज्वार में खाद 90:45:45 किग्रा/हे',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — बागायती ज्वारीसाठी खते 90:45:45 kg/ha',
    url: 'https://agritech.tnau.ac.in/agriculture/millets_sorghum_mainfield_preparation_fertilizer.html',
  },
  tnRagiRdf: {
    citation:
      'Sreemathi, M.G., Karthikeyan, A. & Babu, S. (Annamalai University): integrated nutrient management for yield maximisation in irrigated transplanted ragi, Erode district, Tamil Nadu (recommended dose of fertiliser 60:30:30 kg N:P2O5:K2O per ha).',
    hi: 'श्रीमती, कार्तिकेयन एवं बाबू (अन्नामलाई विश्वविद्यालय) — तमिलनाडु में सिंचित रोपाई रागी की अनुशंसित मात्रा 60:30:30 किग्रा/हे',
    mr: 'श्रीमती, कार्तिकेयन व बाबू (अन्नामलाई विद्यापीठ) — तमिळनाडूत बागायती पुनर्लागवड नाचणीची शिफारस केलेली मात्रा 60:30:30 kg/ha',
    url: 'https://biology-journal.org/journal/volume38/issue76/ijapb38-1-19.html',
  },
  aauToria: {
    citation:
      'Bora, P., Ojha, N.J. & Kurmi, K. (Assam Agricultural University): growth and yield performance of late sown toria (Brassica rapa subsp. toria) under integrated nutrient management practices in Assam. Journal of Oilseed Brassica (Society for Rapeseed-Mustard Research) (recommended dose 40-35-15 kg N-P2O5-K2O/ha + 10 kg borax/ha; rabi 2017-18 and 2018-19).',
    hi: 'बोरा, ओझा एवं कुर्मी (असम कृषि विश्वविद्यालय) — असम में तोरिया की अनुशंसित मात्रा 40-35-15 किग्रा/हे व 10 किग्रा बोरेक्स',
    mr: 'बोरा, ओझा व कुर्मी (आसाम कृषी विद्यापीठ) — आसाममध्ये तोरियाची शिफारस केलेली मात्रा 40-35-15 kg/ha व 10 kg बोरॅक्स',
    url: 'http://www.srmr.org.in/ojs/index.php/job/article/view/494',
  },
  hauPearlMillet: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, bajra (pearl millet) — irrigated 62.5 kg N, 25 kg P2O5 and, on soils low or medium in K, 12 kg K2O per acre (+10 kg zinc sulphate); rainfed 16 kg N and 8 kg P2O5 per acre (emausamhau.com, crop pages 29 and 30).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — बाजरा की खाद (सिंचित व बारानी, प्रति एकड़)',
    mr: 'चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ, हिसार — बाजरीसाठी खते (बागायती व कोरडवाहू, प्रति एकर)',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=29',
  },
  hauMustard: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, rapeseed-mustard — rainfed toria, sarson and raya 16 kg N + 8 kg P2O5 per acre; irrigated toria and sarson 24 kg N + 8 kg P2O5 + 10 kg zinc sulphate; irrigated raya 32 kg N + 12 kg P2O5 + 8 kg K2O per acre (emausamhau.com, crop page 571).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — तोरिया, सरसों व राया की खाद (प्रति एकड़)',
    mr: 'चौधरी चरणसिंह हरियाणा कृषी विद्यापीठ, हिसार — तोरिया, मोहरी व रायासाठी खते (प्रति एकर)',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=571',
  },
  ctriFcvPractices: {
    citation:
      'ICAR-Central Tobacco Research Institute, Rajahmundry: Tobacco production and protection technologies for improving the productivity & quality (agronomic practices), Table 1 "Crop production practices for FCV tobacco in India" — fertiliser dose N:P2O5:K2O kg/ha: Andhra Pradesh black soils 45:25:25, northern light soils 115:60:120, southern light soils 60:60:60, Karnataka light soils 60:40:120; as reproduced on Scribd.',
    hi: 'भाकृअनुप-केंद्रीय तंबाकू अनुसंधान संस्थान, राजमुंद्री — एफसीवी तंबाकू की खेती की तालिका (काली मिट्टी 45:25:25 किग्रा/हे)',
    mr: 'भाकृअनुप-केंद्रीय तंबाखू संशोधन संस्था, राजमुंद्री — एफसीव्ही तंबाखू लागवडीचा तक्ता (काळी माती 45:25:25 kg/ha)',
    url: 'https://scribd.com/document/523852368/agronomy',
  },
  crijafAdvisory: {
    citation:
      'ICAR-Central Research Institute for Jute and Allied Fibres (CRIJAF), Barrackpore: agro-advisory to growers of jute and allied fibres — 60:30:30 kg N:P2O5:K2O per ha on medium and high fertility land, 80:40:40 on low fertility land; N in 2–3 splits, P and K basal; as reproduced on agri.bot.',
    hi: 'भाकृअनुप-केंद्रीय पटसन एवं समवर्गीय रेशा अनुसंधान संस्थान, बैरकपुर — पटसन उत्पादकों के लिए सलाह (60:30:30 किग्रा/हे)',
    mr: 'भाकृअनुप-केंद्रीय ताग व संबंधित धागा संशोधन संस्था, बराकपूर — ताग उत्पादकांसाठी सल्ला (60:30:30 kg/ha)',
    url: 'https://agri.bot/agro-advisory-to-growers-of-jute-and-allied-fibres-issued-by-icar-crijaf-barrackpore/',
  },
  jauGroundnut: {
    citation:
      'Junagadh Agricultural University: research recommendations, natural resources management — nutrient management (bunch groundnut in South Saurashtra, rainfed: 100 per cent RDF of groundnut, i.e. 12.5-25.0-0 kg N-P2O5-K2O/ha, basal); read in a stored copy of the university page.',
    hi: 'जूनागढ़ कृषि विश्वविद्यालय — सौराष्ट्र में मूंगफली की अनुशंसित मात्रा 12.5-25-0 किग्रा/हे',
    mr: 'जुनागड कृषी विद्यापीठ — सौराष्ट्रात भुईमुगाची शिफारस केलेली मात्रा 12.5-25-0 kg/ha',
    url: 'https://276787.e12cr.group/index.php/photo/2-init-content/research/92-natural-resources-management',
  },
  mpNarsinghpurAdvisory: {
    citation:
      'Department of Farmer Welfare and Agriculture Development, Narsinghpur (Madhya Pradesh): advice on fertilisers for the rabi crops — wheat 120:60:40, chickpea 20:60:20 and lentil 20:60:20 kg N:P2O5:K2O per ha; as reported by Vashishth Times.',
    hi: 'किसान कल्याण तथा कृषि विकास विभाग, नरसिंहपुर (मध्य प्रदेश) — गेहूं 120:60:40, चना 20:60:20 किग्रा/हे',
    mr: 'शेतकरी कल्याण व कृषी विकास विभाग, नरसिंहपूर (मध्य प्रदेश) — गहू 120:60:40, हरभरा 20:60:20 kg/ha',
    url: 'https://vashishthtimes.com/?p=21998',
  },
  ouatRainfedRice: {
    citation:
      'Udgata, J., Barik, M., Phonglosa, A. et al. (2020). Assessment of balance nutrition (N, P, K, Zn and B) and green manuring on yield, nutrient uptake, economics and soil fertility of rainfed rice in drought prone areas of Odisha (KVK Jharsuguda, OUAT). Current Journal of Applied Science and Technology 39(27): 10–19 (recommended dose of fertiliser for rainfed rice: 60:30:30 kg N:P2O5:K2O per ha).',
    hi: 'उदगाता एवं सहयोगी (2020), ओडिशा के सूखा-प्रवण क्षेत्र में वर्षा आधारित धान — अनुशंसित मात्रा 60:30:30 किग्रा/हे',
    mr: 'उदगाता व सहकारी (2020), ओडिशाच्या दुष्काळप्रवण भागातील पावसावर आधारित भात — शिफारस केलेली मात्रा 60:30:30 kg/ha',
    url: 'http://archive.jibiology.com/id/eprint/303',
  },
  mpkvPadegaonCane: {
    citation:
      'Mahatma Phule Krishi Vidyapeeth, Central Sugarcane Research Station, Padegaon (Dr P. Chaudhari, Dr M. Ajotikar): sugarcane advisory "give the second dose to adsali cane" — recommended 400:170:170 kg N:P2O5:K2O per ha for adsali cane (500:200:200 for Co 86032), 40 % of the N at 6–8 weeks; as published by Krushiking.',
    hi: 'महात्मा फुले कृषि विद्यापीठ, मध्यवर्ती गन्ना अनुसंधान केंद्र, पाडेगाव — आडसाली गन्ना 400:170:170 किग्रा/हे',
    mr: 'महात्मा फुले कृषी विद्यापीठ, मध्यवर्ती ऊस संशोधन केंद्र, पाडेगाव — आडसाली ऊस 400:170:170 kg/ha',
    url: 'https://krushiking.com/%E0%A4%8A%E0%A4%B8-%E0%A4%B8%E0%A4%B2%E0%A5%8D%E0%A4%B2%E0%A4%BE-%E0%A4%86%E0%A4%A1%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A5%80-%E0%A4%89%E0%A4%B8%E0%A4%BE%E0%A4%B2%E0%A4%BE-%E0%A4%96%E0%A4%A4%E0%A4%BE/',
  },
  // Issue 37: targeted-yield (STCR) equations and manure / legume credits.
  stcrModel: {
    citation:
      "Ramamoorthy's inductive-cum-targeted-yield model of the AICRP on Soil Test Crop Response (ICAR-IISS): F = NR/Cf × 100 × T − Cs/Cf × S (− Co/Cf × O with manure); as set out for the MPKV Rahuri STCR project on agriinfo.in.",
    hi: 'रामामूर्ति का लक्षित उपज मॉडल, मृदा परीक्षण फसल अनुक्रिया (STCR) परियोजना, भाकृअनुप-भारतीय मृदा विज्ञान संस्थान',
    mr: 'रामामूर्ती यांचे लक्ष्यित उत्पादन मॉडेल, माती परीक्षण पीक प्रतिसाद (STCR) प्रकल्प, भाकृअनुप-भारतीय मृदा विज्ञान संस्था',
    url: 'http://agriinfo.in/default.aspx?page=topic&superid=4&topicid=1828',
  },
  stcrMaizeTnVertisol: {
    citation:
      'Inductive approach as a basis for fertilizer prescription through integrated plant nutrition system for maize on Vertisol (Manickapuram, Theni district, southern zone of Tamil Nadu, 2016–17). Madras Agricultural Journal 106; validated at 9–11 t/ha by Suresh, R. & Santhi, R. (2018), Int. J. Curr. Microbiol. App. Sci. 7(9): 2131–2139.',
    hi: 'मक्का, तमिलनाडु की काली (वर्टिसोल) मिट्टी — एसटीसीआर-आईपीएनएस लक्षित उपज समीकरण (मद्रास एग्रीकल्चरल जर्नल 106)',
    mr: 'मका, तमिळनाडूची काळी (व्हर्टिसोल) माती — एसटीसीआर-आयपीएनएस लक्ष्यित उत्पादन समीकरण (मद्रास ॲग्रिकल्चरल जर्नल 106)',
    url: 'http://masujournal.org/106/190266.php',
  },
  stcrWheatPunjab: {
    citation:
      'Singh, J., Mavi, M.S. & Saini, S.P. Fertilizer prescription for target yield of wheat (Triticum aestivum) in alluvial soils (PAU research farm, Ludhiana, 2019–2021). Indian Journal of Agricultural Sciences.',
    hi: 'गेहूँ, पंजाब की जलोढ़ मिट्टी — लक्षित उपज के लिए खाद की मात्रा (पंजाब कृषि विश्वविद्यालय, लुधियाना)',
    mr: 'गहू, पंजाबची गाळाची माती — लक्ष्यित उत्पादनासाठी खताची मात्रा (पंजाब कृषी विद्यापीठ, लुधियाना)',
    url: 'https://epubs.icar.org.in/index.php/IJAgS/article/view/125137',
  },
  fymAnalysis: {
    citation:
      'Farmyard manure: well-decomposed FYM contains on average 0.5 % N, 0.2 % P2O5 and 0.5 % K2O; about 30 % of the N, 60–70 % of the P and 65–70 % of the K become available to the crop sown after it (Vantika Tech, "Organic farmyard manure", 2020, restating the Indian agronomy textbook figures).',
    hi: 'गोबर की सड़ी खाद: औसतन 0.5 % नाइट्रोजन, 0.2 % फॉस्फेट, 0.5 % पोटाश; पहली फसल को लगभग 30 % नाइट्रोजन, 60–70 % फॉस्फोरस, 65–70 % पोटाश मिलता है',
    mr: 'कुजलेले शेणखत: सरासरी 0.5 % नत्र, 0.2 % स्फुरद, 0.5 % पालाश; पहिल्या पिकाला सुमारे 30 % नत्र, 60–70 % स्फुरद, 65–70 % पालाश मिळते',
    url: 'https://www.vantikatech.com/2020/04/organic-farmyard-manure.html',
  },
  compostAnalysis: {
    citation:
      'Bulky organic manures: farm compost (sugarcane trash, paddy straw, weeds and other farm waste) contains 0.5 % N, 0.15 % P2O5 and 0.5 % K2O (BigHaat Kisan Vedika, "Organic manures: farmyard, compost, green").',
    hi: 'फार्म कम्पोस्ट: 0.5 % नाइट्रोजन, 0.15 % फॉस्फेट, 0.5 % पोटाश',
    mr: 'शेतातील कंपोस्ट: 0.5 % नत्र, 0.15 % स्फुरद, 0.5 % पालाश',
    url: 'https://kisanvedika.bighaat.com/web-stories/maximize-soil-fertility-and-crop-yield-with-organic-manure/',
  },
  narwal1983Wheat: {
    citation:
      'Narwal, S.S., Malik, D.S. & Malik, R.S. (1983). Studies in multiple cropping II. Effects of preceding grain legumes on the nitrogen requirement of wheat (Hisar). Experimental Agriculture 19 (green gram and black gram cut the N requirement of the following wheat by 30–60 kg/ha; pigeonpea or soybean by 30 kg/ha).',
    hi: 'नरवाल एवं सहयोगी (1983), हिसार — मूंग/उड़द के बाद गेहूँ की नाइट्रोजन आवश्यकता 30–60 किग्रा/हे कम; अरहर या सोयाबीन के बाद 30 किग्रा/हे',
    mr: 'नरवाल व सहकारी (1983), हिसार — मूग/उडदानंतर गव्हाची नत्राची गरज 30–60 kg/ha कमी; तूर किंवा सोयाबीननंतर 30 kg/ha',
    url: 'https://www.cambridge.org/core/journals/experimental-agriculture/article/studies-in-multiple-cropping-ii-effects-of-preceding-grain-legumes-on-the-nitrogen-requirement-of-wheat/CF57D8757893BEC995DA83564B5EAE1B',
  },
  winterLegumesMaize1981: {
    citation:
      'Effects of winter legumes on the nitrogen economy and productivity of succeeding cereals (north-west India). Experimental Agriculture 17(1): 57–62 (1981): chickpea, lentil, pea and Lathyrus reduced the fertilizer N of the following maize by 18–68 kg/ha.',
    hi: 'रबी दलहन (चना, मसूर, मटर) के बाद मक्का की खाद नाइट्रोजन 18–68 किग्रा/हे कम (एक्सपेरिमेंटल एग्रीकल्चर, 1981)',
    mr: 'रब्बी कडधान्यांनंतर (हरभरा, मसूर, वाटाणा) मक्याची नत्र खताची गरज 18–68 kg/ha कमी (एक्सपेरिमेंटल ॲग्रिकल्चर, 1981)',
    url: 'https://doi.org/10.1017/s0014479700011236',
  },
  legumesRiceN: {
    citation:
      'Grain and fodder legumes as preceding crops affecting the yield and N economy of rice: preceding mung bean, cowpea or black gram were equivalent to 36–67 kg N/ha of fertilizer to the following rice (sandy-loam, two years).',
    hi: 'पहले मूंग, लोबिया या उड़द लेने से धान को 36–67 किग्रा/हे नाइट्रोजन के बराबर लाभ',
    mr: 'आधी मूग, चवळी किंवा उडीद घेतल्याने भाताला 36–67 kg/ha नत्राइतका फायदा',
    url: 'https://scilit.net/publications/d4b8ab2b594de493254c656d468a96c4',
  },
  narwal1987PearlMillet: {
    citation:
      'Narwal, S.S. & Malik, D.S. Effect of preceding crops on the nitrogen requirement of pearl millet and phosphorus requirement of chickpea (Hisar). Journal of Agricultural Science (1987): preceding cowpea and green gram reduced the N requirement of pearl millet by 40 kg/ha compared with maize.',
    hi: 'नरवाल एवं मलिक (1987), हिसार — लोबिया या मूंग के बाद बाजरे की नाइट्रोजन आवश्यकता 40 किग्रा/हे कम',
    mr: 'नरवाल व मलिक (1987), हिसार — चवळी किंवा मुगानंतर बाजरीची नत्राची गरज 40 kg/ha कमी',
    url: 'https://www.cambridge.org/core/journals/journal-of-agricultural-science/article/effect-of-preceding-crops-on-the-nitrogen-requirement-of-pearl-millet-and-phosphorus-requirement-of-chickpea/A59344A8184935507E2F667C6713B808',
  },
  sodicRiceZinc: {
    citation:
      'Vinothini, R., Subash Chandra Bose, K. & Baskar, M. (Tamil Nadu Agricultural University): Influence of soil application of zinc sulphate along with foliar spray on growth and yield of rice in sodic soil under different amendments. Madras Agricultural Journal (ZnSO4 at the recommended 25 kg/ha on sodic soil reclaimed with gypsum; 37.5 kg/ha, 150 % of it, on unreclaimed sodic soil; both with a 0.5 % ZnSO4 spray at panicle initiation and heading).',
    hi: 'विनोथिनी, सुभाष चंद्र बोस एवं बास्कर (TNAU) — ऊसर मिट्टी में धान: सुधरी मिट्टी में जिंक सल्फेट 25 किग्रा/हे, बिना सुधरी में 37.5 किग्रा/हे, साथ में 0.5 % जिंक सल्फेट का छिड़काव',
    mr: 'विनोथिनी, सुभाष चंद्र बोस व बास्कर (TNAU) — चोपण मातीतील भात: सुधारलेल्या मातीत झिंक सल्फेट 25 kg/ha, सुधारणा न केलेल्या मातीत 37.5 kg/ha, सोबत 0.5 % झिंक सल्फेटची फवारणी',
    url: 'https://masujournal.org/105/195.php',
  },
  skuastMustardBoron: {
    citation:
      'Effect of organic manures and boron application on yield attributes and yield of mustard (Brassica juncea L.) under Jammu region. Field experiment, SKUAST-Jammu, Chatha, rabi 2018–19 and 2019–20: soil-applied borax 0, 5 and 10 kg/ha and 0.1–0.2 % boric acid sprays; the best treatment was 10 kg borax/ha with FYM and vermicompost.',
    hi: 'शेर-ए-कश्मीर कृषि विश्वविद्यालय, जम्मू — सरसों में बोरॉन का प्रयोग: 10 किग्रा/हे बोरेक्स सबसे अच्छा (2018–20)',
    mr: 'शेर-ए-काश्मीर कृषी विद्यापीठ, जम्मू — मोहरीत बोरॉनचा वापर: 10 kg/ha बोरॅक्स सर्वोत्तम (2018–20)',
    url: 'https://discovery.researcher.life/article/effect-of-organic-manures-and-boron-application-on-yield-attributes-and-yield-of-mustard-brassica-junciea-l-under-jammu-region/f000f45e47c6340bb1c3746b5c3aa15d',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
