import { SOCIAL_PLATFORMS, type SocialLink, type SocialPlatform } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useOwnSocialLinks } from '../api/get-social-links';
import { useSaveSocialLinks } from '../api/save-social-links';
import { handlesFromLinks, linksFromHandles, SOCIAL_LABELS, type SocialHandles } from '../utils/social-links';

const PLACEHOLDERS = {
  twitter: 'profiles.handlePlaceholder',
  instagram: 'profiles.handlePlaceholder',
  youtube: 'profiles.channelPlaceholder',
  website: 'profiles.websitePlaceholder',
} as const satisfies Record<SocialPlatform, MessageKey>;

const HINTS: Partial<Record<SocialPlatform, MessageKey>> = { twitter: 'profiles.twitterHint' };

function hintOf(platform: SocialPlatform): string | undefined {
  const key = HINTS[platform];
  return key ? t(key) : undefined;
}

function SocialProfilesFields({ initial, onSaved }: { initial: SocialLink[]; onSaved?: () => void }) {
  const save = useSaveSocialLinks();
  const toast = useToast();
  const [handles, setHandles] = useState<SocialHandles>(() => handlesFromLinks(initial));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(linksFromHandles(handles), {
      onSuccess: (links) => {
        setHandles(handlesFromLinks(links));
        toast({ title: t('profiles.socialSaved'), variant: 'success' });
        onSaved?.();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {SOCIAL_PLATFORMS.map((platform) => (
        <TextField
          key={platform}
          label={t(SOCIAL_LABELS[platform])}
          name={platform}
          type={platform === 'website' ? 'url' : 'text'}
          inputMode={platform === 'website' ? 'url' : undefined}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
          placeholder={t(PLACEHOLDERS[platform])}
          hint={hintOf(platform)}
          value={handles[platform]}
          onChange={(e) => setHandles((h) => ({ ...h, [platform]: e.target.value }))}
        />
      ))}
      {save.isError ? <Alert title={t('profiles.socialSaveFailed')}>{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? t('profiles.saving') : t('profiles.save')}
      </Button>
    </form>
  );
}

/** Settings → Social Profiles: Twitter, Instagram, YouTube and Website handles. */
export function SocialProfilesForm({ onSaved }: { onSaved?: () => void }) {
  const links = useOwnSocialLinks();

  if (links.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <p role="status" className="sr-only">
          {t('profiles.socialLoading')}
        </p>
        {SOCIAL_PLATFORMS.map((p) => (
          <div key={p} className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        ))}
      </div>
    );
  }
  if (links.isError) {
    return <QueryError query={links} title={t('profiles.socialLoadFailed')} description={links.error.message} />;
  }
  return <SocialProfilesFields initial={links.data} onSaved={onSaved} />;
}
