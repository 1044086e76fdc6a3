import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { dialectOf } from './dialect.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_catalogues.js';
import * as m0003 from './migrations/0003_search.js';
import * as m0004 from './migrations/0004_moderation.js';
import * as m0005 from './migrations/0005_provenance.js';
import * as m0006 from './migrations/0006_auth_throttle.js';
import * as m0007 from './migrations/0007_open_uploads.js';
import * as m0008 from './migrations/0008_c2pa_trust.js';
import * as m0009 from './migrations/0009_video_views.js';
import * as m0010 from './migrations/0010_poster_variants.js';
import * as m0011 from './migrations/0011_search_body.js';
import * as m0012 from './migrations/0012_search_changed_at.js';
import * as m0013 from './migrations/0013_profiles_search_changed_at.js';
import * as m0014 from './migrations/0014_processing_jobs.js';
import * as m0015 from './migrations/0015_write_rate_limits.js';
import * as m0016 from './migrations/0016_comment_removal.js';
import * as m0017 from './migrations/0017_audit_targets.js';
import * as m0018 from './migrations/0018_blocks_mutes.js';
import * as m0019 from './migrations/0019_report_targets.js';
import * as m0020 from './migrations/0020_account_standing.js';
import * as m0021 from './migrations/0021_appeals.js';
import * as m0022 from './migrations/0022_video_labels.js';
import * as m0023 from './migrations/0023_reports_acted_on.js';
import * as m0024 from './migrations/0024_video_captions.js';
import * as m0025 from './migrations/0025_data_exports.js';
import * as m0026 from './migrations/0026_two_factor_and_passkeys.js';
import * as m0027 from './migrations/0027_notifications.js';
import * as m0028 from './migrations/0028_totp_last_steps.js';
import * as m0029 from './migrations/0029_view_address_limits.js';
import * as m0030 from './migrations/0030_video_renditions.js';
import * as m0031 from './migrations/0031_processing_percent.js';
import * as m0032 from './migrations/0032_for_you.js';
import * as m0033 from './migrations/0033_search_prompts.js';
import * as m0034 from './migrations/0034_recipes.js';
import * as m0035 from './migrations/0035_remixes.js';
import * as m0036 from './migrations/0036_file_recipes.js';
import * as m0037 from './migrations/0037_c2pa_manifests.js';
import * as m0038 from './migrations/0038_collections.js';
import * as m0039 from './migrations/0039_visibility.js';
import * as m0040 from './migrations/0040_sensitive_choices.js';
import * as m0041 from './migrations/0041_studio.js';
import * as m0042 from './migrations/0042_poster_choices.js';
import * as m0043 from './migrations/0043_languages.js';

/** Migrations are imported statically so the bundled server carries them; add new ones here. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_catalogues': m0002,
  '0003_search': m0003,
  '0004_moderation': m0004,
  '0005_provenance': m0005,
  '0006_auth_throttle': m0006,
  '0007_open_uploads': m0007,
  '0008_c2pa_trust': m0008,
  '0009_video_views': m0009,
  '0010_poster_variants': m0010,
  '0011_search_body': m0011,
  '0012_search_changed_at': m0012,
  '0013_profiles_search_changed_at': m0013,
  '0014_processing_jobs': m0014,
  '0015_write_rate_limits': m0015,
  '0016_comment_removal': m0016,
  '0017_audit_targets': m0017,
  '0018_blocks_mutes': m0018,
  '0019_report_targets': m0019,
  '0020_account_standing': m0020,
  '0021_appeals': m0021,
  '0022_video_labels': m0022,
  '0023_reports_acted_on': m0023,
  '0024_video_captions': m0024,
  '0025_data_exports': m0025,
  '0026_two_factor_and_passkeys': m0026,
  '0027_notifications': m0027,
  '0028_totp_last_steps': m0028,
  '0029_view_address_limits': m0029,
  '0030_video_renditions': m0030,
  '0031_processing_percent': m0031,
  '0032_for_you': m0032,
  '0033_search_prompts': m0033,
  '0034_recipes': m0034,
  '0035_remixes': m0035,
  '0036_file_recipes': m0036,
  '0037_c2pa_manifests': m0037,
  '0038_collections': m0038,
  '0039_visibility': m0039,
  '0040_sensitive_choices': m0040,
  '0041_studio': m0041,
  '0042_poster_choices': m0042,
  '0043_languages': m0043,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * `schema` must be given when the tables live outside the default schema: Kysely otherwise looks
 * for its bookkeeping tables in every schema and can mistake another one's for ours.
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const run = async (on: Kysely<any>) => {
    const migrator = new Migrator({ db: on, provider, migrationTableSchema: schema });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  };
  // PostgreSQL: Kysely holds an advisory lock while it migrates. SQLite: it takes none and runs
  // without a transaction, so two processes starting on one new file both create the tables. One
  // BEGIN IMMEDIATE around the whole run makes the second wait (busy_timeout) and then find them.
  if (dialectOf(db) === 'postgres') return run(db);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const applied = await run(conn);
      await sql`commit`.execute(conn);
      return applied;
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
  });
}
