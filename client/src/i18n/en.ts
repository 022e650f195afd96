/** English is the reference language: every key the interface uses is defined here first. */
export const en = {
  app: {
    name: 'LiveSlides',
    tagline: 'Interactive presentations your audience answers live: polls, quizzes, word clouds and Q&A.',
    homeLink: 'LiveSlides home',
  },
  shell: {
    skipToContent: 'Skip to main content',
    primaryNavigation: 'Primary',
    apiDocs: 'API documentation',
    footer: 'LiveSlides is a self-hosted live-presentation platform.',
  },
  home: {
    pageTitle: 'LiveSlides',
    apiDocsIntro: 'Build on the same API the app uses. Every endpoint is described and can be tried out in the browser.',
    apiDocsLink: 'Open the API documentation',
  },
  status: {
    heading: 'Server status',
    checking: 'Checking the server…',
    states: {
      ok: 'Healthy',
      other: 'Status: {{status}}',
    },
    eventStore: 'Event store',
    readStore: 'Read store',
    adapter: 'Adapter',
    headPosition: 'Head position',
    projections: 'Projections',
    projectionName: 'Name',
    projectionVersion: 'Version',
    projectionCheckpoint: 'Checkpoint',
    projectionLag: 'Lag (events)',
    projectionState: 'State',
    projectionStates: {
      catchingUp: 'Catching up',
      live: 'Live',
      failed: 'Failed',
      stopped: 'Stopped',
    },
    noCheckpoint: 'Not started',
    noProjections: 'No projections are registered.',
  },
  connection: {
    title: 'Cannot connect to server',
    body: 'Please reload this page to try again.',
    support: 'If the problem persists, contact the administrator of this LiveSlides server.',
    reload: 'Reload',
  },
  notFound: {
    pageTitle: 'Page not found · LiveSlides',
    code: '404',
    heading: 'Page not found',
    body: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Go to the start page',
  },
} as const;

export type Resources = typeof en;
