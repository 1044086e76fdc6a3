import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { router } from './router';
import { serverRenderClock } from './server-rendering';

export function App() {
  return (
    <AppProvider clock={serverRenderClock()}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
