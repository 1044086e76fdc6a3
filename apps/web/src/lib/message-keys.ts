// The keys of every text: British English's catalogues are the list (each part adds its line here).
import type bootShell from '../locales/en-GB/boot/shell.json';
import type bootVideoOwner from '../locales/en-GB/boot/videoOwner.json';
import type laterAdmin from '../locales/en-GB/later/admin.json';
import type laterFlags from '../locales/en-GB/later/flags.json';
import type laterForYou from '../locales/en-GB/later/forYou.json';
import type laterStudio from '../locales/en-GB/later/studio.json';
import type laterUpload from '../locales/en-GB/later/upload.json';
import type laterVideoOwner from '../locales/en-GB/later/videoOwner.json';

export type MessageKey =
  | keyof typeof bootShell
  | keyof typeof laterUpload
  | keyof typeof bootVideoOwner
  | keyof typeof laterVideoOwner
  | keyof typeof laterFlags
  | keyof typeof laterForYou
  | keyof typeof laterStudio
  | keyof typeof laterAdmin;
