import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';
import type { MuiTexts } from './muiLocale';

// Latin digits grouped as in India, as every figure of the app (NUMBER_LOCALES).
const mrNumber = (n: number) => n.toLocaleString('en-IN');

const pageAria = (type: string) =>
  ({ first: 'पहिल्या पानावर जा', last: 'शेवटच्या पानावर जा', next: 'पुढच्या पानावर जा', previous: 'मागच्या पानावर जा' })[type] ??
  'मागच्या पानावर जा';

/**
 * MUI's own texts in Marathi: MUI ships no Marathi locale, so these are ours (terms of docs/glossary.md:
 * ओळ row, स्तंभ column, पान page). Only the components the app shows.
 */
const material: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'मार्ग दाखवा' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: pageAria,
        labelRowsPerPage: 'प्रति पान ओळी:',
        labelDisplayedRows: ({ from, to, count }) =>
          count === -1
            ? `${mrNumber(to)} पेक्षा जास्त पैकी ${mrNumber(from)}–${mrNumber(to)}`
            : `${mrNumber(count)} पैकी ${mrNumber(from)}–${mrNumber(to)}`,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (value) => `${mrNumber(value)} तारे`, emptyLabelText: 'रिकामे' },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'पुसा',
        closeText: 'बंद करा',
        loadingText: 'लोड होत आहे…',
        noOptionsText: 'एकही पर्याय नाही',
        openText: 'उघडा',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'बंद करा' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'पानांचे मार्गदर्शन',
        getItemAriaLabel: (type, page, selected) =>
          type === 'page' ? (selected ? `पान ${mrNumber(page ?? 0)}` : `पान ${mrNumber(page ?? 0)} वर जा`) : pageAria(type),
      },
    },
  },
};

/**
 * The DataGrid's own texts in Marathi (its free version: no pivot, charts or AI panels). A grid's own
 * `localeText` (its empty message, say) still wins over these.
 */
const grid: Partial<GridLocaleText> = {
  noRowsLabel: 'एकही ओळ नाही',
  noResultsOverlayLabel: 'एकही निकाल सापडला नाही.',
  noColumnsOverlayLabel: 'एकही स्तंभ नाही',
  noColumnsOverlayManageColumns: 'स्तंभ व्यवस्थापित करा',
  toolbarDensity: 'घनता',
  toolbarDensityLabel: 'घनता',
  toolbarDensityCompact: 'दाट',
  toolbarDensityStandard: 'सामान्य',
  toolbarDensityComfortable: 'मोकळी',
  toolbarColumns: 'स्तंभ',
  toolbarColumnsLabel: 'स्तंभ निवडा',
  toolbarFilters: 'फिल्टर',
  toolbarFiltersLabel: 'फिल्टर दाखवा',
  toolbarFiltersTooltipHide: 'फिल्टर लपवा',
  toolbarFiltersTooltipShow: 'फिल्टर दाखवा',
  toolbarFiltersTooltipActive: (count) => `${mrNumber(count)} सक्रिय फिल्टर`,
  toolbarQuickFilterPlaceholder: 'शोधा…',
  toolbarQuickFilterLabel: 'शोधा',
  toolbarQuickFilterDeleteIconLabel: 'पुसा',
  toolbarExport: 'निर्यात',
  toolbarExportLabel: 'निर्यात',
  toolbarExportCSV: 'CSV म्हणून डाउनलोड करा',
  toolbarExportPrint: 'छापा',
  columnsManagementSearchTitle: 'शोधा',
  columnsManagementNoColumns: 'एकही स्तंभ नाही',
  columnsManagementShowHideAllText: 'सर्व दाखवा/लपवा',
  columnsManagementReset: 'पूर्वीसारखे करा',
  columnsManagementDeleteIconLabel: 'पुसा',
  filterPanelAddFilter: 'फिल्टर जोडा',
  filterPanelRemoveAll: 'सर्व हटवा',
  filterPanelDeleteIconLabel: 'हटवा',
  filterPanelLogicOperator: 'तार्किक क्रियाचिन्ह',
  filterPanelOperator: 'क्रियाचिन्ह',
  filterPanelOperatorAnd: 'आणि',
  filterPanelOperatorOr: 'किंवा',
  filterPanelColumn: 'स्तंभ',
  filterPanelInputLabel: 'मूल्य',
  filterPanelInputPlaceholder: 'फिल्टरचे मूल्य',
  filterOperatorContains: 'मध्ये आहे',
  filterOperatorDoesNotContain: 'मध्ये नाही',
  filterOperatorEquals: 'बरोबर आहे',
  filterOperatorDoesNotEqual: 'बरोबर नाही',
  filterOperatorStartsWith: 'ने सुरू होते',
  filterOperatorEndsWith: 'ने संपते',
  filterOperatorIs: 'आहे',
  filterOperatorNot: 'नाही',
  filterOperatorAfter: 'नंतर आहे',
  filterOperatorOnOrAfter: 'त्याच दिवशी किंवा नंतर आहे',
  filterOperatorBefore: 'आधी आहे',
  filterOperatorOnOrBefore: 'त्याच दिवशी किंवा आधी आहे',
  filterOperatorIsEmpty: 'रिकामे आहे',
  filterOperatorIsNotEmpty: 'रिकामे नाही',
  filterOperatorIsAnyOf: 'यांपैकी कोणतेही आहे',
  filterValueAny: 'कोणतेही',
  filterValueTrue: 'होय',
  filterValueFalse: 'नाही',
  columnMenuLabel: 'मेनू',
  columnMenuAriaLabel: (columnName) => `${columnName} स्तंभाचा मेनू`,
  columnMenuShowColumns: 'स्तंभ दाखवा',
  columnMenuManageColumns: 'स्तंभ व्यवस्थापित करा',
  columnMenuFilter: 'फिल्टर',
  columnMenuHideColumn: 'स्तंभ लपवा',
  columnMenuUnsort: 'क्रम काढा',
  columnMenuSortAsc: 'चढत्या क्रमाने',
  columnMenuSortDesc: 'उतरत्या क्रमाने',
  columnHeaderFiltersTooltipActive: (count) => `${mrNumber(count)} सक्रिय फिल्टर`,
  columnHeaderFiltersLabel: 'फिल्टर दाखवा',
  columnHeaderSortIconLabel: 'क्रम',
  footerRowSelected: (count) => `${mrNumber(count)} ओळी निवडल्या`,
  footerTotalRows: 'एकूण ओळी:',
  footerTotalVisibleRows: (visible, total) => `${mrNumber(total)} पैकी ${mrNumber(visible)}`,
  checkboxSelectionHeaderName: 'चेकबॉक्स निवड',
  checkboxSelectionSelectAllRows: 'सर्व ओळी निवडा',
  checkboxSelectionUnselectAllRows: 'सर्व ओळींची निवड काढा',
  checkboxSelectionSelectRow: 'ओळ निवडा',
  checkboxSelectionUnselectRow: 'ओळीची निवड काढा',
  booleanCellTrueLabel: 'होय',
  booleanCellFalseLabel: 'नाही',
  actionsCellMore: 'अधिक',
  paginationRowsPerPage: 'प्रति पान ओळी:',
  paginationDisplayedRows: ({ from, to, count }) =>
    count === -1
      ? `${mrNumber(to)} पेक्षा जास्त पैकी ${mrNumber(from)}–${mrNumber(to)}`
      : `${mrNumber(count)} पैकी ${mrNumber(from)}–${mrNumber(to)}`,
  paginationItemAriaLabel: pageAria,
};

export const muiMarathi: MuiTexts = { material, grid };
