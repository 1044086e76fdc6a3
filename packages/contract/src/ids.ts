import { z } from 'zod/mini';
import { ID_PATTERN } from './parse-id.js';

/** A numeric id as it appears in a path or a query ('16'); anything else is no id at all. */
export const idStringSchema = z.pipe(z.string().check(z.regex(ID_PATTERN)), z.transform(Number));
