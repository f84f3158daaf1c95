import type { Source } from './sources.js';

/**
 * Publications cited by the soybean knowledge (zones, stages, practices). Same shape as `SOURCES`
 * in sources.ts, kept apart so the soybean data can grow without touching the shared list.
 *
 * Many ICAR-IISR (Indore) recommendations are cited through the farm press that reprinted the
 * institute's weekly advisories (Krishak Jagat, Kisan Suvidha): the institute's own pages could not
 * be opened from the build machine. Where an entry says 'checked', the figure was read on the page
 * at `url`; 'recalled' entries cite the publication the figure is usually quoted from.
 */
export const SOYBEAN_SOURCES = {
  // ------------------------------------------------------------- ICAR-IISR, Indore and AICRP on Soybean
  iisrPackage: {
    citation:
      'ICAR-Indian Institute of Soybean Research (IISR), Indore: extension bulletin "Modern cultivation and technical recommendations of soybean" and package of practices for soybean (AICRP on Soybean recommendations by zone).',
    hi: 'भाकृअनुप-भारतीय सोयाबीन अनुसंधान संस्थान, इंदौर — सोयाबीन की आधुनिक खेती एवं तकनीकी अनुशंसाएँ (विस्तार पुस्तिका)',
    mr: 'भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था, इंदूर — सोयाबीनची आधुनिक लागवड व तांत्रिक शिफारशी (विस्तार पुस्तिका)',
    url: 'https://iisrindore.icar.gov.in/goodagripractices.html',
  },
  iisrAdvisory2024: {
    citation:
      'ICAR-IISR, Indore, pre-sowing advisory for kharif 2024, as reported by Krishak Jagat (23 May 2024): deep summer ploughing once in 3 years, criss-cross harrowing and planking; FYM 5–10 t/ha or poultry manure 2.5 t/ha; sub-soiler once in 5 years at 10 m; 2–3 varieties per farm; rows 45 cm, plants 5–10 cm apart; seed rate 60–75 kg/ha.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान, इंदौर — खरीफ 2024 बुवाई-पूर्व सलाह (कृषक जगत)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था, इंदूर — खरीप 2024 पेरणीपूर्व सल्ला (कृषक जगत)',
    url: 'https://www.en.krishakjagat.org/india-region/farmers-advised-to-sow-2-3-varieties-of-soybean-indian-institute-of-soybean-research/',
  },
  iisrSowing2023: {
    citation:
      'ICAR-IISR, Indore, sowing advisory as reported by Krishak Jagat (21 June 2023, Hindi): rows 45 cm, sowing depth 2–3 cm, plants 5–10 cm apart, seed rate 65–70 kg/ha at 70 % germination.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — कतार व पौधों की दूरी पर सलाह (कृषक जगत, 21 जून 2023)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — ओळी व झाडांमधील अंतराविषयी सल्ला (कृषक जगत, 21 जून 2023)',
    url: 'https://www.krishakjagat.org/crop-cultivation/what-should-be-the-distance-between-the-plant-and-the-rows-while-sowing-soybean/',
  },
  iisrAdvisory2017: {
    citation:
      'ICAR-IISR, Indore, advisory for soybean cultivation, kharif 2017, as reproduced by Kisan Suvidha: sow after about 100 mm of monsoon rain; seed rate by seed size; germination at least 70 %; seed treatment fungicide (thiram + carbendazim 2:1, 3 g/kg) then insecticide (thiamethoxam 30 FS 10 ml/kg) then Rhizobium and PSM cultures, or Trichoderma viride 8–10 g/kg; BBF or FIRBS drill, or a conservation furrow after every 6–9 rows; depth not over 3 cm; rows 45 cm; 25:60:40:20 kg/ha N, P2O5, K2O, S at sowing.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — खरीफ 2017 की सोयाबीन खेती सलाह (किसान सुविधा)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — खरीप 2017 सोयाबीन लागवड सल्ला (किसान सुविधा)',
    url: 'https://www.kisansuvidha.com/advisory-soybean-cultivation/',
  },
  iisrNutrients2023: {
    citation:
      'ICAR-IISR, Indore, advisory on nutrients at sowing, as reported by Krishak Jagat (8 July 2023, Hindi): 25:60:40:20 kg/ha N, P2O5, K2O and S, all at sowing; e.g. urea 56 kg + single superphosphate 375–400 kg + muriate of potash 67 kg, or DAP 125 kg + muriate of potash 67 kg + bentonite sulphur 25 kg per ha.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — बुवाई के समय पोषक तत्व 25:60:40:20 (कृषक जगत, 8 जुलाई 2023)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — पेरणीच्या वेळी अन्नद्रव्ये 25:60:40:20 (कृषक जगत, 8 जुलै 2023)',
    url: 'https://www.krishakjagat.org/crop-cultivation/essential-nutrients-to-be-added-to-soybean-crop-at-the-time-of-sowing-issued-by-soybean-research-institute/',
  },
  iisrBbf2022: {
    citation:
      'ICAR-IISR, Indore, pre-sowing advisory for kharif 2022, as reported by Krishak Jagat (21 May 2022): sow on broad bed and furrow (BBF) or ridge and furrow to manage both waterlogging and drought; germination test (minimum 70 %).',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — चौड़ी क्यारी-नाली (बीबीएफ) या मेड़-नाली पद्धति से बुवाई की सलाह (कृषक जगत, 2022)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — रुंद वरंबा सरी (बीबीएफ) किंवा सरी-वरंबा पद्धतीने पेरणीचा सल्ला (कृषक जगत, 2022)',
    url: 'https://www.en.krishakjagat.org/india-region/soybean-farmers-in-india-advised-to-use-broad-bed-furrow-bbf-or-ridge-furrow-sowing-method/',
  },
  iisrPests2022: {
    citation:
      'ICAR-IISR, Indore, advisory for a 15–20 day old crop, as reported by Krishak Jagat (20 July 2022): chlorantraniliprole 18.5 SC 150 ml/ha for leaf-eating caterpillars; thiamethoxam 12.6 % + lambda-cyhalothrin 9.5 % ZC 125 ml/ha for stem fly; hexaconazole 5 EC 1 ml per litre of water for Rhizoctonia aerial blight.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — 15–20 दिन की फसल में कीट व रोग प्रबंधन की सलाह (कृषक जगत, 2022)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — 15–20 दिवसांच्या पिकातील कीड व रोग व्यवस्थापनाचा सल्ला (कृषक जगत, 2022)',
    url: 'https://www.en.krishakjagat.org/crop-protection/insect-pest-management-in-15-20-days-old-soybean-crop/',
  },
  iisrHairyCaterpillar2023: {
    citation:
      'ICAR-IISR, Indore, weekly advisory 24–30 July 2023, as reported by Krishak Jagat (Hindi): Bihar hairy caterpillar — remove the gregarious young larvae with the leaves, spray lambda-cyhalothrin 4.9 CS (300 ml/ha) or indoxacarb 15.8 EC (333 ml/ha).',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — बिहार रोमिल इल्ली (हेयरी कैटरपिलर) से बचाव की साप्ताहिक सलाह (कृषक जगत, 2023)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — बिहार केसाळ अळीपासून संरक्षणाचा साप्ताहिक सल्ला (कृषक जगत, 2023)',
    url: 'https://www.krishakjagat.org/crop-cultivation/outbreak-of-hairy-caterpillar-seen-in-soybean-crop-in-madhya-pradesh-how-to-treat/',
  },
  iisrPodBorer2023: {
    citation:
      'ICAR-IISR, Indore, weekly advisory 25 September–1 October 2023, as reported by Krishak Jagat (Hindi): at grain filling the gram pod borer eats seeds inside the pods; spray a recommended insecticide such as indoxacarb; early varieties sown in late June are nearly ready for harvest at 90–95 days.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — दाना भरने की अवस्था में फली छेदक से बचाव की सलाह (कृषक जगत, 2023)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — दाणे भरण्याच्या अवस्थेत शेंगा पोखरणाऱ्या अळीपासून संरक्षणाचा सल्ला (कृषक जगत, 2023)',
    url: 'https://www.krishakjagat.org/crop-cultivation/possibility-of-outbreak-of-pod-borer-at-the-grain-filling-stage-in-soybean-crop-agricultural-research-issued-advice/',
  },
  iisrWeeds2024: {
    citation:
      'ICAR-IISR, Indore, weekly advisory 24–30 July, as reported by Pradesh Tak (Hindi): keep the crop free of weeds for 50–60 days; two hand weedings at 20 and 40 days, or hoeing (doraa/kulpa), or a recommended post-emergence herbicide.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — खरपतवार नियंत्रण की साप्ताहिक सलाह (प्रदेश तक)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — तण नियंत्रणाचा साप्ताहिक सल्ला (प्रदेश तक)',
    url: 'https://pradeshtak.in/?p=148873',
  },
  iisrLateSowing2023: {
    citation:
      'ICAR-IISR, Indore, advisory of 5 July 2023, as reported by Krishak Jagat: the first week of July is the last suitable sowing time in most areas; for later sowing use early varieties such as JS 20-34, NRC 130, NRC 131, NRC 138.',
    hi: 'भारतीय सोयाबीन अनुसंधान संस्थान — देर से बुवाई के लिए जल्दी पकने वाली किस्में (कृषक जगत, 2023)',
    mr: 'भारतीय सोयाबीन संशोधन संस्था — उशिरा पेरणीसाठी लवकर पक्व होणारे वाण (कृषक जगत, 2023)',
    url: 'https://www.en.krishakjagat.org/farming-agriculture/choose-these-early-maturing-varieties-for-late-sowing-of-soybean/',
  },
  krishiJagranWeeds: {
    citation:
      'Krishi Jagran (Hindi), integrated weed management in soybean: keep the first 45 days weed-free; diclosulam 84 WDG within 0–3 days after sowing (pre-emergence); imazethapyr 10 SL, or imazamox + imazethapyr, 15–20 days after sowing on moist soil.',
    hi: 'कृषि जागरण — सोयाबीन में समेकित खरपतवार प्रबंधन',
    mr: 'कृषी जागरण — सोयाबीनमधील एकात्मिक तण व्यवस्थापन',
    url: 'https://hindi.krishijagran.com/farm-activities/integrated-weed-management-in-soybean',
  },

  // ------------------------------------------------------------- state universities and zone sources
  jauVarieties: {
    citation:
      'Junagadh Agricultural University, farmer kiosk: improved soybean varieties for Gujarat, and varieties recommended nationally for the Central Zone (JS 335, NRC 37, JS 95-60, JS 97-52, JS 20-34, NRC 127, NRC 130, NRC 138, NRC 142, RVSM 2011-35, AMS 100-39).',
    hi: 'जूनागढ़ कृषि विश्वविद्यालय — मध्य क्षेत्र के लिए अनुशंसित सोयाबीन किस्में',
    mr: 'जुनागड कृषी विद्यापीठ — मध्य विभागासाठी शिफारस केलेले सोयाबीन वाण',
    url: 'https://online.jau.in/kiosk/index.php?cat_id=125&cont_id=415',
  },
  aauSoybean: {
    citation:
      'Assam Agricultural University, Jorhat — AICRP on Soybean centre: varieties KDS 753, JS 20-116, DSb 32 and MACS 1407 released for the North Eastern Hill Zone including Assam.',
    hi: 'असम कृषि विश्वविद्यालय, जोरहाट — अखिल भारतीय समन्वित सोयाबीन अनुसंधान परियोजना केंद्र',
    mr: 'आसाम कृषी विद्यापीठ, जोरहाट — अखिल भारतीय समन्वित सोयाबीन संशोधन प्रकल्प केंद्र',
    url: 'https://aau.ac.in/department/department_details/260',
  },
  macs1407: {
    citation:
      'MACS-Agharkar Research Institute, Pune, with ICAR: soybean variety MACS 1407 (about 104 days), suited to rainfed Assam, West Bengal, Jharkhand, Chhattisgarh and the north-eastern states; sowing from 20 June to 5 July without yield loss.',
    hi: 'आघारकर अनुसंधान संस्थान, पुणे — सोयाबीन किस्म एमएसीएस 1407 (असम, पश्चिम बंगाल, झारखंड, छत्तीसगढ़, पूर्वोत्तर)',
    mr: 'आघारकर संशोधन संस्था, पुणे — सोयाबीन वाण एमएसीएस 1407 (आसाम, पश्चिम बंगाल, झारखंड, छत्तीसगड, ईशान्य भारत)',
    url: 'https://iaspoint.com/indian-scientists-develop-high-yielding-pest-resistant-soybean-variety',
  },
  manipurSoybean: {
    citation:
      'Nandini Devi, K. & Kumar, M. (2020). Cultivation practices of soybean under Manipur condition (AICRP on Soybean multilocation trials). The Sangai Express, 1 December 2020: seed rate 60 kg/ha; thiram + carbendazim (2:1) 3 g/kg seed; Bradyrhizobium japonicum 3 g/kg seed; sowing June to first week of July.',
    hi: 'नंदिनी देवी एवं मुकुल कुमार (2020) — मणिपुर की परिस्थिति में सोयाबीन की खेती',
    mr: 'नंदिनी देवी व मुकुल कुमार (2020) — मणिपूरच्या परिस्थितीत सोयाबीन लागवड',
    url: 'https://www.thesangaiexpress.com/Encyc/2020/12/1/Cultivation-practices-of-Soybean-under-Manipur-condition-.html',
  },
  icarNeh: {
    citation:
      'ICAR Research Complex for NEH Region, Umiam: soybean cultivation in the north-eastern hills (sowing May–June at mid and low altitudes; spacing 30–35 × 10–15 cm; FYM 5–7 t/ha with 150 kg/ha rock phosphate), as reproduced on Scribd.',
    hi: 'भाकृअनुप उत्तर-पूर्वी पर्वतीय क्षेत्र अनुसंधान परिसर, उमियम — पहाड़ों में सोयाबीन की खेती',
    mr: 'भाकृअनुप ईशान्य पर्वतीय विभाग संशोधन संकुल, उमियम — डोंगराळ भागातील सोयाबीन लागवड',
    url: 'https://www.scribd.com/document/487841145/SOYBEAN-pdf',
  },
  ipniKarnataka: {
    citation:
      'IPNI South Asia research project IPNI-2014-IND-531 with UAS Dharwad, "Assessing the indigenous nutrient supplying capacity of soils to soybean in Vertisols of Northern Karnataka" (2016 summary): Karnataka state recommendation for soybean 40-80-25 kg N-P2O5-K2O/ha.',
    hi: 'आईपीएनआई एवं कृषि विज्ञान विश्वविद्यालय, धारवाड़ — उत्तर कर्नाटक में सोयाबीन की राज्य अनुशंसा 40-80-25',
    mr: 'आयपीएनआय व कृषी विज्ञान विद्यापीठ, धारवाड — उत्तर कर्नाटकातील सोयाबीनची राज्य शिफारस 40-80-25',
    url: 'http://research.ipni.net/page/RSAP-2865',
  },
  uasDharwadSowing: {
    citation:
      'Field trial at MARS, UAS Dharwad, kharif 2016–2017, variety DSb 21: sowing in the first fortnight of June gave the highest seed yield, ahead of the second fortnight of June and the first fortnight of July. Int. J. Curr. Microbiol. App. Sci. 8(1): 2020–2032 (2019).',
    hi: 'कृषि विज्ञान विश्वविद्यालय, धारवाड़ — बुवाई की तारीख पर प्रयोग (जून का पहला पखवाड़ा सर्वोत्तम)',
    mr: 'कृषी विज्ञान विद्यापीठ, धारवाड — पेरणीच्या तारखेवरील प्रयोग (जूनचा पहिला पंधरवडा सर्वोत्तम)',
    url: 'https://doi.org/10.20546/ijcmas.2019.801.212',
  },
  southernPackages: {
    citation:
      'State packages of practices for soybean in the south: UAS Dharwad (Karnataka), PJTSAU (Telangana), TNAU Crop Production Guide (Tamil Nadu), MPKV Rahuri / Kolhapur (south Maharashtra).',
    hi: 'दक्षिणी राज्यों के कृषि विश्वविद्यालयों की सोयाबीन खेती पद्धति (धारवाड़, तेलंगाना, तमिलनाडु, राहुरी)',
    mr: 'दक्षिणेकडील राज्यांच्या कृषी विद्यापीठांच्या सोयाबीन लागवड पद्धती (धारवाड, तेलंगणा, तमिळनाडू, राहुरी)',
  },
  northPlainPackages: {
    citation:
      'State packages of practices for kharif soybean in the northern plains: GB Pant University of Agriculture & Technology, Pantnagar (Pant Soybean varieties) and Punjab Agricultural University, Ludhiana (SL varieties).',
    hi: 'उत्तरी मैदानी क्षेत्र की सोयाबीन खेती पद्धति — पंतनगर एवं पंजाब कृषि विश्वविद्यालय',
    mr: 'उत्तरेकडील मैदानी विभागाची सोयाबीन लागवड पद्धती — पंतनगर व पंजाब कृषी विद्यापीठ',
  },
  easternPackages: {
    citation:
      'State packages of practices for soybean in the eastern states: IGKV Raipur (Chhattisgarh), Birsa Agricultural University, Ranchi (Jharkhand), OUAT (Odisha).',
    hi: 'पूर्वी राज्यों की सोयाबीन खेती पद्धति — इंदिरा गांधी कृषि विश्वविद्यालय रायपुर, बिरसा कृषि विश्वविद्यालय रांची, ओयूएटी',
    mr: 'पूर्वेकडील राज्यांची सोयाबीन लागवड पद्धती — इंदिरा गांधी कृषी विद्यापीठ रायपूर, बिरसा कृषी विद्यापीठ रांची, ओयूएटी',
  },
  tnauSoybean: {
    citation:
      'TNAU Agritech Portal, Horticulture — Soybean: optimum temperature 26.5–30 °C; soil temperature 15.5 °C or above for germination; pH 6.0–7.5; waterlogging injurious; in northern India sowing from the third week of June to the first fortnight of July; rows 45–60 cm, plants 4–5 cm, depth 3–4 cm; seed moisture about 15 % at harvest.',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — सोयाबीन',
    mr: 'तमिळनाडू कृषी विद्यापीठ (TNAU) ॲग्रीटेक पोर्टल — सोयाबीन',
    url: 'https://agritech.tnau.ac.in/horticulture/horti_vegetables_soybean.html',
  },

  // ------------------------------------------------------------- soil-test scales
  shcScale: {
    citation:
      'Methods Manual: Soil Testing in India (DAC, 2011) and Muhr et al. (1965), Soil Health Card rating in kg/ha of the 0–15 cm layer: available N (alkaline KMnO4) Low < 280, High > 560; available P (Olsen) Low < 10, High > 25; available K (NH4OAc) Low < 120.83, High > 280.83 (145–337 kg/ha K2O on the portal card, ÷ 1.2; issue 37); pH 1:2 — lime up to 5.5, gypsum (sodic soil) above 8.5. The scales in knowledge/soilTest.ts.',
    hi: 'मृदा परीक्षण विधि पुस्तिका (2011) — मृदा स्वास्थ्य कार्ड की कम/मध्यम/अधिक श्रेणियाँ',
    mr: 'माती परीक्षण पद्धती पुस्तिका (2011) — मृदा आरोग्य पत्रिकेच्या कमी/मध्यम/जास्त श्रेणी',
  },
  tamgadgeK: {
    citation:
      'Tamgadge, J., Ingle, S.N. & Tripathi, S.K. Potassium critical limit and response to soybean in swell-shrink soil, Akola, Maharashtra. International Journal of Plant & Soil Science: critical limit of NH4OAc-extractable K for soybean (JS 335) 143 kg/ha (statistical) and 148 kg/ha (graphical method).',
    hi: 'तमगड़गे एवं सहयोगी — अकोला की काली (फूलने-सिकुड़ने वाली) मिट्टी में सोयाबीन के लिए पोटाश की क्रांतिक सीमा',
    mr: 'तमगडगे व सहकारी — अकोल्याच्या काळ्या (फुगणाऱ्या-आकुंचन पावणाऱ्या) मातीत सोयाबीनसाठी पालाशची क्रांतिक मर्यादा',
    url: 'https://journalijpss.com/index.php/IJPSS/article/view/144',
  },
  keralaRating: {
    citation:
      'Kerala State Planning Board & Kerala Agricultural University, Soil Fertility Assessment of Kerala: rating of acid soils used by the state soil testing laboratories — available P Low < 11, High > 24 kg/ha; available K Low < 116, High > 275 kg/ha.',
    hi: 'केरल राज्य योजना बोर्ड एवं केरल कृषि विश्वविद्यालय — अम्लीय मिट्टी की उर्वरता श्रेणियाँ',
    mr: 'केरळ राज्य नियोजन मंडळ व केरळ कृषी विद्यापीठ — आम्लधर्मी मातीच्या सुपीकतेच्या श्रेणी',
    url: 'https://keralasoilfertility.net/en/soil_fertility_classes.jsp',
  },

  // ------------------------------------------------------------- fertigation products (issue 37)
  iasriFertigation: {
    citation:
      'ICAR-IASRI e-course (agriculture), lesson "Sources of nutrients" for fertigation: urea, ammonium nitrate and ammonium sulphate for N; phosphoric acid and mono-ammonium phosphate for P, phosphatic fertilisers through the drip otherwise not recommended (precipitation and clogging; they become insoluble at high pH as calcium and magnesium phosphates); potassium sulphate, potassium chloride, potassium nitrate and mono-potassium phosphate for K (soluble, no precipitation); sulphate fertilisers form insoluble calcium sulphate in water rich in calcium.',
    hi: 'भाकृअनुप-भारतीय कृषि सांख्यिकी अनुसंधान संस्थान ई-कोर्स — फर्टिगेशन के लिए पोषक तत्वों के स्रोत',
    mr: 'भाकृअनुप-भारतीय कृषी सांख्यिकी संशोधन संस्था ई-कोर्स — फर्टिगेशनसाठी अन्नद्रव्यांचे स्रोत',
    url: 'http://ecoursesonline.iasri.res.in/mod/page/view.php?id=8968',
  },
  thamaraiselvi2019: {
    citation:
      'Thamaraiselvi, R. & Arulmozhiselvan, K. (2019). Precipitation of soluble forms of fertilizer phosphorus in saline irrigation water. The Pharma Innovation Journal 8(6): 991–996 (TNAU): P precipitated from saline irrigation water, highest to lowest — single superphosphate 6.49, DAP 5.65, mono-ammonium phosphate 2.47, 19-19-19 2.44, potassium dihydrogen phosphate 2.26 mg P/L.',
    hi: 'तामरैसेल्वी व अरुलमोझीसेल्वन (2019) — खारे सिंचाई जल में फॉस्फोरस उर्वरकों का अवक्षेपण (एसएसपी > डीएपी > एमएपी)',
    mr: 'तामरैसेल्वी व अरुलमोझीसेल्वन (2019) — क्षारयुक्त सिंचन पाण्यात स्फुरद खतांचे साकळणे (एसएसपी > डीएपी > एमएपी)',
    url: 'https://www.thepharmajournal.com/archives/?year=2019&vol=8&issue=6&ArticleId=3684',
  },
  fcoWaterSoluble: {
    citation:
      'The Fertiliser (Control) Order, 1985 (as amended), Schedule I: grades of 100 % water-soluble fertilisers — mono-ammonium phosphate 12-61-0, mono-potassium phosphate 0-52-34, urea phosphate 17-44-0, potassium nitrate 13-0-45, potassium sulphate (water-soluble) 0-0-50; urea 46 % N; muriate of potash 60 % K2O.',
    hi: 'उर्वरक (नियंत्रण) आदेश, 1985 — 100 % जल-घुलनशील उर्वरकों के ग्रेड',
    mr: 'खत (नियंत्रण) आदेश, 1985 — 100 % पाण्यात विरघळणाऱ्या खतांच्या श्रेणी',
  },

  // ------------------------------------------------------------- water use
  fao56: {
    citation:
      'Allen, R.G., Pereira, L.S., Raes, D. & Smith, M. (1998). Crop evapotranspiration — guidelines for computing crop water requirements. FAO Irrigation and Drainage Paper 56, Rome. Table 11 (soybeans, tropics, December planting: 15/15/40/15 days, 85 in all) and Table 12 (soybeans Kc mid 1.15, Kc end 0.50; legume group Kc ini 0.40).',
    hi: 'एफएओ सिंचाई एवं जल निकास पत्र 56 (1998) — फसल वाष्पोत्सर्जन, सारणी 11 और 12',
    mr: 'एफएओ सिंचन व निचरा पत्रिका 56 (1998) — पिकाचे बाष्पोत्सर्जन, तक्ते 11 व 12',
    url: 'https://www.fao.org/3/X0490E/x0490e0b.htm',
  },
  pyfao56Tables: {
    citation:
      'Thorp, K.R. et al., pyfao56 — FAO-56 evapotranspiration in Python, module tools/tables.py: machine-readable transcription of FAO-56 Tables 11 and 12 (read for the soybean rows).',
    hi: 'पायएफएओ56 — एफएओ-56 की सारणी 11 और 12 का कंप्यूटर-पठनीय रूप',
    mr: 'पायएफएओ56 — एफएओ-56 च्या तक्ते 11 व 12 चे संगणक-वाचनीय रूप',
    url: 'https://github.com/kthorp/pyfao56/blob/main/src/pyfao56/tools/tables.py',
  },
  rawls1982: {
    citation:
      'Rawls, W.J., Brakensiek, D.L. & Saxton, K.E. (1982). Estimation of soil water properties. Transactions of the ASAE 25(5): 1316–1320, 1328. Mean total porosity by USDA texture class (sand 0.437, sandy loam 0.453, loam 0.463, silty clay loam 0.471, clay 0.475 m³/m³).',
    hi: 'रॉल्स, ब्रेकेन्सीक व सैक्सटन (1982) — मिट्टी के जल गुणों का अनुमान (बनावट अनुसार कुल सरंध्रता)',
    mr: 'रॉल्स, ब्रेकेन्सीक व सॅक्सटन (1982) — मातीच्या पाण्याच्या गुणधर्मांचा अंदाज (पोतानुसार एकूण सच्छिद्रता)',
  },
  aeration10: {
    citation:
      'Grable, A.R. & Siemer, E.G. (1968). Effects of bulk density, aggregate size, and soil water suction on oxygen diffusion, redox potentials, and elongation of corn roots. Soil Science Society of America Proceedings 32: 180–186 — the often-quoted limit of about 10 % air-filled porosity for root aeration.',
    hi: 'ग्रेबल व सीमर (1968) — जड़ों के वायु संचार के लिए लगभग 10 % वायु-भरे रंध्र की सीमा',
    mr: 'ग्रेबल व सीमर (1968) — मुळांच्या हवा खेळती राहण्यासाठी सुमारे 10 % हवेने भरलेल्या छिद्रांची मर्यादा',
  },
  et0Wardha: {
    citation:
      'Long-term monthly climate normals and FAO Penman–Monteith reference evapotranspiration (ET0) for 20.59° N, 78.96° E, elevation 247 m (Wardha district, Vidarbha, Maharashtra — Central soybean zone), as exported by a local-climate estimator and stored in the fao56 R package repository (file "ET0 - 20.59-78.96.csv").',
    hi: 'वर्धा (विदर्भ, महाराष्ट्र; 20.59° उ., 78.96° पू.) के मासिक औसत तापमान और संदर्भ वाष्पोत्सर्जन (ET0)',
    mr: 'वर्धा (विदर्भ, महाराष्ट्र; 20.59° उ., 78.96° पू.) येथील मासिक सरासरी तापमान व संदर्भ बाष्पोत्सर्जन (ET0)',
    url: 'https://github.com/gopalpenny/fao56/blob/master/inst/ET0%20-%2020.59-78.96.csv',
  },

  fehrCaviness1977: {
    citation:
      'Fehr, W.R. & Caviness, C.E. (1977). Stages of soybean development. Special Report 80, Iowa State University Cooperative Extension Service (V and R stages; R7 one normal pod of mature colour, R8 95 % of pods of mature colour).',
    hi: 'फेहर एवं कैविनेस (1977) — सोयाबीन की वृद्धि अवस्थाएँ (V और R अवस्थाएँ)',
    mr: 'फेहर व कॅव्हिनेस (1977) — सोयाबीनच्या वाढीच्या अवस्था (V व R अवस्था)',
  },

  // ------------------------------------------------------------- the product itself
  productSpec: {
    citation:
      'Agrim product specification (shared/spec/product-spec.md), section 9: fertigation threshold bands (low to high) per soybean stage, used by Start Fertigation.',
    hi: 'अग्रिम उत्पाद विनिर्देश, खंड 9 — फसल अवस्था अनुसार फर्टिगेशन सीमाएँ',
    mr: 'अग्रिम उत्पादन तपशील, विभाग 9 — पीक अवस्थेनुसार फर्टिगेशन मर्यादा',
  },
} as const satisfies Record<string, Source>;

export type SoybeanSourceId = keyof typeof SOYBEAN_SOURCES;
