import type { FlagLimit, FlagRequest } from '@promptreel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useCreateFlag } from '../api/create-flag';
import { alreadyFlaggedText, type FlagTarget } from '../utils/flag-target';
import { flagMessage } from '../utils/flag-texts';
import type { ServerFieldErrors } from './use-flag-form';

export type FlagFailure = { title: string; detail?: string; kind?: 'limit' | 'limit-check' | 'duplicate' };

const FIELD_OF_ISSUE: Record<string, keyof ServerFieldErrors> = {
  categoryId: 'category',
  reason: 'reason',
  videoTimestamp: 'timestamp',
};

/** What each refusal says, by the server's status. */
function describeFailure(error: unknown, target: FlagTarget): FlagFailure {
  if (!isApiError(error)) return { title: t('flags.unexpected') };
  if (error.status === 401) return { title: t('flags.mustLogIn') };
  if (error.status === 409) return { title: alreadyFlaggedText(target), kind: 'duplicate' };
  if (error.status === 429) return { title: flagMessage(error.message), kind: 'limit' };
  if (error.status === 403) return { title: flagMessage(error.message) };
  return { title: t('flags.submitFailed'), detail: error.message ? flagMessage(error.message) : undefined };
}

/**
 * Sends a report the way the spec's flow does: today's limit is checked first, then the report
 * goes; a success closes the dialog with a toast, a refusal says why (per field where it can).
 */
export function useFlagSubmit(target: FlagTarget, limit: UseQueryResult<FlagLimit>, onDone: () => void) {
  const create = useCreateFlag(target);
  const toast = useToast();
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<FlagFailure | null>(null);

  const send = async (request: FlagRequest, onFieldErrors: (errors: ServerFieldErrors) => void) => {
    setChecking(true);
    const check = await limit.refetch();
    setChecking(false);
    if (check.isError || !check.data) {
      const unauthenticated = isApiError(check.error) && check.error.isUnauthenticated;
      setFailure({
        title: unauthenticated ? t('flags.mustLogIn') : t('flags.checkLimitFailed'),
        kind: 'limit-check',
      });
      return;
    }
    if (check.data.limitReached || check.data.alreadyFlagged) return; // their own notices are on screen

    create.mutate(request, {
      onSuccess: (result) => {
        toast({
          title: result.message ? flagMessage(result.message) : t('flags.flaggedVideo'),
          variant: 'success',
          duration: 8000,
        });
        onDone();
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 400 ? error.issues : [];
        const mapped = Object.fromEntries(
          fields.filter((i) => FIELD_OF_ISSUE[i.field]).map((i) => [FIELD_OF_ISSUE[i.field], flagMessage(i.message)]),
        ) as ServerFieldErrors;
        if (Object.keys(mapped).length > 0) {
          onFieldErrors(mapped);
          return;
        }
        setFailure(describeFailure(error, target));
      },
    });
  };

  const limitReached = limit.data?.limitReached === true;
  const limitCheckFailed = limit.isError && !limit.data;
  const alreadyFlagged = limit.data?.alreadyFlagged === true;
  // A refused fourth report and the refreshed limit (a failed check and its notice, a report sent
  // from another tab and the dialog's top line) say the same thing: show it once.
  const shownFailure =
    failure &&
    !(failure.kind === 'limit' && limitReached) &&
    !(failure.kind === 'limit-check' && limitCheckFailed) &&
    !(failure.kind === 'duplicate' && alreadyFlagged)
      ? failure
      : null;

  return {
    busy: checking || create.isPending,
    shownFailure,
    clearFailure: () => setFailure(null),
    send,
  };
}
