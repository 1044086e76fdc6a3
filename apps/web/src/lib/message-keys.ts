// The keys of every text: British English's catalogues are the list (each part adds its line here).
import type bootShell from '../locales/en-GB/boot/shell.json';
import type bootAuth from '../locales/en-GB/boot/auth.json';
import type laterAuth from '../locales/en-GB/later/auth.json';
import type laterNotifications from '../locales/en-GB/later/notifications.json';
import type laterDataExport from '../locales/en-GB/later/dataExport.json';
import type laterBlocks from '../locales/en-GB/later/blocks.json';
import type laterAppeals from '../locales/en-GB/later/appeals.json';
import type laterCollections from '../locales/en-GB/later/collections.json';
import type laterGuidelines from '../locales/en-GB/later/guidelines.json';

export type MessageKey =
  | keyof typeof bootShell
  | keyof typeof bootAuth
  | keyof typeof laterAuth
  | keyof typeof laterNotifications
  | keyof typeof laterDataExport
  | keyof typeof laterBlocks
  | keyof typeof laterAppeals
  | keyof typeof laterCollections
  | keyof typeof laterGuidelines;
