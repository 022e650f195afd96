import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import i18n from './i18n/index.js';
import { App } from './App.js';
import { AppServicesProvider, createAppServices, defaultDeckStore } from './app-services.js';
import { preloadEditorFor } from './pages/editor-route.js';
import { ToastProvider } from './toasts/toasts.js';
import './styles/fonts.js';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';
import './styles/pages.css';
import './styles/app.css';
import './features/live/live.css';
import './features/report/report.css';
import './features/replay/replay.css';
import './features/editor/editor.css';
import './features/audience/audience.css';
import './features/pacing/pacing.css';
import './features/remote/remote.css';
import './features/audio/audio.css';
import './features/slide-view/slide-view.css';
import './features/qna/qna.css';
import './features/chat/chat.css';
import './features/sharing/sharing.css';
import './features/copies/copies.css';
import './features/templates/templates.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

document.documentElement.lang = i18n.language;
const services = createAppServices({ deckStore: defaultDeckStore() });
preloadEditorFor(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <AppServicesProvider services={services}>
      <ToastProvider>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ToastProvider>
    </AppServicesProvider>
  </StrictMode>,
);
