import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { endHydration } from '../lib/use-hydrated';
import { AppProvider } from './provider';
import { getRouter } from './router';
import { serverRenderClock } from './server-rendering';

export function App() {
  // After every component of the first commit has checked its stores (children's effects run first).
  useEffect(endHydration, []);
  return (
    <AppProvider clock={serverRenderClock()}>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}
