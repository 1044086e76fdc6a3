import { dialectOf } from '../db/dialect.js';
import { createAccountsRepository } from '../repositories/accounts.repository.js';
import { openForCli } from './open-app.js';

// npm run admin -- grant <email> | revoke <email>
const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('Usage: npm run admin -- grant <email> | revoke <email>');
  process.exit(2);
}

const { handle } = await openForCli();
try {
  const accounts = createAccountsRepository(handle.db, dialectOf(handle.db));
  const userId = await accounts.findUserIdByEmail(email);
  if (!userId || (await accounts.setAdmin(userId, action === 'grant')) === 0) {
    console.error(`No account with the e-mail ${email}`);
    process.exitCode = 1;
  } else {
    console.log(action === 'grant' ? `${email} is now an admin` : `${email} is no longer an admin`);
  }
} finally {
  await handle.close();
}
