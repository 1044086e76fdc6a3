import {
  backupCodesSchema,
  passkeyListSchema,
  SIGN_IN_SECURITY_TEXTS,
  twoFactorSetupSchema,
  type Passkey,
} from '@promptreel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ALICE, signedInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { answer, networkFailure, noContent, refuse, server } from '../../test/server';
import { SettingsRoute } from './settings';

const BACKUP_CODES = ['aaaa-1111', 'bbbb-2222', 'cccc-3333', 'dddd-4444'];
const WORK_LAPTOP: Passkey = { id: 'pk-1', name: 'Work laptop', createdAt: '2026-10-01T12:00:00.000Z', backedUp: true };

/** Settings → Security for `user`, with the passkeys the server lists. */
function securitySection(user = ALICE, passkeys: Passkey[] = []) {
  server.use(
    signedInAs(user),
    http.get('/api/auth/passkey/list-user-passkeys', () => answer(passkeyListSchema, passkeys)),
  );
  return renderWithApp(<SettingsRoute />, { route: '/settings?section=security' });
}

describe('Settings → Security → two-factor authentication', () => {
  it('turns on in three steps: password, a first code, the backup codes', async () => {
    server.use(
      http.post('/api/auth/two-factor/enable', () =>
        answer(twoFactorSetupSchema, {
          totpURI: 'otpauth://totp/Promptreel:alice?secret=JBSWY3DPEHPK3PXP&issuer=Promptreel',
          backupCodes: BACKUP_CODES,
        }),
      ),
      http.post('/api/auth/two-factor/verify-totp', () => noContent()),
    );
    const { user } = securitySection();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-factor authentication' });

    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByText('Enter your password.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Or enter this setup key in the app' })).toHaveValue(
      'JBSW Y3DP EHPK 3PXP',
    );

    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(within(dialog).getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Code from the app' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Code from the app' }), '123 456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await within(dialog).findByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(BACKUP_CODES);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Two-factor authentication is on')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a wrong password's refusal word for word", async () => {
    server.use(
      http.post('/api/auth/two-factor/enable', () => refuse(400, { code: 'bad_request', message: 'Invalid password' })),
    );
    const { user } = securitySection();
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-factor authentication' });

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not changed');
    expect(alert).toHaveTextContent('Invalid password');
  });

  it('turns off with the password, or says why not', async () => {
    server.use(
      http.post('/api/auth/two-factor/disable', () =>
        refuse(400, { code: 'bad_request', message: 'Invalid password' }),
      ),
    );
    const { user } = securitySection({ ...ALICE, twoFactorEnabled: true });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor authentication' });

    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid password');

    server.use(http.post('/api/auth/two-factor/disable', () => noContent()));
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('makes new backup codes after the password, and shows a network failure', async () => {
    server.use(http.post('/api/auth/two-factor/generate-backup-codes', () => networkFailure()));
    const { user } = securitySection({ ...ALICE, twoFactorEnabled: true });
    await user.click(await screen.findByRole('button', { name: 'New backup codes' }));
    const dialog = screen.getByRole('dialog', { name: 'New backup codes' });

    await user.type(within(dialog).getByLabelText('Password'), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not reach Promptreel. Check your connection and try again.',
    );

    server.use(
      http.post('/api/auth/two-factor/generate-backup-codes', () =>
        answer(backupCodesSchema, { backupCodes: BACKUP_CODES }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByRole('list', { name: 'Backup codes' })).toBeVisible();
  });

  it('tells a Google account that Google handles the second step', async () => {
    securitySection({ ...ALICE, hasPassword: false });

    expect(
      await screen.findByText(/You log in with Google, so a second step is set in your Google account/),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on two-factor authentication' })).not.toBeInTheDocument();
  });
});

describe('Settings → Security → passkeys', () => {
  // happy-dom has no WebAuthn: the section then says the browser cannot make passkeys. The form's
  // checks and the server's refusals come before the browser's part, so a stand-in is enough.
  const withWebAuthn = () => Object.assign(window, { PublicKeyCredential: class {} });
  afterEach(() => Reflect.deleteProperty(window, 'PublicKeyCredential'));

  it('says when the browser cannot make passkeys', async () => {
    securitySection();

    expect(await screen.findByText('This browser cannot make passkeys.')).toBeVisible();
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  });

  it("asks for the password before adding one, and shows the server's refusal word for word", async () => {
    withWebAuthn();
    server.use(
      http.post('/api/auth/passkey/generate-register-options', () =>
        refuse(400, { code: 'bad_request', message: 'Invalid password' }),
      ),
    );
    const { user } = securitySection();

    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    expect(screen.getByText(SIGN_IN_SECURITY_TEXTS.passwordToAddPasskey)).toBeVisible();

    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Passkey not added');
    expect(alert).toHaveTextContent('Invalid password');
  });

  it('lists passkeys and removes one, or says why it could not', async () => {
    server.use(
      http.post('/api/auth/passkey/delete-passkey', () =>
        refuse(404, { code: 'not_found', message: 'Passkey not found' }),
      ),
    );
    const { user } = securitySection(ALICE, [WORK_LAPTOP]);

    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Work laptop')).toBeVisible();
    expect(within(list).getByText('Synced')).toBeVisible();
    expect(within(list).getByText('Added 1 October 2026')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Remove Work laptop' }));
    expect(await within(list).findByRole('alert')).toHaveTextContent('Passkey not found');

    server.use(
      // The auth library's own answer; the contract has no schema for it.
      http.post('/api/auth/passkey/delete-passkey', () => answer(z.object({ status: z.boolean() }), { status: true })),
      http.get('/api/auth/passkey/list-user-passkeys', () => answer(passkeyListSchema, [])),
    );
    await user.click(within(list).getByRole('button', { name: 'Remove Work laptop' }));
    expect(await screen.findByText('Passkey removed')).toBeVisible();
    expect(await screen.findByText('You have no passkeys yet.')).toBeVisible();
  });
});
