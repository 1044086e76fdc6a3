import { z } from 'zod/mini';
import { SENSITIVE_CHOICES, SENSITIVE_TEXTS } from './sensitive-texts.js';

// Pure: the first load imports this file for other names and must not carry these schemas.
export const sensitiveChoiceSchema = /* @__PURE__ */ z.enum(SENSITIVE_CHOICES, { error: SENSITIVE_TEXTS.badChoice });

/** GET and PUT /api/me/sensitive-content: the signed-in viewer's choice (SENSITIVE_CHOICES). */
export const sensitiveSettingSchema = /* @__PURE__ */ z.object({ choice: sensitiveChoiceSchema });
export type SensitiveSetting = z.infer<typeof sensitiveSettingSchema>;
