/**
 * English texts of the defaults stored in data (issue 25): a deck's welcome heading, the suggested participant fields
 * and quiz team names. Stored in English; shown in the reader's language while they are still the default (see
 * default-texts.ts). Merged into the app's resources in i18n/en.ts. A new presentation's name stays the server's
 * default (auto-title and the community filter recognise it by its English text).
 */
export const defaultsEn = {
  defaultTexts: {
    participantHeading: 'Welcome to my presentation',
    participantFields: {
      ageGroup: 'Age group',
      gender: 'Gender',
      location: 'Location',
      educationLevel: 'Education level',
      occupation: 'Occupation',
    },
    teamName: 'Team {{number}}',
  },
} as const;
