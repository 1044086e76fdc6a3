import type { AppealPage } from '@promptreel/contract';
import { t } from '../../../lib/i18n';

/**
 * What was decided, told to the person it concerns ('Your comment “Nice!” on “Koi” was removed.'),
 * in the page's language: the words of the contract's appealDecisionText, which notices use.
 */
export function decisionText(d: Pick<AppealPage['decision'], 'action' | 'target' | 'videoTitle' | 'detail'>): string {
  const title = d.target.label;
  switch (d.action) {
    case 'delete_video':
      return t('appeals.decisionDeleteVideo', { title });
    case 'label':
      return d.detail
        ? t('appeals.decisionLabel', { title, label: d.detail })
        : t('appeals.decisionLabelled', { title });
    case 'remove_comment':
      return d.videoTitle
        ? t('appeals.decisionRemoveCommentOn', { comment: d.target.label, title: d.videoTitle })
        : t('appeals.decisionRemoveComment', { comment: d.target.label });
    case 'warn':
      return t('appeals.decisionWarn');
    case 'suspend':
      return t('appeals.decisionSuspend');
    case 'ban':
      return t('appeals.decisionBan');
    default:
      return t('appeals.decisionOther');
  }
}
