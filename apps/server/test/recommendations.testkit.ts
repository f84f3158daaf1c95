/** A manual fertilizer request (spec 7 body) that the model answers with Urea. */
export const MANUAL = {
  temperature: 26,
  humidity: 52,
  moisture: 38,
  nitrogen: 37,
  potassium: 0,
  phosphorous: 0,
  croptype: 'Maize',
  soiltype: 'Sandy',
  modeltype: 'v2',
};
