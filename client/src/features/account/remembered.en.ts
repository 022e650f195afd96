/** English texts of the remembered settings for new presentations (merged into the app's resources in i18n/en.ts). */
export const rememberedSettingsEn = {
  rememberedSettings: {
    remember: 'Remember these for my new presentations',
    remembering: 'Remembering…',
    remembered: 'Your new presentations will start with these settings.',
    title: 'Settings for new presentations',
    none: 'Nothing is remembered yet. In a presentation’s settings, under participant information, choose “Remember these for my new presentations”.',
    language: 'Language of the presentation: {{language}}',
    emojiAvatarOn: 'Emoji avatars: on',
    emojiAvatarOff: 'Emoji avatars: off',
    fields: 'Participant fields: {{fields}}',
    noFields: 'Participant fields: none',
    clear: 'Forget these settings',
    clearing: 'Forgetting…',
    cleared: 'New presentations start with the default settings again.',
  },
} as const;
