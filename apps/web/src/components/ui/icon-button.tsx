import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Tooltip } from './tooltip';

export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'children'> {
  /** Accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  tooltipSide?: 'top' | 'bottom' | 'left' | 'right';
}

/** An icon-only button: always named, always with a tooltip. */
export function IconButton({ label, icon, tooltipSide, variant = 'ghost', size = 'icon', ...props }: IconButtonProps) {
  return (
    <Tooltip label={label} side={tooltipSide}>
      <Button aria-label={label} variant={variant} size={size} {...props}>
        {icon}
      </Button>
    </Tooltip>
  );
}
