import { useState, type ReactNode } from 'react';
import { AppServicesProvider, createAppServices } from '../app-services.js';
import { ToastProvider } from '../toasts/toasts.js';
import { fakeFetch } from './fake-fetch.js';
import { signedInStorage } from './fixtures.js';

/** A part of the app that calls the server (through the services) and toasts, outside the whole app's routes. */
export function WithServices({ children, fetchImpl, storage }: { children: ReactNode; fetchImpl?: typeof fetch; storage?: Storage }) {
  const [services] = useState(() => createAppServices({ fetchImpl: fetchImpl ?? fakeFetch({}).fetchImpl, storage: storage ?? signedInStorage() }));
  return (
    <AppServicesProvider services={services}>
      <ToastProvider>{children}</ToastProvider>
    </AppServicesProvider>
  );
}
