import { isApiError } from '../../../lib/api-error';

/** The server's reason: the field's own words for bad input, else its message (409's taken name). */
export function refusalText(error: Error): string {
  return (isApiError(error) && error.issues[0]?.message) || error.message;
}
