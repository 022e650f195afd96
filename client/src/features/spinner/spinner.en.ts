/** English strings of spinner wheels: the presenting stage and the phones (merged into i18n/en.ts). */
export const spinnerEn = {
  spinner: {
    wheel: 'Spinner wheel with {{count}} entries',
    entries_one: '{{count}} entry',
    entries_other: '{{count}} entries',
    empty: 'The wheel is empty. Add entries in the editor, or put back the ones taken off.',
    spinning: 'Spinning…',
    landsIn_one: 'Lands in {{count}} second',
    landsIn_other: 'Lands in {{count}} seconds',
    winner: 'The wheel landed on {{title}}',
    winnerTitle: 'Winner',
    waiting: 'Waiting for the presenter to spin the wheel.',
    previousWinners: 'Winners so far',
    controls: {
      spin: 'Spin',
      spinAgain: 'Spin again',
      stop: 'Stop',
      removeWinner: 'Take {{title}} off the wheel',
      removeWinnerShort: 'Take winner off',
      restore_one: 'Put back {{count}} entry',
      restore_other: 'Put back {{count}} entries',
      includeAudience: 'Add everyone who joined',
    },
    problems: {
      action: 'The wheel did not respond. Try again.',
    },
  },
} as const;
