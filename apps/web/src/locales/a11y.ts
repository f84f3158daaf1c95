/**
 * Strings that make the app usable without sight or a mouse (issue 39, item 6): the skip link and the
 * charts' text alternatives. Part of the core strings: the skip link is the frame's first control.
 */
export const a11yEn = {
  skipToMain: 'Skip to main content',
  chart: {
    showTable: 'Show data as table',
    hideTable: 'Hide data table',
    tableCaption: '{{title}}: the readings as a table',
    time: 'Time',
    summary: '{{title}}, {{count}} readings from {{from}} to {{to}}. {{series}}.',
    seriesSummary: '{{label}} from {{min}} to {{max}}, last {{last}}',
    empty: '{{title}}: no readings in this period.',
    rowsShown: 'The newest {{shown}} of {{count}} readings; the CSV export has them all.',
    noValue: 'no value',
    range: 'Range',
    histogramSummary: '{{title}}: {{count}} readings in {{bins}} ranges; the most, {{most}}, from {{from}} to {{to}}.',
    nutrient: 'Nutrient',
    mean: 'Mean',
    share: 'Share',
    pieSummary: '{{title}}: {{parts}}.',
    piePart: '{{name}} {{value}} ({{percent}} %)',
    dataCaption: '{{title}}: the data as a table',
    name: 'Name',
    value: 'Value',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    lineSummary: '{{title}}: {{count}} points from {{from}} to {{to}}. {{series}}.',
    barSummary: '{{title}}: {{count}} bars; highest {{highest}} ({{highestValue}}), lowest {{lowest}} ({{lowestValue}}).',
    listSummary: '{{title}}: {{parts}}.',
    part: '{{name}} {{value}}',
    confusionSummary: '{{title}}: {{right}} of {{total}} right ({{percent}}).',
    confusionWorst: 'Most frequent mistake: {{actual}} taken for {{predicted}} ({{count}}).',
    importanceTitle: 'Importance of each input',
    input: 'Input',
    countSummary:
      '{{title}}: {{count}} days from {{from}} to {{to}}, {{total}} in all; most on {{highest}} ({{highestValue}}), fewest on {{lowest}} ({{lowestValue}}).',
    seriesExtremes: '{{label}} highest in {{highest}} ({{highestValue}}), lowest in {{lowest}} ({{lowestValue}})',
    anomaly: 'Anomaly',
    pointsShown: 'The newest {{shown}} of {{count}} points.',
    // A home tile's small trend line (issue 39): what it shows, in words.
    sparkSummary:
      '{{metric}} over the last hour: {{count}} readings, from {{first}} to {{last}} {{unit}}; lowest {{min}}, highest {{max}}.',
    sparkEmpty: '{{metric}}: too few readings in the last hour to draw a trend.',
  },
};
