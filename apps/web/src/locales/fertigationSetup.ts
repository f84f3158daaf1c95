/** Strings of a device's fertigation setup on Farms & Devices (issue 37); Hindi has the same keys (checked by the type). */
export const fertigationSetupEn = {
  open: 'Drip and tanks',
  title: 'Drip line and tanks of {{device}}',
  why: 'What the drip line carries, so that each 15-minute opening is shown as kg of nutrient and mm of water per hectare and the season’s kg are capped. Only soluble products go in a tank: never DAP or SSP.',
  area: 'Area the line irrigates (ha)',
  flow: 'Flow while a valve is open (litres per minute)',
  tank: { nitrogen: 'Nitrogen tank', phosphorus: 'Phosphorus tank', potassium: 'Potassium tank' },
  empty: 'Empty (no tank)',
  grams: 'g per litre',
  products: {
    urea: 'Urea (46-0-0)',
    map: 'Mono-ammonium phosphate (12-61-0)',
    mkp: 'Mono-potassium phosphate (0-52-34)',
    potassium_nitrate: 'Potassium nitrate (13-0-45)',
    sop: 'Potassium sulphate (0-0-50)',
    mop_white: 'White MOP (0-0-60)',
  },
  incomplete: 'Enter the area and flow above 0, and the grams per litre of each tank you fill.',
  save: 'Save',
  saved: 'The drip line and tanks of {{device}} are saved.',
};
