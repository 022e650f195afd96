/** Issue 28's demo: `/demo`, `/live-demo/`, `/save-presentation/` and the guest's way to keep a deck. */
export const demoEn = {
  demo: {
    opening: 'Opening the demo presentation…',
    saving: 'Saving the presentation to your account…',
    guestNotice: 'You are trying LiveSlides as a guest. Create a free account to keep this presentation.',
    keep: 'Keep this presentation',
  },
} as const;
