/** Same shape as the ReadStore port's SortKey; migrations do not import the services layer. */
interface SortKey {
  readonly field: string;
  readonly direction: 'asc' | 'desc';
}

export interface ReadModelIndex {
  readonly name: string;
  readonly fields: readonly SortKey[];
}

/**
 * Indexes per projection, created on every physical collection a projection version uses (and again,
 * idempotently, at each start). Add an entry here when a query needs one; never edit one in place:
 * give the changed index a new name so stores that have the old one get the new one too.
 */
export const READ_MODEL_INDEXES: Readonly<Record<string, readonly ReadModelIndex[]>> = {
  'presentation-list': [
    {
      name: 'owner_trash_updated',
      fields: [
        { field: 'userId', direction: 'asc' },
        { field: 'inTrash', direction: 'asc' },
        { field: 'updatedAt', direction: 'desc' },
      ],
    },
    { name: 'access_code', fields: [{ field: 'accessCode', direction: 'asc' }] },
    {
      name: 'owner_folder_trash',
      fields: [
        { field: 'userId', direction: 'asc' },
        { field: 'folderId', direction: 'asc' },
        { field: 'inTrash', direction: 'asc' },
      ],
    },
  ],
  // Search reads a scope in id order, batch by batch: the index walks it without sorting.
  'search-index': [
    {
      name: 'owner_trash_id',
      fields: [
        { field: 'ownerId', direction: 'asc' },
        { field: 'inTrash', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
    },
  ],
  'live-results': [{ name: 'session', fields: [{ field: 'sessionId', direction: 'asc' }] }],
  qna: [{ name: 'session', fields: [{ field: 'sessionId', direction: 'asc' }] }],
  leaderboard: [
    {
      name: 'presentation_started',
      fields: [
        { field: 'presentationId', direction: 'asc' },
        { field: 'startedAt', direction: 'desc' },
      ],
    },
    { name: 'live', fields: [{ field: 'live', direction: 'asc' }] },
    // The live view loads a session's leaderboard from its parts.
    { name: 'session', fields: [{ field: 'sessionId', direction: 'asc' }] },
  ],
  'session-summaries': [
    {
      name: 'presentation_started',
      fields: [
        { field: 'presentationId', direction: 'asc' },
        { field: 'startedAt', direction: 'desc' },
      ],
    },
  ],
  'report-participants': [{ name: 'session', fields: [{ field: 'sessionId', direction: 'asc' }] }],
  'report-shares': [{ name: 'token', fields: [{ field: 'token', direction: 'asc' }] }],
  // A presentation's newest exports first: its exportData (issue 23).
  exports: [{ name: 'presentation_requested', fields: [{ field: 'presentationId', direction: 'asc' }, { field: 'requestedAt', direction: 'desc' }] }],
  // The share page and copy by share code find a presentation by its copy link's code.
  'copy-links': [{ name: 'share_code', fields: [{ field: 'shareCode', direction: 'asc' }] }],
  // The personal theme list (by owner) and the team's list (by the team a theme is shared with).
  'presentation-themes': [
    {
      name: 'owner_saved',
      fields: [
        { field: 'ownerId', direction: 'asc' },
        { field: 'savedAt', direction: 'desc' },
      ],
    },
    {
      name: 'team_saved',
      fields: [
        { field: 'teamId', direction: 'asc' },
        { field: 'savedAt', direction: 'desc' },
      ],
    },
  ],
  // Template lists read the published templates; the seeder counts the official ones.
  templates: [
    { name: 'published', fields: [{ field: 'published', direction: 'asc' }] },
    { name: 'kind', fields: [{ field: 'kind', direction: 'asc' }] },
  ],
};
