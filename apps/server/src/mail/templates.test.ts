import { describe, expect, it } from 'vitest';
import { securityNotice } from './security-templates.js';
import {
  accountDecision,
  appealDecided,
  dataExportReady,
  flagNotification,
  notificationDigest,
  notificationSentenceIn,
  resetPassword,
  videoRemoved,
} from './templates.js';

const links = { post: 'https://x.test/p', page: 'https://x.test/u', settings: 'https://x.test/s' };

describe('e-mails in two languages', () => {
  it('keeps British English as it was, and writes Spanish', () => {
    expect(resetPassword('a@x.test', 'https://x.test/r').subject).toBe('Reset your Promptreel password');
    expect(resetPassword('a@x.test', 'https://x.test/r', 'es').text).toContain(
      'Elegir una contraseña nueva: https://x.test/r',
    );
    expect(dataExportReady('a@x.test', 'https://x.test/d', 7).text).toContain('The link works for 7 days, and only');
    expect(dataExportReady('a@x.test', 'https://x.test/d', 1, 'es').text).toContain('durante 1 día,');
  });

  it('dates a suspension as each language writes a date', () => {
    const f = {
      kind: 'suspend' as const,
      reason: 'Spam',
      section: 'spam',
      sectionUrl: 'https://x.test/g#spam',
      appealUrl: 'https://x.test/a',
      until: Date.UTC(2026, 11, 3, 12),
    };
    const en = accountDecision('a@x.test', f);
    expect(en.subject).toBe('Your Promptreel account is suspended');
    expect(en.text).toContain('Our moderators have suspended your account until 3 December 2026.');
    expect(en.text).toContain('Guideline: Spam and scams (https://x.test/g#spam)');
    const ja = accountDecision('a@x.test', f, 'ja');
    expect(ja.subject).toBe('Promptreel アカウントが一時停止されました');
    expect(ja.text).toContain('2026年12月3日 まで一時停止しました');
    expect(ja.text).toContain('ガイドライン：スパムと詐欺（https://x.test/g#spam）');
  });

  it('tells a moderator’s note as a sentence, and an appeal’s outcome', () => {
    const f = { videoTitle: 'Sea', reasons: [], note: 'Not AI', appealUrl: 'https://x.test/a' };
    expect(videoRemoved('a@x.test', f).text).toContain(
      "Reported for: a breach of the community guidelines. The moderator's reason: Not AI. It is kept",
    );
    expect(videoRemoved('a@x.test', f, 'fr').text).toContain('Motif du modérateur : Not AI. Elle est conservée');
    const decision = { action: 'delete_video', targetLabel: 'Sea', videoTitle: null, detail: null };
    expect(appealDecided('a@x.test', { decision, outcome: 'overturned', reason: 'OK' }).text).toContain(
      'Your video “Sea” was removed. You appealed.',
    );
    expect(appealDecided('a@x.test', { decision, outcome: 'overturned', reason: 'OK' }, 'pt-BR').subject).toBe(
      'Seu recurso foi aceito',
    );
  });

  it('translates notifications’ sentences and counts the digest', () => {
    const n = {
      kind: 'remix' as const,
      actor: { username: 'y', avatarUrl: null },
      othersCount: 0,
      video: { id: 2, title: 'Remix' },
      text: 'Dawn',
    };
    expect(notificationSentenceIn('en-GB', n)).toBe('y remixed your video “Dawn”');
    expect(notificationSentenceIn('es', n)).toBe('y hizo un remix de tu vídeo «Dawn»');
    expect(notificationSentenceIn('ja', { ...n, kind: 'clap', othersCount: 2 })).toBe(
      'y さんほか 2 人が「Remix」に拍手しました',
    );
    const items = [{ sentence: 's', url: 'https://x.test/v' }];
    expect(notificationDigest('a@x.test', items, links).subject).toBe('Your day on Promptreel: 1 new notification');
    expect(notificationDigest('a@x.test', [...items, ...items], links, 'fr').subject).toBe(
      'Votre journée sur Promptreel : 2 nouvelles notifications',
    );
  });

  it('keeps links and escaping in HTML whatever the language', () => {
    const f = {
      videoTitle: '<b>T</b>',
      videoUrl: 'https://x.test/v',
      reporter: 'r',
      category: { id: 4, name: 'Spam' },
      reason: 'R',
      timestamp: 75,
    };
    expect(flagNotification('a@x.test', f).html).toContain(
      '<p>Video: <a href="https://x.test/v">&lt;b&gt;T&lt;/b&gt;</a></p><p>Reported by: @r</p><p>Category: Spam at 1:15</p>',
    );
    expect(flagNotification('a@x.test', f, 'ja').html).toContain(
      '<p>動画：<a href="https://x.test/v">&lt;b&gt;T&lt;/b&gt;</a></p>',
    );
    // The category in the admin's language; one seeded after these texts, by its English name.
    expect(flagNotification('a@x.test', { ...f, category: { id: 7, name: 'Not AI Generated' } }, 'es').subject).toMatch(
      /No generado por IA/,
    );
    expect(flagNotification('a@x.test', { ...f, category: { id: 99, name: 'Brand new' } }, 'ja').subject).toMatch(
      /Brand new/,
    );
    const es = securityNotice('a@x.test', 'twoFactorOn', 'https://x.test/s', 'https://x.test/r', 'es');
    expect(es.subject).toBe('La verificación en dos pasos está activada');
    expect(es.html).toContain('<a href="https://x.test/r">restablece tu contraseña</a>');
    expect(securityNotice('a@x.test', 'twoFactorOn', 'https://x.test/s', 'https://x.test/r').html).toContain(
      'If this was not you, <a href="https://x.test/r">reset your password</a> at once and check your <a href="https://x.test/s">log-in settings</a>.',
    );
  });
});
