import { Button, type ButtonProps } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { t } from '../../../lib/i18n';
import { SaveIcon } from './save-icon';

/** 'page': the video page's 'Save' with its word; 'viewer': an icon in the phone viewer's column. */
export type SaveVariant = 'page' | 'viewer';

/**
 * The Save button's look, shared by the stand-in (save-button.tsx) and the popover's trigger
 * (save-popover.tsx), so the swap from one to the other shows no change.
 */
export function SaveTrigger({
  variant,
  ...props
}: Omit<ButtonProps, 'children' | 'variant' | 'size'> & { variant: SaveVariant }) {
  if (variant === 'viewer')
    return (
      <IconButton
        label={t('collections.save')}
        icon={<SaveIcon className="size-5" />}
        className="text-muted hover:text-fg"
        {...props}
      />
    );
  return (
    <Button variant="secondary" size="sm" {...props}>
      <SaveIcon />
      {t('collections.save')}
    </Button>
  );
}
