import {
  CAPTION_MESSAGES,
  editVideoRequestSchema,
  LIMITS,
  POSTER_TEXTS,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  UPLOAD_MESSAGES,
  VISIBILITY_TEXTS,
  captionLanguageLabel,
} from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { recipeRequest, recipeValues } from '../../../lib/recipe-form';
import { captionLanguageName, editIssueText, ownerMessage } from './edit-texts';

const long = (n: number) => 'x'.repeat(n + 1);

describe('the owner’s dialogs speak the contract’s words (in British English, word for word)', () => {
  it('knows the messages of editing, scheduling, captions and posters', () => {
    const messages = [
      UPLOAD_MESSAGES.titleRequired,
      UPLOAD_MESSAGES.platformRequired,
      UPLOAD_MESSAGES.categoryRequired,
      ...Object.values(RECIPE_MESSAGES).filter((m) => m !== RECIPE_MESSAGES.notMetadata),
      VISIBILITY_TEXTS.publishAtRequired,
      VISIBILITY_TEXTS.publishAtPast,
      VISIBILITY_TEXTS.publishAtTooFar,
      ...Object.values(CAPTION_MESSAGES),
      POSTER_TEXTS.wrongType,
      POSTER_TEXTS.tooLarge,
      POSTER_TEXTS.notAnImage,
      POSTER_TEXTS.outsideVideo,
      POSTER_TEXTS.noFile,
    ];
    for (const message of messages) expect(ownerMessage(message)).toBe(message);
    expect(ownerMessage('A reason of the server’s own')).toBe('A reason of the server’s own');
  });

  it('says each of the edit schema’s problems as the schema does', () => {
    const forms = [
      {
        title: long(LIMITS.editTitleMax),
        subtitle: long(LIMITS.descriptionMax),
        prompt: long(LIMITS.promptMax),
        platformId: 0,
        categoryId: 0,
        recipe: recipeRequest({
          ...recipeValues(null),
          model: long(RECIPE_LIMITS.model),
          modelVersion: long(RECIPE_LIMITS.modelVersion),
          negativePrompt: long(RECIPE_LIMITS.negativePrompt),
          seed: 'x',
          durationSeconds: '0',
          aspectRatio: 'wide',
          settings: `${long(RECIPE_LIMITS.settingName)}: 1\nsteps: ${long(RECIPE_LIMITS.settingValue)}\n: 3`,
          references: 'nope',
        }),
      },
      {
        title: ' ',
        platformId: 1,
        categoryId: 1,
        recipe: recipeRequest({
          ...recipeValues(null),
          settings: Array.from({ length: RECIPE_LIMITS.settings + 1 }, (_, i) => `s${i}: 1`).join('\n'),
          references: Array.from({ length: RECIPE_LIMITS.references + 1 }, (_, i) => `https://e.com/${i}`).join('\n'),
        }),
      },
    ];
    for (const form of forms) {
      const issues = editVideoRequestSchema.safeParse(form).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(2);
      for (const issue of issues) expect(editIssueText(issue)).toBe(issue.message);
    }
  });

  it('names caption languages as the contract does', () => {
    for (const language of ['fr', 'ja', 'pt', 'zh', 'no'] as const)
      expect(captionLanguageName(language)).toBe(captionLanguageLabel(language));
  });
});
