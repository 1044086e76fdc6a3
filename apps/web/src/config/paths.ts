// The routes live in the contract, so the server answers each page's status from the same patterns.
export {
  paths,
  SETTINGS_SECTIONS,
  type FeedParams,
  type SearchParams,
  type SettingsSection,
} from '@promptreel/contract';
