/** English strings of audio: the editor's Audio tab and the players on the presenting screen and phones (merged into i18n/en.ts). */
export const audioEn = {
  audio: {
    player: {
      slide: 'Slide audio: {{name}}',
      presentation: 'Presentation audio: {{name}}',
    },
    panel: {
      tabs: 'Audio for',
      slideTab: 'Audio for slide',
      presentationTab: 'Audio for presentation',
      slideLead: 'Plays while this slide is on screen.',
      presentationLead: 'Plays throughout the presentation.',
      linkLabel: 'Or an audio link',
      linkInvalid: 'Enter an http(s) link to an audio file.',
      none: 'No audio yet.',
      current: 'Audio: {{name}}',
      showControl: 'Show the player controls',
      autoPlay: 'Play automatically',
      repeat: 'Repeat',
      playOnAudience: 'Play on the audience’s phones too',
      remove: 'Remove the audio',
    },
    upload: {
      button: 'Upload an audio file',
      label: 'Upload an audio file: {{label}}',
      formats: 'MP3, Ogg, WAV or M4A.',
      uploading: 'Uploading {{name}}…',
      done: 'Uploaded {{name}}.',
      untitled: 'Uploaded audio',
    },
  },
};
