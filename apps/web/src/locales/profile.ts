import { DATASET_ADDED_MESSAGE, RESUME_ADDED_MESSAGE, UPLOAD_ERROR_MESSAGE } from '@agrim/contracts';

/** Strings of the Expert profile screen; the Hindi object must have the same keys (checked by the type). */
export const profileEn = {
  title: 'Expert profile',
  name: 'Name',
  cv: 'CV',
  cvUploaded: 'CV: {{name}}',
  noCv: 'No CV uploaded yet.',
  downloadCv: 'Download CV',
  uploadCv: 'Upload CV',
  cvHelp: 'One file, PDF or Word (.docx). A new upload replaces the old one.',
  datasets: 'Datasets',
  tabs: { fertilizer: 'Fertilizer Dataset', reference: 'Reference Dataset' },
  upload: { fertilizer: 'Upload Fertilizer Dataset', reference: 'Upload Reference Dataset' },
  datasetHelp: 'CSV, Excel (.xlsx), JSON, text or PDF; several files at once.',
  empty: { fertilizer: 'No Fertilizer Dataset Available', reference: 'No Reference Dataset Available' },
  format: 'Format: {{format}}',
  download: 'Download',
  downloadName: 'Download {{name}}',
  datasetAdded: DATASET_ADDED_MESSAGE,
  resumeAdded: RESUME_ADDED_MESSAGE,
  uploadFailed: UPLOAD_ERROR_MESSAGE,
  loadFailed: 'The profile could not be loaded: {{message}}',
};
