import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from './layout/AppShell.js';
import { HomePage } from './pages/HomePage.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { ROUTES } from './routes.js';

/** Routes only; the router itself is supplied by main.tsx (BrowserRouter) or a test (MemoryRouter). */
export function App() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={ROUTES.root} element={<HomePage />} />
        <Route path={ROUTES.notFound} element={<NotFoundPage />} />
        {/* Spec doc 1 §2: any unknown path redirects to the 404 page. */}
        <Route path="*" element={<Navigate to={ROUTES.notFound} replace />} />
      </Route>
    </Routes>
  );
}
