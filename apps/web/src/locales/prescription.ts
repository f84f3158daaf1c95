/** Issue 39: the one-page prescription PDF of a soil test's plan, shared from the phone or downloaded; Hindi in prescription.hi.ts. */
export const prescriptionEn = {
  button: 'Prescription (PDF)',
  help: 'One page to take to the shop and the field: what to buy, how many bags, and when.',
  busy: 'Preparing the prescription…',
  shared: 'Prescription shared.',
  downloaded: 'Prescription saved to your downloads: {{name}}',
  shareFallback: 'This phone could not share the file, so it was downloaded instead: {{name}}. Open it from your downloads to send it.',
  failed: 'The prescription could not be made',
};
