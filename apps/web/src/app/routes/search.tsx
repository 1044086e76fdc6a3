import { LIMITS } from '@promptreel/contract';
import { Search } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { StatusMessage } from '../../components/ui/status-message';
import { parseSearchParams, SEARCH_TOO_SHORT } from '../../features/search/utils/search-params';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** /search?q=&platform=&orientation= — the results (videos and users) arrive with the search API. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const criteria = parseSearchParams(params);
  useDocumentTitle(criteria.isSearchable ? `Search: ${criteria.q}` : 'Search');

  return (
    <div>
      <PageHeader title="Search" description={criteria.isSearchable ? `Results for “${criteria.q}”` : undefined} />
      {criteria.platform || criteria.orientation ? (
        <ul aria-label="Filters" className="mb-4 flex flex-wrap gap-1.5">
          {criteria.platform ? (
            <li>
              <Badge>Platform: {criteria.platform}</Badge>
            </li>
          ) : null}
          {criteria.orientation ? (
            <li>
              <Badge>Orientation: {criteria.orientation}</Badge>
            </li>
          ) : null}
        </ul>
      ) : null}
      <section aria-label="Search results">
        {criteria.isSearchable ? (
          <StatusMessage
            icon={<Search aria-hidden="true" />}
            title="Search results will appear here."
            description={`Up to ${LIMITS.searchMaxVideos} videos and ${LIMITS.searchMaxUsers} creators matching your search.`}
          />
        ) : (
          <StatusMessage icon={<Search aria-hidden="true" />} title={SEARCH_TOO_SHORT} />
        )}
      </section>
    </div>
  );
}
