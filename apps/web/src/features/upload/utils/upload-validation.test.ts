import { LIMITS, RECIPE_MESSAGES, UPLOAD_MESSAGES } from '@promptreel/contract';
import { describe, expect, it } from 'vitest';
import { recipeValues } from '../../../lib/recipe-form';
import {
  fileMessage,
  fileProblemOf,
  formatFileSize,
  looksLikeMp4,
  orientationOf,
  titleFromFileName,
  validateUpload,
  type UploadValues,
} from './upload-validation';

const bytes = (text: string) => new Uint8Array(Array.from(text, (c) => c.charCodeAt(0)));

describe('looksLikeMp4', () => {
  it('accepts an ISO-BMFF file that starts with ftyp (or another top-level box)', () => {
    expect(looksLikeMp4(bytes('\0\0\0\x20ftypisom'))).toBe(true);
    expect(looksLikeMp4(bytes('\0\0\0\x08free\0\0'))).toBe(true);
  });

  it('refuses text renamed to .mp4 and files too short to tell', () => {
    expect(looksLikeMp4(bytes('hello, this is not a video'))).toBe(false);
    expect(looksLikeMp4(bytes('\0\0\0'))).toBe(false);
  });
});

describe('fileProblemOf and fileMessage', () => {
  const mp4 = { name: 'clip.mp4', type: 'video/mp4', size: 1000 };

  it('needs video/mp4 and MP4 bytes', () => {
    expect(fileProblemOf(mp4, true)).toBeNull();
    expect(fileProblemOf(mp4, false)).toBe('not-mp4');
    expect(fileProblemOf({ ...mp4, type: 'video/quicktime', name: 'clip.mov' }, true)).toBe('not-mp4');
    expect(fileProblemOf({ ...mp4, type: '' }, true)).toBeNull();
  });

  it('allows exactly 100 MB and refuses one byte more', () => {
    expect(fileProblemOf({ ...mp4, size: LIMITS.maxFileBytes }, true)).toBeNull();
    expect(fileProblemOf({ ...mp4, size: LIMITS.maxFileBytes + 1 }, true)).toBe('too-large');
  });

  it('speaks one way at selection and another at submit', () => {
    expect(fileMessage('not-mp4', 10, 'selection')).toBe('Please upload an MP4 video.');
    expect(fileMessage('not-mp4', 10, 'submit')).toBe('Only MP4 files are allowed');
    expect(fileMessage('too-large', 120 * 1024 * 1024, 'selection')).toBe('File is 120.0MB. Max 100MB.');
    expect(fileMessage('too-large', 120 * 1024 * 1024, 'submit')).toBe('MP4 up to 100MB only');
    expect(fileMessage(null, 10, 'submit')).toBeNull();
  });
});

describe('titleFromFileName', () => {
  it('drops the extension and cuts to 120 characters', () => {
    expect(titleFromFileName('Neon koi.final.mp4')).toBe('Neon koi.final');
    expect(titleFromFileName('no-extension')).toBe('no-extension');
    expect(titleFromFileName(`${'a'.repeat(200)}.mp4`)).toHaveLength(LIMITS.uploadTitleMax);
  });
});

describe('orientationOf', () => {
  it('counts 0.95 to 1.05 as square', () => {
    expect(orientationOf(100, 100)).toBe('square');
    expect(orientationOf(95, 100)).toBe('square');
    expect(orientationOf(105, 100)).toBe('square');
    expect(orientationOf(94, 100)).toBe('portrait');
    expect(orientationOf(106, 100)).toBe('landscape');
    expect(orientationOf(1920, 1080)).toBe('landscape');
    expect(orientationOf(0, 100)).toBeNull();
  });
});

describe('validateUpload', () => {
  const valid: UploadValues = {
    title: 'Koi',
    description: '',
    prompt: '',
    platformId: '1',
    categoryId: '2',
    allowRemixes: 'true',
    sensitive: 'false',
    visibility: 'public',
    publishAt: '',
    ...recipeValues(null),
  };
  const file = { problem: null, size: 1000 } as const;

  it('passes a complete form', () => {
    expect(validateUpload(valid, file, 'submit')).toEqual({});
  });

  it('names every missing field with the spec texts', () => {
    expect(validateUpload({ ...valid, title: '  ', platformId: '', categoryId: '' }, null, 'submit')).toEqual({
      title: UPLOAD_MESSAGES.titleRequired,
      platformId: UPLOAD_MESSAGES.platformRequired,
      categoryId: UPLOAD_MESSAGES.categoryRequired,
      file: UPLOAD_MESSAGES.fileRequired,
    });
  });

  it('limits description and prompt', () => {
    const errors = validateUpload(
      { ...valid, description: 'x'.repeat(LIMITS.descriptionMax + 1), prompt: 'x'.repeat(LIMITS.promptMax + 1) },
      file,
      'submit',
    );
    expect(Object.keys(errors).sort()).toEqual(['description', 'prompt']);
  });

  it("checks the recipe's parts by the contract's words, each by its field", () => {
    expect(validateUpload({ ...valid, seed: '42', settings: 'steps: 30' }, file, 'submit')).toEqual({});
    expect(validateUpload({ ...valid, seed: 'x', aspectRatio: '16x9' }, file, 'submit')).toEqual({
      seed: RECIPE_MESSAGES.seed,
      aspectRatio: RECIPE_MESSAGES.aspect,
    });
  });
});

describe('formatFileSize', () => {
  it('shows KB below a megabyte and MB with one decimal above', () => {
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
  });
});
