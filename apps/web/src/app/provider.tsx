import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { ApplyTheme } from '../features/theme/components/apply-theme';
import type { TimeFormatOptions } from '../lib/format-time';
import { queryClient } from '../lib/query-client';
import { RenderClockContext } from '../lib/render-clock';
import { listenForVideoChanges } from '../lib/video-broadcast';

/**
 * Everything every screen relies on: data cache, theme, tooltips and toasts. The server renders a
 * first screen with a cache of its own per request (entry-server.tsx); the browser has one cache.
 */
export function AppProvider({
  children,
  client = queryClient,
  clock = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The clock a server-rendered first screen was rendered with (lib/render-clock.tsx). */
  clock?: TimeFormatOptions | null;
}) {
  // Claps and views confirmed in another tab of this browser reach this tab's cards too.
  useEffect(() => listenForVideoChanges(client), [client]);
  return (
    <RenderClockContext.Provider value={clock}>
      <QueryClientProvider client={client}>
        <ApplyTheme />
        <TooltipProvider>
          <ToastProvider>{children}</ToastProvider>
        </TooltipProvider>
      </QueryClientProvider>
    </RenderClockContext.Provider>
  );
}
