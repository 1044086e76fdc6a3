import { LABEL_MESSAGES, STANDING_MESSAGES, VIDEO_LABELS, VIDEO_LABEL_TEXTS, standingDate } from '@promptreel/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { t } from '../../../lib/i18n';
import { LABEL_NAMES, adminMessage, standingDay } from './admin-texts';
import { richText } from '../../../components/ui/rich-text';

describe('the desk speaks the contract’s words (in British English, word for word)', () => {
  it('knows the refusals of its forms', () => {
    const messages = [
      STANDING_MESSAGES.reasonRequired,
      STANDING_MESSAGES.reasonTooLong,
      STANDING_MESSAGES.reasonNotText,
      STANDING_MESSAGES.sectionRequired,
      STANDING_MESSAGES.daysInvalid,
      STANDING_MESSAGES.notYourself,
      STANDING_MESSAGES.notAnAdmin,
      STANDING_MESSAGES.alreadyBanned,
      STANDING_MESSAGES.nothingToLift,
      LABEL_MESSAGES.unknownLabel,
      LABEL_MESSAGES.alreadyLabelled,
      LABEL_MESSAGES.notLabelled,
    ];
    for (const message of messages) expect(adminMessage(message)).toBe(message);
    expect(t('admin.warned')).toBe(STANDING_MESSAGES.warned);
    expect(t('admin.suspended')).toBe(STANDING_MESSAGES.suspended);
    expect(t('admin.bannedDone')).toBe(STANDING_MESSAGES.bannedDone);
    expect(t('admin.lifted')).toBe(STANDING_MESSAGES.lifted);
    expect(t('admin.labelled')).toBe(LABEL_MESSAGES.labelled);
    expect(t('admin.unlabelled')).toBe(LABEL_MESSAGES.unlabelled);
  });

  it('names labels and days as the contract does', () => {
    for (const label of VIDEO_LABELS) expect(t(LABEL_NAMES[label])).toBe(VIDEO_LABEL_TEXTS[label]);
    const ms = Date.UTC(2026, 11, 3, 23, 30);
    expect(standingDay(ms)).toBe(standingDate(ms));
  });

  it('puts elements where the text names them', () => {
    const html = renderToStaticMarkup(
      <p>{richText('admin.auditDeletedReports', { actor: <b>@ada</b>, target: <i>“Koi”</i> }, { count: 2 })}</p>,
    );
    expect(html).toBe('<p><b>@ada</b> deleted <i>“Koi”</i> (2 reports)</p>');
  });
});
