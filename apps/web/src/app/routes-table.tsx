import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { authOptionsQueryOptions } from '../features/auth/api/get-auth-options';
import { meQueryOptions } from '../features/auth/api/get-me';
import { readStoredFilters } from '../features/feed-filters/utils/filter-values';
import { profileQueryOptions } from '../features/profiles/api/get-profile';
import { feedQueryOptions } from '../features/videos/api/get-feed';
import { parseVideoId, videoQueryOptions } from '../features/videos/api/get-video';
import { parseFeedParams } from '../features/videos/utils/feed-params';
import { cataloguesQueryOptions } from '../lib/catalogues';
import { queryClient } from '../lib/query-client';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import type { RouteHandle } from './route-handle';
import { FeedRoute } from './routes/feed';
import { withTexts } from '../lib/i18n';

/**
 * The route table. The feed is in the entry bundle (it is the landing page);
 * every other page is its own chunk, loaded on first visit with React.lazy.
 *
 * Loaders never block: they only start work early (the page's code and its data in parallel,
 * instead of code → render → fetch) and return at once. Pages read the data with their hooks.
 */

const load = {
  video: withTexts(() => import('./routes/video')),
  upload: withTexts(() => import('./routes/upload')),
  profile: withTexts(() => import('./routes/profile')),
  followLists: withTexts(() => import('./routes/follow-lists')),
  login: withTexts(() => import('./routes/login')),
  resetPassword: withTexts(() => import('./routes/reset-password')),
  signup: withTexts(() => import('./routes/signup')),
  settings: withTexts(() => import('./routes/settings')),
  notifications: withTexts(() => import('./routes/notifications')),
  studio: withTexts(() => import('./routes/studio')),
  search: withTexts(() => import('./routes/search')),
  guidelines: withTexts(() => import('./routes/community-guidelines')),
  admin: withTexts(() => import('./routes/admin')),
  appeal: withTexts(() => import('./routes/appeal')),
  notFound: withTexts(() => import('./routes/not-found')),
};

/** A page loaded on first visit, which can also be asked to load ahead of its first render. */
type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export, with `preload`. Once the module is in, the factory hands
 * it over synchronously (a thenable that calls back at once), so the page renders without
 * suspending: taking over the server's markup must not wait on a Suspense boundary, or an update
 * arriving meanwhile makes React throw that markup away and render the page afresh.
 */
function lazyNamed<M, K extends keyof M>(loadModule: () => Promise<M>, name: K): LazyPage {
  let loaded: M | undefined;
  const preload = () => loadModule().then((module) => (loaded = module));
  const page = lazy(() => {
    if (!loaded) return preload().then((module) => ({ default: module[name] as ComponentType }));
    const module = loaded;
    const now: PromiseLike<{ default: ComponentType }> = {
      then: (resolve) => (resolve?.({ default: module[name] as ComponentType }), now) as never,
    };
    return now as Promise<{ default: ComponentType }>;
  });
  return Object.assign(page, { preload });
}

const VideoRoute = lazyNamed(load.video, 'VideoRoute');
const UploadRoute = lazyNamed(load.upload, 'UploadRoute');
const ProfileRoute = lazyNamed(load.profile, 'ProfileRoute');
// A person's collections come with their profile's code: one chunk, one entry fewer in the first load.
const CollectionRoute = lazyNamed(load.profile, 'CollectionRoute');
const FollowersRoute = lazyNamed(load.followLists, 'FollowersRoute');
const FollowingRoute = lazyNamed(load.followLists, 'FollowingRoute');
const LoginRoute = lazyNamed(load.login, 'LoginRoute');
const ResetPasswordRoute = lazyNamed(load.resetPassword, 'ResetPasswordRoute');
const SignupRoute = lazyNamed(load.signup, 'SignupRoute');
const SettingsRoute = lazyNamed(load.settings, 'SettingsRoute');
const NotificationsRoute = lazyNamed(load.notifications, 'NotificationsRoute');
const UnsubscribeRoute = lazyNamed(load.notifications, 'UnsubscribeRoute');
const StudioRoute = lazyNamed(load.studio, 'StudioRoute');
const SearchRoute = lazyNamed(load.search, 'SearchRoute');
const CommunityGuidelinesRoute = lazyNamed(load.guidelines, 'CommunityGuidelinesRoute');
const AdminRoute = lazyNamed(load.admin, 'AdminRoute');
const AppealRoute = lazyNamed(load.appeal, 'AppealRoute');
const NotFoundRoute = lazyNamed(load.notFound, 'NotFoundRoute');

/** Starts loading a page's code as soon as the router knows where it is going. */
const preload = (loadModule: () => Promise<unknown>) => () => {
  void loadModule().catch(() => undefined); // a failure resurfaces (and is handled) when the page renders
  return null;
};

function rootLoader() {
  void queryClient.prefetchQuery(meQueryOptions());
  return null;
}

function feedLoader({ request }: LoaderFunctionArgs) {
  const { tab, filters, hasFilters } = parseFeedParams(new URL(request.url).searchParams, { signedIn: true });
  // Without filters in the URL the remembered ones apply (the page writes them into the URL).
  const applied = hasFilters ? filters : readStoredFilters();
  // Following needs to know the viewer first; the page fetches it once that is settled.
  if (tab !== 'following') void queryClient.prefetchInfiniteQuery(feedQueryOptions(tab, applied));
  void queryClient.prefetchQuery(cataloguesQueryOptions());
  return null;
}

function followListLoader({ params }: LoaderFunctionArgs) {
  void load.followLists().catch(() => undefined);
  if (params.username) void queryClient.prefetchQuery(profileQueryOptions(params.username));
  return null;
}

function videoLoader({ params }: LoaderFunctionArgs) {
  void load.video().catch(() => undefined);
  const id = parseVideoId(params.id);
  if (id !== null) void queryClient.prefetchQuery(videoQueryOptions(id));
  return null;
}

function profileLoader({ params }: LoaderFunctionArgs) {
  void load.profile().catch(() => undefined);
  if (params.username) void queryClient.prefetchQuery(profileQueryOptions(params.username));
  return null;
}

function loginLoader() {
  void load.login().catch(() => undefined);
  void queryClient.prefetchQuery(authOptionsQueryOptions());
  return null;
}

const full: RouteHandle = { width: 'full' };
const narrow: RouteHandle = { width: 'narrow' };

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    loader: rootLoader,
    // Only the search params of the feed change between tabs: the viewer need not be asked again.
    shouldRevalidate: () => false,
    children: [
      {
        // Errors inside a page keep the header, so the visitor can still get away.
        ErrorBoundary: RouteError,
        children: [
          { index: true, Component: FeedRoute, loader: feedLoader, handle: full },
          { path: paths.upload.path, Component: UploadRoute, loader: preload(load.upload) },
          { path: paths.video.path, Component: VideoRoute, loader: videoLoader, handle: narrow },
          { path: paths.profile.path, Component: ProfileRoute, loader: profileLoader },
          { path: paths.followers.path, Component: FollowersRoute, loader: followListLoader },
          { path: paths.following.path, Component: FollowingRoute, loader: followListLoader },
          { path: paths.collection.path, Component: CollectionRoute, loader: preload(load.profile) },
          { path: paths.login.path, Component: LoginRoute, loader: loginLoader },
          { path: paths.authCallback.path, Component: LoginRoute, loader: loginLoader },
          { path: paths.authConfirm.path, Component: LoginRoute, loader: loginLoader },
          { path: paths.reset.path, Component: ResetPasswordRoute, loader: preload(load.resetPassword) },
          { path: paths.resetPassword.path, Component: ResetPasswordRoute, loader: preload(load.resetPassword) },
          { path: paths.signup.path, Component: SignupRoute, loader: preload(load.signup) },
          { path: paths.settings.path, Component: SettingsRoute, loader: preload(load.settings) },
          { path: paths.notifications.path, Component: NotificationsRoute, loader: preload(load.notifications) },
          {
            path: paths.unsubscribe.path,
            Component: UnsubscribeRoute,
            loader: preload(load.notifications),
            handle: narrow,
          },
          { path: paths.studio.path, Component: StudioRoute, loader: preload(load.studio) },
          { path: paths.search.path, Component: SearchRoute, loader: preload(load.search) },
          { path: paths.guidelines.path, Component: CommunityGuidelinesRoute, loader: preload(load.guidelines) },
          { path: paths.admin.path, Component: AdminRoute, loader: preload(load.admin) },
          { path: paths.appeal.path, Component: AppealRoute, loader: preload(load.appeal), handle: narrow },
          { path: '*', Component: NotFoundRoute, loader: preload(load.notFound) },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the pages the router matched, so its first render (taking over the server's
 * markup) does not suspend. Given the router's own matches: matching the whole table again would
 * cost as much as making the router.
 */
export async function preloadPage(matches: readonly { route: RouteObject }[]): Promise<void> {
  await Promise.all(
    matches.map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.().catch(() => undefined)),
  );
}
