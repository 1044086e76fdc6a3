import type { SessionUser } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  Bell,
  Download,
  KeyRound,
  Languages,
  Link2,
  ShieldCheck,
  SlidersHorizontal,
  Trash2,
  UserRound,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { QueryError } from '../../components/query-error';
import { richText } from '../../components/ui/rich-text';
import { SideTabsList, SideTabsTrigger } from '../../components/ui/side-tabs';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { BRAND } from '../../config/brand';
import { paths, SETTINGS_SECTIONS, type SettingsSection } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { authKeys } from '../../features/auth/api/keys';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { DeleteAccountForm } from '../../features/auth/components/delete-account-form';
import { DataExportSection } from '../../features/data-export/components/data-export-section';
import { LoginRequired } from '../../features/auth/components/login-required';
import { HiddenAccountsSection } from '../../features/blocks/components/hidden-accounts-section';
import { FeedHidesSection } from '../../features/for-you/components/feed-hides-section';
import { SensitiveContentForm } from '../../features/sensitive-content/components/sensitive-content-form';
import { EmailPreferencesForm } from '../../features/notifications/components/email-preferences-form';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { EditProfileForm } from '../../features/profiles/components/edit-profile-form';
import { ProfileHeaderSkeleton } from '../../features/profiles/components/profile-header-skeleton';
import { SocialProfilesForm } from '../../features/profiles/components/social-profiles-form';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterHiddenChange } from '../block-wiring';
import { afterFeedChange } from '../for-you-wiring';
import { afterSensitiveChange } from '../sensitive-wiring';
import { LanguageMenu } from '../layout/language-menu';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';
import { t, withTexts } from '../../lib/i18n';
import type { MessageKey } from '../../lib/message-keys';

const SecuritySection = lazy(
  withTexts(() =>
    import('../../features/auth/components/security-section').then((m) => ({ default: m.SecuritySection })),
  ),
);

const SECTION_LABELS: Record<SettingsSection, MessageKey> = {
  profile: 'pages.settingsProfile',
  password: 'pages.settingsPassword',
  security: 'pages.settingsSecurity',
  notifications: 'pages.settingsNotifications',
  social: 'pages.settingsSocial',
  blocked: 'pages.settingsBlocked',
  feed: 'pages.settingsFeed',
  language: 'pages.settingsLanguage',
  data: 'pages.settingsData',
  delete: 'pages.settingsDelete',
};

const SECTION_ICONS: Record<SettingsSection, ReactNode> = {
  profile: <UserRound aria-hidden="true" />,
  password: <KeyRound aria-hidden="true" />,
  security: <ShieldCheck aria-hidden="true" />,
  notifications: <Bell aria-hidden="true" />,
  social: <Link2 aria-hidden="true" />,
  blocked: <Ban aria-hidden="true" />,
  feed: <SlidersHorizontal aria-hidden="true" />,
  language: <Languages aria-hidden="true" />,
  data: <Download aria-hidden="true" />,
  delete: <Trash2 aria-hidden="true" />,
};

function parseSection(value: string | null): SettingsSection {
  return SETTINGS_SECTIONS.find((s) => s === value) ?? 'profile';
}

/** Who-am-I shows the name and avatar in the header: refresh it after a profile change. */
function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: authKeys.me });
}

function EditProfileSection() {
  const profile = useOwnProfile();
  const refreshMe = useRefreshMe();
  if (profile.isPending) return <ProfileHeaderSkeleton />;
  if (profile.isError) {
    return <QueryError query={profile} title={t('pages.settingsProfileFailed')} description={profile.error.message} />;
  }
  return <EditProfileForm key={profile.data.id} profile={profile.data} onSaved={refreshMe} />;
}

function SectionIntro({ children }: { children: ReactNode }) {
  return <p className="mb-5 text-sm text-muted">{children}</p>;
}

function SettingsTabs({ user }: { user: SessionUser }) {
  const [params, setParams] = useSearchParams();
  const section = parseSection(params.get('section'));
  const isMobile = useMediaQuery(MOBILE_QUERY);

  const onSectionChange = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'profile') next.delete('section');
        else next.set('section', value);
        return next;
      },
      { replace: true },
    );

  const main = SETTINGS_SECTIONS.filter((s) => s !== 'delete');
  return (
    <Tabs
      value={section}
      onValueChange={onSectionChange}
      orientation={isMobile ? 'horizontal' : 'vertical'}
      activationMode="manual"
      className="flex flex-col gap-6 md:flex-row md:gap-8"
    >
      <SideTabsList aria-label={t('pages.settingsTitle')} className="md:w-48 md:shrink-0">
        {main.map((s) => (
          <SideTabsTrigger key={s} value={s}>
            {SECTION_ICONS[s]}
            {t(SECTION_LABELS[s])}
          </SideTabsTrigger>
        ))}
        {/* The separate entry: set apart from the everyday settings. */}
        <div aria-hidden="true" className="hidden md:my-2 md:block md:h-px md:bg-line" />
        <SideTabsTrigger value="delete" tone="danger">
          {SECTION_ICONS.delete}
          {t(SECTION_LABELS.delete)}
        </SideTabsTrigger>
      </SideTabsList>

      <SettingsPanels user={user} download={params.get('download')} />
    </Tabs>
  );
}

/** Each section's panel; only the chosen one is shown. */
function SettingsPanels({ user, download }: { user: SessionUser; download: string | null }) {
  const queryClient = useQueryClient();
  return (
    <div className="min-w-0 flex-1">
      <TabsContent value="profile">
        <SectionIntro>
          {richText(
            'pages.settingsProfileIntro',
            {
              link: (
                <Link
                  to={paths.profile.href(user.username)}
                  className="font-medium text-accent underline-offset-2 hover:underline"
                >
                  {t('pages.settingsViewProfile')}
                </Link>
              ),
            },
            { brand: BRAND },
          )}
        </SectionIntro>
        <EditProfileSection />
      </TabsContent>
      <TabsContent value="password">
        <SectionIntro>
          {user.hasPassword
            ? t('pages.settingsPasswordIntro', { email: user.email })
            : t('pages.settingsGoogleIntro', { email: user.email })}
        </SectionIntro>
        <ChangePasswordForm user={user} />
      </TabsContent>
      <TabsContent value="security">
        <SectionIntro>{t('pages.settingsSecurityIntro')}</SectionIntro>
        <Suspense fallback={<PageFallback />}>
          <SecuritySection user={user} />
        </Suspense>
      </TabsContent>
      <TabsContent value="notifications">
        <SectionIntro>{t('pages.settingsNotificationsIntro')}</SectionIntro>
        <EmailPreferencesForm />
      </TabsContent>
      <TabsContent value="social">
        <SectionIntro>{t('pages.settingsSocialIntro')}</SectionIntro>
        <SocialProfilesForm />
      </TabsContent>
      <TabsContent value="blocked">
        <SectionIntro>{t('pages.settingsBlockedIntro')}</SectionIntro>
        <HiddenAccountsSection onChanged={() => afterHiddenChange(queryClient)} />
      </TabsContent>
      <TabsContent value="feed">
        <SectionIntro>{t('pages.settingsFeedIntro')}</SectionIntro>
        <FeedHidesSection onChanged={() => afterFeedChange(queryClient)} />
        <div className="mt-8 border-t border-line pt-6">
          <SensitiveContentForm onSaved={() => afterSensitiveChange(queryClient)} />
        </div>
      </TabsContent>
      <TabsContent value="language">
        <SectionIntro>{t('pages.settingsLanguageIntro')}</SectionIntro>
        <LanguageMenu />
      </TabsContent>
      <TabsContent value="data">
        <SectionIntro>{t('pages.settingsDataIntro', { brand: BRAND })}</SectionIntro>
        <DataExportSection token={download} />
      </TabsContent>
      <TabsContent value="delete">
        <SectionIntro>{t('pages.settingsDeleteIntro', { brand: BRAND })}</SectionIntro>
        <DeleteAccountForm />
      </TabsContent>
    </div>
  );
}

/** /settings: Edit Profile, Password, Security, Social Profiles, Hidden accounts, Your feed, Your Data and, apart, Delete Account. */
export function SettingsRoute() {
  useDocumentTitle(t('pages.settingsTitle'));
  const user = useCurrentUser();
  return (
    <div>
      <PageHeader title={t('pages.settingsTitle')} />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message={t('pages.settingsLogIn')} linkText={t('pages.logIn')} next={paths.settings.href()} />
      ) : (
        <SettingsTabs user={user} />
      )}
    </div>
  );
}
