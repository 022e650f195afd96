import { Navigate, Route, Routes } from 'react-router';
import { AccountPage } from './features/account/AccountPage.js';
import { useSession } from './app-services.js';
import { ForgotPasswordPage } from './features/auth/ForgotPasswordPage.js';
import { LoginPage } from './features/auth/LoginPage.js';
import { RegisterPage } from './features/auth/RegisterPage.js';
import { WelcomePage } from './features/auth/WelcomePage.js';
import { HomePage } from './features/home/HomePage.js';
import { FolderPage } from './features/folders/FolderPage.js';
import { PresentationsPage } from './features/presentations/PresentationsPage.js';
import { ReportPage } from './features/report/ReportPage.js';
import { SharedReportPage } from './features/report/SharedReportPage.js';
import { SharePage } from './features/copies/SharePage.js';
import { DemoPage } from './features/demo/DemoPage.js';
import { SavePresentationPage } from './features/demo/SavePresentationPage.js';
import { CommunityPage } from './features/templates/CommunityPage.js';
import { TemplateLibraryPage } from './features/templates/TemplateLibraryPage.js';
import { TemplatePage } from './features/templates/TemplatePage.js';
import { TeamInvitationPage } from './features/team/TeamInvitationPage.js';
import { TeamMembersPage } from './features/team/TeamMembersPage.js';
import { SharedFolderPage } from './features/shared/SharedFolderPage.js';
import { SharedWithMePage } from './features/shared/SharedWithMePage.js';
import { TeamFolderPage } from './features/team/TeamFolderPage.js';
import { TeamWorkspacePage } from './features/team/TeamWorkspacePage.js';
import { TrashPage } from './features/trash/TrashPage.js';
import { EditInvitationPage } from './features/sharing/EditInvitationPage.js';
import { AppLayout } from './layout/AppLayout.js';
import { AppShell } from './layout/AppShell.js';
import { GlobalOverlays } from './overlays/GlobalOverlays.js';
import { LanguageProvider } from './features/language/LanguageProvider.js';
import { accessCodeRouteElement, backstageRouteElement, joinRouteElement, PresentationRoute, remoteRouteElement } from './pages/live/live-routes.js';
import { editorRouteElement } from './pages/editor-route.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { StatusPage } from './pages/StatusPage.js';
import { ReplayPage } from './features/replay/ReplayPage.js';
import { ROUTES } from './routes.js';
import { ProfileCheck } from './session/ProfileCheck.js';
import { RequireAuth } from './session/RequireAuth.js';
import { useSessionFollow } from './session/use-session-follow.js';

/** The root goes Home when signed in; a visitor who is not is offered the code entry first (issue 26), then sign-in. */
function RootRedirect() {
  const session = useSession();
  return session ? <Navigate to={ROUTES.home} replace /> : <WelcomePage />;
}

/** Routes and the global overlays; the router itself comes from main.tsx (BrowserRouter) or a test (MemoryRouter). */
export function App() {
  useSessionFollow();
  return (
    <LanguageProvider>
      <Routes>
        <Route path={ROUTES.root} element={<RootRedirect />} />
        <Route path={ROUTES.pages} element={<Navigate to={ROUTES.register} replace />} />
        <Route path={ROUTES.login} element={<LoginPage />} />
        <Route path={ROUTES.register} element={<RegisterPage />} />
        <Route path={ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={ROUTES.demo} element={<DemoPage presenting={false} />} />
        <Route path={ROUTES.liveDemo} element={<DemoPage presenting />} />
        <Route path={ROUTES.savePresentation} element={<SavePresentationPage />} />
        <Route
          path="/apps"
          element={
            <RequireAuth>
              <ProfileCheck />
              <AppLayout />
            </RequireAuth>
          }
        >
          <Route index element={<Navigate to={ROUTES.home} replace />} />
          <Route path="home" element={<HomePage />} />
          <Route path="presentations" element={<PresentationsPage />} />
          <Route path="presentations/folders/:folderId" element={<FolderPage />} />
          <Route path="trash-bin" element={<TrashPage />} />
          <Route path="shared-presentations" element={<SharedWithMePage />} />
          <Route path="presentations/:presentationId/invitations/:invitationId" element={<EditInvitationPage />} />
          <Route path="shared-presentations/folders/:folderId" element={<SharedFolderPage />} />
          <Route path="team/workspace" element={<TeamWorkspacePage />} />
          <Route path="team/workspace/folders/:folderId" element={<TeamFolderPage />} />
          <Route path="team/members" element={<TeamMembersPage />} />
          <Route path="team/invitations/:invitationId" element={<TeamInvitationPage />} />
          <Route path="report/:id/:audienceId?" element={<ReportPage />} />
          <Route path="report/:presentationId/replay" element={<ReplayPage />} />
          <Route path="template-library" element={<TemplateLibraryPage />} />
          <Route path="community" element={<CommunityPage />} />
          <Route path="user-profile" element={<AccountPage />} />
          <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
        </Route>
        <Route element={<AppShell />}>
          <Route path={ROUTES.status} element={<StatusPage />} />
          <Route path={ROUTES.notFound} element={<NotFoundPage />} />
          {/* Spec doc 3 §6: read with the share token in the link, without login. */}
          <Route path={ROUTES.sharedReport} element={<SharedReportPage />} />
          {/* Spec doc 1 §2: a copy link's public share page, not indexed by search engines. */}
          <Route path={ROUTES.share} element={<SharePage />} />
          {/* Spec doc 1 §2 "TemplateView": public template pages. */}
          <Route path={ROUTES.template} element={<TemplatePage by="shareCode" />} />
          <Route path={ROUTES.sharedTemplate} element={<TemplatePage by="id" />} />
        </Route>
        {/* Presenting mode is the editor's route with ?presenting=true; the editor goes in PresentationRoute's editor slot. */}
        <Route
          path={ROUTES.editor}
          element={
            <RequireAuth guestAllowed>
              <ProfileCheck />
              <PresentationRoute editor={editorRouteElement} />
            </RequireAuth>
          }
        />
        <Route
          path={`${ROUTES.editor}/backstage`}
          element={
            <RequireAuth guestAllowed>
              {backstageRouteElement}
            </RequireAuth>
          }
        />
        {/* The audience joins with the presenter's code; a path that is not digits is an unknown page. */}
        <Route path="/join" element={joinRouteElement} />
        {/* The remote control's link (spec doc 1 "Remote access"): no account, the code in the link. */}
        <Route path="/remote/:presentationId/:code" element={remoteRouteElement} />
        <Route path="/:accessCode" element={accessCodeRouteElement} />
        {/* Spec doc 1 §2: any unknown path redirects to the 404 page. */}
        <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
      </Routes>
      <GlobalOverlays />
    </LanguageProvider>
  );
}
