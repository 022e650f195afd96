/** Client route paths (spec doc 1 §2). Only screens that exist are listed. */
export const ROUTES = {
  root: '/',
  status: '/status',
  pages: '/pages',
  login: '/pages/login',
  register: '/pages/register',
  forgotPassword: '/pages/forgot-password',
  notFound: '/pages/error-404',
  home: '/apps/home',
  presentations: '/apps/presentations',
  folder: '/apps/presentations/folders/:folderId',
  trash: '/apps/trash-bin',
  sharedWithMe: '/apps/shared-presentations',
  sharedFolder: '/apps/shared-presentations/folders/:folderId',
  teamWorkspace: '/apps/team/workspace',
  teamFolder: '/apps/team/workspace/folders/:folderId',
  teamMembers: '/apps/team/members',
  teamInvitation: '/apps/team/invitations/:invitationId',
  editor: '/presentation/:id',
  report: '/apps/report/:id/:audienceId?',
  sharedReport: '/shared-report/:id/:audienceId?',
  editInvitation: '/apps/presentations/:presentationId/invitations/:invitationId',
  /** Issue 23: a session's replay and exports (the report page links here). */
  replay: '/apps/report/:presentationId/replay',
  /** Spec doc 1 §2: My Account (issue 28). */
  userProfile: '/apps/user-profile',
  /** Spec doc 1 §2: the public share page of a copy link (noindex), opened with the link's share code. */
  share: '/share/:id',
  /** Spec doc 3 §2 templates and community (issue 28). */
  templateLibrary: '/apps/template-library',
  community: '/apps/community',
  template: '/template/:id',
  sharedTemplate: '/shared-template/:id',
  /** Spec doc 1 §2: the demo deck, played without an account, and keeping it after sign-up (issue 28). */
  demo: '/demo',
  liveDemo: '/live-demo',
  savePresentation: '/save-presentation',
} as const;

export const replayPath = (presentationId: string, sessionId?: string) =>
  `/apps/report/${encodeURIComponent(presentationId)}/replay${sessionId ? `?session=${encodeURIComponent(sessionId)}` : ''}`;

/** Spec doc 3 §2: a presentation's report, or one participant's answers in it. */
export const reportPath = (presentationId: string) => `/apps/report/${encodeURIComponent(presentationId)}`;
/** Spec doc 3 §2: the shared report, opened with its share token and no login. */
export const sharedReportPath = (token: string) => `/shared-report/${encodeURIComponent(token)}`;

export const editorPath = (presentationId: string, options: { isNew?: boolean; slideId?: string } = {}) => {
  const query = new URLSearchParams({ ...(options.isNew && { new: 'true' }), ...(options.slideId && { slide: options.slideId }) }).toString();
  return `/presentation/${encodeURIComponent(presentationId)}${query ? `?${query}` : ''}`;
};

/** The query parameter naming the slide presenting starts from (the editor's selected slide). */
export const PRESENT_FROM_PARAM = 'slide';

/** Presenting mode, starting at the given slide when one is named. */
export const presentingPath = (presentationId: string, slideId?: string | null) =>
  `/presentation/${encodeURIComponent(presentationId)}?${new URLSearchParams({ presenting: 'true', ...(slideId && { [PRESENT_FROM_PARAM]: slideId }) }).toString()}`;

/** Spec doc 1 §2: a personal folder's contents. */
export const folderPagePath = (folderId: string) => `/apps/presentations/folders/${encodeURIComponent(folderId)}`;

/** Spec doc 1 §2: a shared folder's contents. */
export const sharedFolderPagePath = (folderId: string) => `/apps/shared-presentations/folders/${encodeURIComponent(folderId)}`;

/** Spec doc 1 §2: a team workspace folder's contents. */
export const teamFolderPagePath = (folderId: string) => `/apps/team/workspace/folders/${encodeURIComponent(folderId)}`;

/** Spec doc 1 §2 "Public routes needing no login" (of those that exist here). */
const PUBLIC_PATHS: readonly string[] = [ROUTES.root, ROUTES.status, ROUTES.pages, ROUTES.login, ROUTES.register, ROUTES.forgotPassword, ROUTES.notFound, ROUTES.demo, ROUTES.liveDemo, ROUTES.savePresentation];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path) || path.startsWith('/shared-report/') || path.startsWith('/share/') || path.startsWith('/template/') || path.startsWith('/shared-template/');
}

/** The login page, keeping where the user was going (spec doc 1 §2 guard: "the original target kept in a redirect query"). */
export function loginPath(redirect?: string, from?: 'logout' | 'password-reset'): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (redirect && redirect !== ROUTES.root) query.set('redirect', redirect);
  const search = query.toString();
  return search ? `${ROUTES.login}?${search}` : ROUTES.login;
}

/**
 * Where to go after signing in. Only a path inside this app is followed: an absolute or protocol-relative URL in
 * the query would otherwise turn the login page into an open redirect.
 */
export function safeRedirect(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return ROUTES.home;
  return redirect;
}
