/** English texts of the import modal's AI choices (issue 27, spec doc 3 §2, §4; merged into the app's resources in i18n/en.ts). */
export const importGenerateEn = {
  importGenerate: {
    choice: 'What to do with the document',
    importOnly: 'Import slides',
    importAndGenerate: 'Import and generate slides with AI',
    generateOnly: 'Generate interactive slides',
    generating: 'Generating some questions by AI…',
    failed: 'Cannot generate quiz at the moment.',
  },
} as const;
