// The keys of every text: British English's catalogues are the list (each part adds its line here).
import type bootShell from '../locales/en-GB/boot/shell.json';
import type bootUi from '../locales/en-GB/boot/ui.json';
import type bootPages from '../locales/en-GB/boot/pages.json';
import type laterUi from '../locales/en-GB/later/ui.json';
import type laterApp from '../locales/en-GB/later/app.json';
import type laterPages from '../locales/en-GB/later/pages.json';

export type MessageKey =
  | keyof typeof bootShell
  | keyof typeof bootUi
  | keyof typeof bootPages
  | keyof typeof laterUi
  | keyof typeof laterApp
  | keyof typeof laterPages;
