import { SOCIAL_PLATFORMS, type SocialLink, type SocialPlatform } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { QueryError } from '../../../components/query-error';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast-context';
import { useOwnSocialLinks } from '../api/get-social-links';
import { useSaveSocialLinks } from '../api/save-social-links';
import { handlesFromLinks, linksFromHandles, SOCIAL_LABELS, type SocialHandles } from '../utils/social-links';

const PLACEHOLDERS: Record<SocialPlatform, string> = {
  twitter: '@yourhandle',
  instagram: '@yourhandle',
  youtube: '@yourchannel',
  website: 'https://example.com',
};

const HINTS: Partial<Record<SocialPlatform, string>> = { twitter: 'Shown as a link to x.com.' };

function SocialProfilesFields({ initial, onSaved }: { initial: SocialLink[]; onSaved?: () => void }) {
  const save = useSaveSocialLinks();
  const toast = useToast();
  const [handles, setHandles] = useState<SocialHandles>(() => handlesFromLinks(initial));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(linksFromHandles(handles), {
      onSuccess: (links) => {
        setHandles(handlesFromLinks(links));
        toast({ title: 'Social profiles updated', variant: 'success' });
        onSaved?.();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {SOCIAL_PLATFORMS.map((platform) => (
        <TextField
          key={platform}
          label={SOCIAL_LABELS[platform]}
          name={platform}
          type={platform === 'website' ? 'url' : 'text'}
          inputMode={platform === 'website' ? 'url' : undefined}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={200}
          placeholder={PLACEHOLDERS[platform]}
          hint={HINTS[platform]}
          value={handles[platform]}
          onChange={(e) => setHandles((h) => ({ ...h, [platform]: e.target.value }))}
        />
      ))}
      {save.isError ? <Alert title="Failed to save social profiles">{save.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save'}
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
          Loading social profiles…
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
    return <QueryError query={links} title="Failed to load social profiles" description={links.error.message} />;
  }
  return <SocialProfilesFields initial={links.data} onSaved={onSaved} />;
}
