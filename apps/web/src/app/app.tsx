import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { getRouter } from './router';
import { serverRenderClock } from './server-rendering';

export function App() {
  return (
    <AppProvider clock={serverRenderClock()}>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}
