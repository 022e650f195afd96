import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import i18n from './i18n/index.js';
import { App } from './App.js';
import './styles/base.css';
import './styles/shell.css';
import './styles/components.css';
import './styles/pages.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

document.documentElement.lang = i18n.resolvedLanguage ?? i18n.language;

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
