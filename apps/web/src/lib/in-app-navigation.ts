export type InAppNavigate = (to: string, options: { state?: unknown; replace?: boolean }) => void;

// Until the app's router says how (app/router.tsx), a page is loaded as any link would load it.
let navigate: InAppNavigate = (to) => window.location.assign(to);

/** Called once by the app's router: how a page of the app is opened without reloading. */
export function setInAppNavigation(next: InAppNavigate): void {
  navigate = next;
}

/** Opens a page of the app without reloading (components/app-link.tsx). */
export function navigateInApp(to: string, options: { state?: unknown; replace?: boolean } = {}): void {
  navigate(to, options);
}
