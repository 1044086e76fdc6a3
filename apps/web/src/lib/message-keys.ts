// The keys of every text: British English's catalogues are the list (each part adds its line here).
import type bootShell from '../locales/en-GB/boot/shell.json';
import type bootAuth from '../locales/en-GB/boot/auth.json';
import type laterAuth from '../locales/en-GB/later/auth.json';
import type laterNotifications from '../locales/en-GB/later/notifications.json';

export type MessageKey =
  keyof typeof bootShell | keyof typeof bootAuth | keyof typeof laterAuth | keyof typeof laterNotifications;
