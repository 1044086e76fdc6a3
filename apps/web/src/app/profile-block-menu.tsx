import type { PublicProfile } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { BlockMuteMenu } from '../features/blocks/components/block-mute-menu';
import { afterHiddenChange } from './block-wiring';

/** Mute and Block on someone else's profile, for a signed-in viewer (the profile carries `viewer`). */
export function ProfileBlockMenu({ profile }: { profile: PublicProfile }) {
  const queryClient = useQueryClient();
  if (profile.isSelf || !profile.viewer) return null;
  return (
    <BlockMuteMenu
      username={profile.username}
      relation={profile.viewer}
      onChanged={() => afterHiddenChange(queryClient)}
    />
  );
}
