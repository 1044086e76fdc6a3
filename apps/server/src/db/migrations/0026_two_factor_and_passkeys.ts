import { type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Stronger sign-in: the auth library's two-factor tables (an authenticator app's secret and the
 * backup codes, both encrypted by the library) and passkeys (WebAuthn public keys). Column types
 * follow the other auth tables: dates and booleans in the library's own types per dialect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const authDate = pg ? 'timestamptz' : 'text';
  const authBool = pg ? 'boolean' : 'integer';
  const no = pg ? false : 0;

  await db.schema
    .alterTable('users')
    .addColumn('two_factor_enabled', authBool, (c) => c.notNull().defaultTo(no))
    .execute();

  await db.schema
    .createTable('two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    // False between 'turn on' and the first code the app shows: until then sign-in asks for nothing.
    .addColumn('verified', authBool, (c) => c.notNull().defaultTo(pg ? true : 1))
    .addColumn('failed_verification_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', authDate)
    .execute();

  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('backed_up', authBool, (c) => c.notNull())
    .addColumn('transports', 'text')
    .addColumn('aaguid', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('passkeys_user_id_idx').on('passkeys').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('passkeys').execute();
  await db.schema.dropTable('two_factors').execute();
  await db.schema.alterTable('users').dropColumn('two_factor_enabled').execute();
}
