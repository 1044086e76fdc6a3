import {
  MESSAGES,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  UPLOAD_MESSAGES,
  VISIBILITY_TEXTS,
  fileTooLargeText,
  recipeSchema,
  uploadMetadataSchema,
} from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { recipeRequest, recipeValues } from '../../../lib/recipe-form';
import { fileTooLargeMessage, recipeIssueText, uploadMessage } from './upload-texts';

const long = (n: number) => 'x'.repeat(n + 1);

describe('the upload form speaks the contract’s words (in British English, word for word)', () => {
  it('knows every upload, schedule and recipe message the contract names', () => {
    const messages = [
      ...Object.values(UPLOAD_MESSAGES),
      ...Object.values(RECIPE_MESSAGES).filter((m) => m !== RECIPE_MESSAGES.notMetadata),
      VISIBILITY_TEXTS.publishAtRequired,
      VISIBILITY_TEXTS.publishAtPast,
      VISIBILITY_TEXTS.publishAtTooFar,
      MESSAGES.internal,
      MESSAGES.logInRequired,
    ];
    for (const message of messages) expect(uploadMessage(message)).toBe(message);
    expect(uploadMessage('Something the form never heard of')).toBe('Something the form never heard of');
  });

  it('says a too-large file’s size as the contract does', () => {
    for (const bytes of [120 * 1024 * 1024, 100.04 * 1024 * 1024, 2_000_000_000])
      expect(fileTooLargeMessage(bytes)).toBe(fileTooLargeText(bytes));
  });

  it('says each of the recipe schema’s problems as the schema does', () => {
    const values = {
      ...recipeValues(null),
      model: long(RECIPE_LIMITS.model),
      modelVersion: long(RECIPE_LIMITS.modelVersion),
      negativePrompt: long(RECIPE_LIMITS.negativePrompt),
      seed: 'x',
      durationSeconds: '9999',
      aspectRatio: '16x9',
      settings: [`${long(RECIPE_LIMITS.settingName)}: 1`, `steps: ${long(RECIPE_LIMITS.settingValue)}`, ': 3'].join(
        '\n',
      ),
      references: 'not a web address',
    };
    const tooMany = {
      ...recipeValues(null),
      settings: Array.from({ length: RECIPE_LIMITS.settings + 1 }, (_, i) => `s${i}: 1`).join('\n'),
      references: Array.from({ length: RECIPE_LIMITS.references + 1 }, (_, i) => `https://e.com/${i}`).join('\n'),
    };
    for (const form of [values, tooMany]) {
      const parsed = recipeSchema.safeParse(recipeRequest(form));
      expect(parsed.success).toBe(false);
      const issues = parsed.error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(1);
      for (const issue of issues) expect(recipeIssueText(issue)).toBe(issue.message);
    }
  });

  it('says the metadata schema’s own refusals as it does', () => {
    const parsed = uploadMetadataSchema.safeParse({ title: '', platformId: '0', categoryId: '0' });
    for (const issue of parsed.error?.issues ?? []) expect(uploadMessage(issue.message)).toBe(issue.message);
  });
});
