// Made by `npm run texts:keys` from British English's catalogues (scripts/check-catalogues.mjs).
import type bootAuth from '../locales/en-GB/boot/auth.json';
import type bootCatalogues from '../locales/en-GB/boot/catalogues.json';
import type bootClaps from '../locales/en-GB/boot/claps.json';
import type bootFeedFilters from '../locales/en-GB/boot/feedFilters.json';
import type bootFormats from '../locales/en-GB/boot/formats.json';
import type bootPages from '../locales/en-GB/boot/pages.json';
import type bootPlayback from '../locales/en-GB/boot/playback.json';
import type bootSearch from '../locales/en-GB/boot/search.json';
import type bootShell from '../locales/en-GB/boot/shell.json';
import type bootTheme from '../locales/en-GB/boot/theme.json';
import type bootUi from '../locales/en-GB/boot/ui.json';
import type bootVideoOwner from '../locales/en-GB/boot/videoOwner.json';
import type bootVideos from '../locales/en-GB/boot/videos.json';
import type laterAdmin from '../locales/en-GB/later/admin.json';
import type laterApp from '../locales/en-GB/later/app.json';
import type laterAppeals from '../locales/en-GB/later/appeals.json';
import type laterAuth from '../locales/en-GB/later/auth.json';
import type laterBlocks from '../locales/en-GB/later/blocks.json';
import type laterCatalogues from '../locales/en-GB/later/catalogues.json';
import type laterCollections from '../locales/en-GB/later/collections.json';
import type laterComments from '../locales/en-GB/later/comments.json';
import type laterDataExport from '../locales/en-GB/later/dataExport.json';
import type laterFlags from '../locales/en-GB/later/flags.json';
import type laterFollows from '../locales/en-GB/later/follows.json';
import type laterForYou from '../locales/en-GB/later/forYou.json';
import type laterGuidelines from '../locales/en-GB/later/guidelines.json';
import type laterNotifications from '../locales/en-GB/later/notifications.json';
import type laterPages from '../locales/en-GB/later/pages.json';
import type laterProfiles from '../locales/en-GB/later/profiles.json';
import type laterPrompt from '../locales/en-GB/later/prompt.json';
import type laterRemix from '../locales/en-GB/later/remix.json';
import type laterSearch from '../locales/en-GB/later/search.json';
import type laterSensitiveContent from '../locales/en-GB/later/sensitiveContent.json';
import type laterStudio from '../locales/en-GB/later/studio.json';
import type laterUi from '../locales/en-GB/later/ui.json';
import type laterUpload from '../locales/en-GB/later/upload.json';
import type laterVideoOwner from '../locales/en-GB/later/videoOwner.json';
import type laterVideos from '../locales/en-GB/later/videos.json';
import type laterViewer from '../locales/en-GB/later/viewer.json';

/** The key of every text the web app shows. */
export type MessageKey =
  | keyof typeof bootAuth
  | keyof typeof bootCatalogues
  | keyof typeof bootClaps
  | keyof typeof bootFeedFilters
  | keyof typeof bootFormats
  | keyof typeof bootPages
  | keyof typeof bootPlayback
  | keyof typeof bootSearch
  | keyof typeof bootShell
  | keyof typeof bootTheme
  | keyof typeof bootUi
  | keyof typeof bootVideoOwner
  | keyof typeof bootVideos
  | keyof typeof laterAdmin
  | keyof typeof laterApp
  | keyof typeof laterAppeals
  | keyof typeof laterAuth
  | keyof typeof laterBlocks
  | keyof typeof laterCatalogues
  | keyof typeof laterCollections
  | keyof typeof laterComments
  | keyof typeof laterDataExport
  | keyof typeof laterFlags
  | keyof typeof laterFollows
  | keyof typeof laterForYou
  | keyof typeof laterGuidelines
  | keyof typeof laterNotifications
  | keyof typeof laterPages
  | keyof typeof laterProfiles
  | keyof typeof laterPrompt
  | keyof typeof laterRemix
  | keyof typeof laterSearch
  | keyof typeof laterSensitiveContent
  | keyof typeof laterStudio
  | keyof typeof laterUi
  | keyof typeof laterUpload
  | keyof typeof laterVideoOwner
  | keyof typeof laterVideos
  | keyof typeof laterViewer;
