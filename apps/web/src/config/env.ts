/** Build-time settings. The API is same-origin by default (Vite proxies it in development). */
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '',
} as const;
