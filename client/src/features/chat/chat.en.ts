/** English strings of the chat: the phone's drawer and the presenter's chat panel (merged into i18n/en.ts). */
export const chatEn = {
  chat: {
    open: 'Chat',
    openHint: 'Open the chat',
    close: 'Close the chat',
    heading: 'Chat',
    log: 'Chat messages',
    empty: 'No messages yet. Say hello!',
    messageLabel: 'Message',
    send: 'Send',
    presenter: 'Presenter',
    hasJoined: '{{name}} joined',
    hasLeft: '{{name}} left',
    someone: 'Someone',
    sending: 'Sending…',
    notReceived: 'Not received',
    retry: 'Retry',
    clear: 'Clear chat',
    cleared: 'The chat is empty now.',
    clearFailed: 'The chat could not be cleared. Please try again.',
  },
} as const;
