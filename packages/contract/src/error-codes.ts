// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).

/** The codes of the API's error body (`errorBodySchema`), as the browser checks them by hand. */
export const ERROR_CODES = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'internal',
] as const;
