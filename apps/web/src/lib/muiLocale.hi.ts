import { hiIN } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { MuiTexts } from './muiLocale';

const hiNumber = (n: number) => n.toLocaleString('en-IN');

/**
 * The DataGrid's own texts in Hindi: @mui/x-data-grid ships no Hindi locale (it has bnBD, not hiIN),
 * so these are ours. Only what the free grid can show (no pivot, charts or AI panels).
 * A grid's own `localeText` (its empty message, say) still wins over these.
 */
const dataGridHindi: Partial<GridLocaleText> = {
  noRowsLabel: 'कोई पंक्ति नहीं',
  noResultsOverlayLabel: 'कोई परिणाम नहीं मिला।',
  noColumnsOverlayLabel: 'कोई कॉलम नहीं',
  noColumnsOverlayManageColumns: 'कॉलम प्रबंधित करें',
  toolbarDensity: 'घनत्व',
  toolbarDensityLabel: 'घनत्व',
  toolbarDensityCompact: 'सघन',
  toolbarDensityStandard: 'सामान्य',
  toolbarDensityComfortable: 'खुला',
  toolbarColumns: 'कॉलम',
  toolbarColumnsLabel: 'कॉलम चुनें',
  toolbarFilters: 'फ़िल्टर',
  toolbarFiltersLabel: 'फ़िल्टर दिखाएँ',
  toolbarFiltersTooltipHide: 'फ़िल्टर छिपाएँ',
  toolbarFiltersTooltipShow: 'फ़िल्टर दिखाएँ',
  toolbarFiltersTooltipActive: (count) => `${hiNumber(count)} सक्रिय फ़िल्टर`,
  toolbarQuickFilterPlaceholder: 'खोजें…',
  toolbarQuickFilterLabel: 'खोजें',
  toolbarQuickFilterDeleteIconLabel: 'साफ़ करें',
  toolbarExport: 'निर्यात',
  toolbarExportLabel: 'निर्यात',
  toolbarExportCSV: 'CSV के रूप में डाउनलोड करें',
  toolbarExportPrint: 'प्रिंट करें',
  columnsManagementSearchTitle: 'खोजें',
  columnsManagementNoColumns: 'कोई कॉलम नहीं',
  columnsManagementShowHideAllText: 'सभी दिखाएँ/छिपाएँ',
  columnsManagementReset: 'पहले जैसा करें',
  columnsManagementDeleteIconLabel: 'साफ़ करें',
  filterPanelAddFilter: 'फ़िल्टर जोड़ें',
  filterPanelRemoveAll: 'सभी हटाएँ',
  filterPanelDeleteIconLabel: 'हटाएँ',
  filterPanelLogicOperator: 'तार्किक संचालक',
  filterPanelOperator: 'संचालक',
  filterPanelOperatorAnd: 'और',
  filterPanelOperatorOr: 'या',
  filterPanelColumn: 'कॉलम',
  filterPanelInputLabel: 'मान',
  filterPanelInputPlaceholder: 'फ़िल्टर मान',
  filterOperatorContains: 'में है',
  filterOperatorDoesNotContain: 'में नहीं है',
  filterOperatorEquals: 'बराबर है',
  filterOperatorDoesNotEqual: 'बराबर नहीं है',
  filterOperatorStartsWith: 'से शुरू होता है',
  filterOperatorEndsWith: 'पर ख़त्म होता है',
  filterOperatorIs: 'है',
  filterOperatorNot: 'नहीं है',
  filterOperatorAfter: 'के बाद है',
  filterOperatorOnOrAfter: 'उसी दिन या बाद में है',
  filterOperatorBefore: 'से पहले है',
  filterOperatorOnOrBefore: 'उसी दिन या पहले है',
  filterOperatorIsEmpty: 'ख़ाली है',
  filterOperatorIsNotEmpty: 'ख़ाली नहीं है',
  filterOperatorIsAnyOf: 'इनमें से कोई है',
  filterValueAny: 'कोई भी',
  filterValueTrue: 'हाँ',
  filterValueFalse: 'नहीं',
  columnMenuLabel: 'मेन्यू',
  columnMenuAriaLabel: (columnName) => `${columnName} कॉलम मेन्यू`,
  columnMenuShowColumns: 'कॉलम दिखाएँ',
  columnMenuManageColumns: 'कॉलम प्रबंधित करें',
  columnMenuFilter: 'फ़िल्टर',
  columnMenuHideColumn: 'कॉलम छिपाएँ',
  columnMenuUnsort: 'क्रम हटाएँ',
  columnMenuSortAsc: 'बढ़ते क्रम में',
  columnMenuSortDesc: 'घटते क्रम में',
  columnHeaderFiltersTooltipActive: (count) => `${hiNumber(count)} सक्रिय फ़िल्टर`,
  columnHeaderFiltersLabel: 'फ़िल्टर दिखाएँ',
  columnHeaderSortIconLabel: 'क्रम',
  footerRowSelected: (count) => `${hiNumber(count)} पंक्ति चुनी गई`,
  footerTotalRows: 'कुल पंक्तियाँ:',
  footerTotalVisibleRows: (visible, total) => `${hiNumber(total)} में से ${hiNumber(visible)}`,
  checkboxSelectionHeaderName: 'चेकबॉक्स चयन',
  checkboxSelectionSelectAllRows: 'सभी पंक्तियाँ चुनें',
  checkboxSelectionUnselectAllRows: 'सभी पंक्तियों का चयन हटाएँ',
  checkboxSelectionSelectRow: 'पंक्ति चुनें',
  checkboxSelectionUnselectRow: 'पंक्ति का चयन हटाएँ',
  booleanCellTrueLabel: 'हाँ',
  booleanCellFalseLabel: 'नहीं',
  actionsCellMore: 'और',
  paginationRowsPerPage: 'प्रति पृष्ठ पंक्तियाँ:',
  paginationDisplayedRows: ({ from, to, count }) =>
    count === -1
      ? `${hiNumber(from)}–${hiNumber(to)}, ${hiNumber(to)} से अधिक में से`
      : `${hiNumber(from)}–${hiNumber(to)}, कुल ${hiNumber(count)}`,
  paginationItemAriaLabel: (type) =>
    ({ first: 'पहले पृष्ठ पर जाएँ', last: 'अंतिम पृष्ठ पर जाएँ', next: 'अगले पृष्ठ पर जाएँ', previous: 'पिछले पृष्ठ पर जाएँ' })[type],
};

/**
 * MUI's own Hindi texts, its own chunk downloaded with the Hindi strings (i18n.ts) and only by Hindi readers:
 * MUI's locale module builds a Hindi number format when it loads, a visible cost in every phone's start-up profile.
 */
export const muiHindi: MuiTexts = { material: hiIN, grid: dataGridHindi };
