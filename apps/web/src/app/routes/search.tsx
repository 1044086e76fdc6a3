import type { UserSummary } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Search, SearchX } from 'lucide-react';
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { StatusMessage } from '../../components/ui/status-message';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { UserFollowCard } from '../../features/follows/components/user-follow-card';
import { useSearch } from '../../features/search/api/search';
import { SearchForm, type SearchChange } from '../../features/search/components/search-form';
import { SearchSkeletons } from '../../features/search/components/search-skeletons';
import { parseSearchParams } from '../../features/search/utils/search-params';
import { VideoCard } from '../../features/videos/components/video-card';
import { VideoListContext } from '../../features/videos/components/video-list-context';
import { useReturnToCard } from '../../features/videos/hooks/use-return-to-card';
import { useCatalogues } from '../../lib/catalogues';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterFollowChange } from '../follow-wiring';
import { PageHeader } from './page-header';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3';

function SectionHeading({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-semibold">
      {title}
      <span className="rounded-full bg-subtle px-2 text-sm font-medium text-muted tabular-nums">{count}</span>
    </h2>
  );
}

function UserResult({ user, viewerId }: { user: UserSummary; viewerId: string | null | undefined }) {
  const queryClient = useQueryClient();
  return (
    <UserFollowCard user={user} viewerId={viewerId} onConfirmed={(state) => afterFollowChange(queryClient, state)} />
  );
}

/** /search?q=&platform=&orientation= — matching videos (cards) and creators. */
export function SearchRoute() {
  useDocumentTitle(t('pages.searchTitle'));
  const [params, setParams] = useSearchParams();
  const criteria = parseSearchParams(params);
  const { q, platform, orientation, isSearchable } = criteria;
  const catalogues = useCatalogues();
  const user = useCurrentUser();
  const results = useSearch({ q, platform, orientation }, isSearchable);
  useReturnToCard(results.data?.videos);
  const videosId = useId();
  const usersId = useId();

  const onChange = useCallback(
    (change: SearchChange, { replace }: { replace: boolean }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(change)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  let content;
  if (!isSearchable) {
    content = <StatusMessage icon={<Search aria-hidden="true" />} title={t('pages.searchTooShort')} />;
  } else if (results.isPending) {
    content = <SearchSkeletons className={GRID} />;
  } else if (results.isError) {
    content = <QueryError query={results} title={t('pages.searchFailed')} />;
  } else if (results.data.videos.length === 0 && results.data.users.length === 0) {
    content = (
      <StatusMessage
        icon={<SearchX aria-hidden="true" />}
        title={t('pages.searchNoMatch', { q })}
        description={platform || orientation ? t('pages.searchTryFewerFilters') : t('pages.searchTrySpelling')}
      />
    );
  } else {
    const { videos, users } = results.data;
    content = (
      <div className="flex flex-col gap-10">
        <section aria-labelledby={videosId}>
          <SectionHeading id={videosId} title={t('pages.videos')} count={videos.length} />
          {videos.length === 0 ? (
            <p className="text-muted">{t('pages.searchNoVideos', { q })}</p>
          ) : (
            <VideoListContext.Provider value={{ kind: 'search', q, platform, orientation }}>
              <ul aria-label={t('pages.searchVideosMatching', { q })} className={GRID}>
                {videos.map((video, index) => (
                  <li key={video.id} className="min-w-0">
                    <VideoCard video={video} layout="grid" headingLevel={3} priority={index < 3} />
                  </li>
                ))}
              </ul>
            </VideoListContext.Provider>
          )}
        </section>
        <section aria-labelledby={usersId}>
          <SectionHeading id={usersId} title={t('pages.creators')} count={users.length} />
          {users.length === 0 ? (
            <p className="text-muted">{t('pages.searchNoCreators', { q })}</p>
          ) : (
            <ul aria-label={t('pages.searchCreatorsMatching', { q })} className="divide-y divide-line">
              {users.map((u) => (
                <li key={u.id}>
                  <UserResult user={u} viewerId={user === undefined ? undefined : (user?.id ?? null)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }

  return (
    <div>
      <PageHeader title={t('pages.searchTitle')} />
      <SearchForm criteria={criteria} onChange={onChange} platforms={catalogues.data?.platforms} />
      <div className="mt-8" aria-live="polite" aria-busy={results.isFetching || undefined}>
        {content}
      </div>
    </div>
  );
}
