export const REPORT_SOCKET_EVENTS = {
  /** audience -> server (acked): the private rating of the talk at the end. */
  feedbackSubmit: 'feedback:submit',
} as const;
