import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { TooltipProvider } from '../components/ui/tooltip';
import { ThemeProvider } from '../features/theme/theme-provider';
import { queryClient } from '../lib/query-client';
import { listenForVideoChanges } from '../lib/video-broadcast';
import { VideoOwnerSlots } from './video-owner-slots';

/** Everything every screen relies on: data cache, theme, tooltips and toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  // Claps and views confirmed in another tab of this browser reach this tab's cards too.
  useEffect(() => listenForVideoChanges(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <ToastProvider>
            <VideoOwnerSlots>{children}</VideoOwnerSlots>
          </ToastProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
