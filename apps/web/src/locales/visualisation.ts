/** Strings of the Visualisation screen (features/visualisation), the key group soilAnalysis.visualisation. */
export const visualisationEn = {
  heading: 'Histograms of Selected Features',
  features: 'Features',
  chooseOne: 'Choose at least one feature.',
  pie: 'Device NPK Pie Chart',
};
