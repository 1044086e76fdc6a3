// The keys of every text: British English's catalogues are the list (each part adds its line here).
import type bootFormats from '../locales/en-GB/boot/formats.json';
import type bootShell from '../locales/en-GB/boot/shell.json';

export type MessageKey = keyof typeof bootShell | keyof typeof bootFormats;
