/**
 * English strings of notifications (merged into i18n/en.ts); each kind's text takes the names the server sends, a role
 * as its translated name (describe-notification.ts).
 */
export const notificationsEn = {
  notifications: {
    open: 'Notifications',
    openWithUnread_one: 'Notifications, {{count}} unread',
    openWithUnread_other: 'Notifications, {{count}} unread',
    heading: 'Notifications',
    // The toasts' live region is already called Notifications.
    panel: 'Your notifications',
    empty: 'No notifications yet.',
    loading: 'Loading notifications…',
    loadMore: 'Show more',
    markAllRead: 'Mark all as read',
    unread: 'Unread',
    kinds: {
      'collaborator-invited': '{{inviterName}} invited you to “{{presentationName}}” (role: {{role}}).',
      'collaborator-claimed': '{{email}} accepted your invitation to “{{presentationName}}”.',
      'collaborator-removed': 'You no longer have access to “{{presentationName}}”.',
      'access-requested': '{{email}} asks for access to “{{presentationName}}” (role: {{role}}).',
      'team-invitation': '{{inviterName}} invited you to join the team {{teamName}}.',
      'team-member-joined': '{{memberName}} joined the team {{teamName}}.',
      'team-invitation-declined': '{{email}} declined the invitation to {{teamName}}.',
      'team-member-left': '{{memberName}} left the team {{teamName}}.',
      'team-member-removed': 'You were removed from the team {{teamName}}.',
      'team-role-changed': 'Your new role in the team {{teamName}}: {{role}}.',
    },
  },
} as const;
