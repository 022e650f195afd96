import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServices, useSession } from '../app-services.js';
import { ROUTES } from '../routes.js';
import { AccountIcon, DeckIcon, HomeIcon, LogoutIcon, ShareIcon, TeamIcon, TrashIcon } from '../ui/icons.js';
import { BrandMark } from './BrandMark.js';
import { NotificationsBell } from '../features/notifications/NotificationsBell.js';

/** The presenter application shell (/apps/...): top bar with the account, side navigation, content. */
export function AppLayout() {
  const { t } = useTranslation();
  const services = useServices();
  const session = useSession();

  // The route guard takes the signed-out user to the login page.
  const logOut = () => void services.signOut();

  const user = session?.user;
  const initials = user ? `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() : '';
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="app__topbar">
        <Link to={ROUTES.home} className="brand" aria-label={t('app.homeLink')}>
          <BrandMark />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        {user && (
          <div className="account">
            {!user.isGuest && <NotificationsBell />}
            <span className="account__avatar" aria-hidden="true">
              {initials}
            </span>
            <span className="account__name">{t('shell.signedInAs', { name: `${user.firstName} ${user.lastName}` })}</span>
            <button type="button" className="button button--ghost button--small" onClick={logOut}>
              <LogoutIcon size={18} />
              <span>{t('shell.logOut')}</span>
            </button>
          </div>
        )}
      </header>
      <div className="app__body">
        <nav className="app__sidebar" aria-label={t('shell.primaryNavigation')}>
          <ul className="sidenav">
            <li>
              <NavLink to={ROUTES.home} className="sidenav__link">
                <HomeIcon />
                <span>{t('nav.home')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.presentations} className="sidenav__link">
                <DeckIcon />
                <span>{t('nav.presentations')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.templateLibrary} className="sidenav__link">
                <DeckIcon />
                <span>{t('templates.nav')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.community} className="sidenav__link">
                <ShareIcon />
                <span>{t('templates.communityNav')}</span>
              </NavLink>
            </li>
            {!user?.isGuest && (
              <li>
                <NavLink to={ROUTES.sharedWithMe} className="sidenav__link">
                  <ShareIcon />
                  <span>{t('shared.nav')}</span>
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={ROUTES.teamMembers} className="sidenav__link">
                <TeamIcon />
                <span>{t('team.nav')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.trash} className="sidenav__link">
                <TrashIcon />
                <span>{t('nav.trash')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={ROUTES.userProfile} className="sidenav__link">
                <AccountIcon />
                <span>{t('account.nav')}</span>
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="main" className="app__main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
