import './jsdom-text-encoding.js';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import '../i18n/index.js';
import { App } from '../App.js';
import { AppServicesProvider, createAppServices, type AppServices } from '../app-services.js';
import { ToastProvider } from '../toasts/toasts.js';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The whole app at a path, over a fake fetch and storage; the current location is readable from data-testid="location". */
export function renderApp(path: string, options: { fetchImpl: typeof fetch; storage: Storage }): { services: AppServices } {
  const services = createAppServices({ fetchImpl: options.fetchImpl, storage: options.storage });
  render(
    <AppServicesProvider services={services}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
          <CurrentLocation />
        </MemoryRouter>
      </ToastProvider>
    </AppServicesProvider>,
  );
  return { services };
}
