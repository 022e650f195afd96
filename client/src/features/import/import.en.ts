/** English texts of importing documents and quiz sheets (issue 27; merged into the app's resources in i18n/en.ts). */
export const importEn = {
  import: {
    open: 'Import',
    openHint: 'Import slides from PowerPoint or PDF, or quiz questions from a spreadsheet',
    title: 'Import slides',
    documentHeading: 'PowerPoint or PDF',
    documentHint: 'Each slide or page becomes a slide of this presentation (pptx, ppt or pdf; at most 50 MB and 100 slides).',
    chooseDocument: 'Choose a PowerPoint or PDF file',
    sheetHeading: 'Quiz questions from a spreadsheet',
    sheetHint: 'One quiz question per row, in the columns of the template.',
    chooseSheet: 'Choose a spreadsheet (.xlsx)',
    template: 'Download the template',
    stage: {
      uploading: 'Uploading...',
      converting: 'Converting...',
      importing: 'Importing slides…',
      importingCount: 'Importing slides… {{done}} of {{total}}',
      ready: 'Your slides are ready!',
      sheetReady_one: '{{count}} quiz question has been added.',
      sheetReady_other: '{{count}} quiz questions have been added.',
    },
    close: 'Close',
  },
} as const;
