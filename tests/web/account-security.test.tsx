// /account's Change password and Two-step sign-in sections on jsdom, with the auth client's account
// settings mocked at its boundary (Amplify's errors carry Cognito's exception names).

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterAt } from './support/router-at';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordMessages } from '../../common/club/password-policy';
import { type AccountSecurity, type AuthClient, loadAccountSecurity, loadAuthClient } from '../../web/src/lib/auth/auth-client';
import { AuthProvider } from '../../web/src/lib/auth/auth-provider';
import { accountSecurityMessages } from '../../web/src/features/my-account/account-security-errors';
import { ChangePasswordSection } from '../../web/src/features/my-account/change-password-section';
import { TwoStepSection } from '../../web/src/features/my-account/two-step-section';
import OfficersHomePage from '../../web/src/features/officers/console/officers-home-page';
import { OFFICER_TWO_STEP_MESSAGE } from '../../web/src/lib/auth/officer-two-step';

vi.mock('../../web/src/lib/auth/auth-client', () => ({ loadAuthClient: vi.fn(), loadAccountSecurity: vi.fn() }));

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

function fakeSecurity(overrides: Partial<AccountSecurity> = {}): AccountSecurity {
  const security: AccountSecurity = {
    changePassword: vi.fn(async () => {}),
    authenticatorEnabled: vi.fn(async () => false),
    startAuthenticatorSetup: vi.fn(async (account: string) => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
      uri: `otpauth://totp/Blaze%20Rugby%20Club:${encodeURIComponent(account)}?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Blaze%20Rugby%20Club`,
    })),
    finishAuthenticatorSetup: vi.fn(async () => {}),
    ...overrides,
  };
  vi.mocked(loadAccountSecurity).mockResolvedValue(security);
  return security;
}

const settle = () => act(async () => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const OLD = 'Old-password-1';
const NEW = 'Brand-new-pass-2';

async function fillPassword(current: string, next: string, confirm: string = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  if (next) await userEvent.type(screen.getByLabelText('New password'), next);
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  await settle();
}

beforeEach(() => {
  vi.mocked(loadAccountSecurity).mockReset();
  vi.mocked(loadAuthClient).mockReset();
});

describe('Change password', () => {
  it('sends the current and new password, empties the form and says the password is changed', async () => {
    const security = fakeSecurity();
    render(<ChangePasswordSection />);
    await fillPassword(OLD, NEW);

    expect(security.changePassword).toHaveBeenCalledExactlyOnceWith(OLD, NEW);
    expect(screen.getByRole('status')).toHaveTextContent(accountSecurityMessages.passwordChanged);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('refuses a new password the pool would refuse, naming the rule, and sends nothing', async () => {
    const security = fakeSecurity();
    render(<ChangePasswordSection />);
    await fillPassword(OLD, 'alllowercase-long-1');

    expect(security.changePassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(passwordMessages.uppercase)).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('your password is unchanged');
  });

  it('refuses a short new password and explains the policy under the field', async () => {
    fakeSecurity();
    render(<ChangePasswordSection />);
    await fillPassword(OLD, 'Sh0rt!');

    expect(screen.getByText(passwordMessages.tooShort)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('At least 12 characters'));
  });

  it('says so when the confirmation does not match, and sends nothing', async () => {
    const security = fakeSecurity();
    render(<ChangePasswordSection />);
    await fillPassword(OLD, NEW, `${NEW}x`);

    expect(security.changePassword).not.toHaveBeenCalled();
    expect(screen.getByText(passwordMessages.mismatch)).toBeVisible();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("tells the member their current password is wrong when Cognito answers NotAuthorized (and cognito-local's bare InvalidPassword)", async () => {
    fakeSecurity({ changePassword: vi.fn().mockRejectedValue(cognitoError('NotAuthorizedException', 'Incorrect username or password.')) });
    render(<ChangePasswordSection />);
    await fillPassword(OLD, NEW);
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.wrongCurrentPassword);

    fakeSecurity({ changePassword: vi.fn().mockRejectedValue(cognitoError('InvalidPasswordException', 'Invalid password')) });
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.wrongCurrentPassword);
  });

  it("tells the member Cognito's policy refused the new password", async () => {
    fakeSecurity({
      changePassword: vi
        .fn()
        .mockRejectedValue(cognitoError('InvalidPasswordException', 'Password does not conform to policy: Password not long enough')),
    });
    render(<ChangePasswordSection />);
    await fillPassword(OLD, NEW);
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.weakPassword);
  });

  it('asks the member to wait after too many tries, and keeps what they typed', async () => {
    fakeSecurity({ changePassword: vi.fn().mockRejectedValue(cognitoError('LimitExceededException', 'Attempt limit exceeded')) });
    render(<ChangePasswordSection />);
    await fillPassword(OLD, NEW);
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.tooManyTries);
    expect(screen.getByLabelText('New password')).toHaveValue(NEW);
  });
});

describe('Two-step sign-in', () => {
  it('offers set-up, shows the key and the otpauth address, checks the code and says it is on', async () => {
    const security = fakeSecurity();
    render(<TwoStepSection email="sam@example.com" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    await settle();

    expect(security.startAuthenticatorSetup).toHaveBeenCalledExactlyOnceWith('sam@example.com');
    const link = screen.getByRole('link', { name: 'Add to authenticator app' });
    expect(link.getAttribute('href')).toMatch(
      /^otpauth:\/\/totp\/Blaze%20Rugby%20Club:sam%40example\.com\?secret=JBSWY3DPEHPK3PXPJBSWY3DP/,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeVisible();
    expect(screen.getByText(link.getAttribute('href') ?? '')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Code from the app'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    await settle();
    expect(security.finishAuthenticatorSetup).toHaveBeenCalledExactlyOnceWith('123456');
    expect(screen.getByRole('status')).toHaveTextContent(accountSecurityMessages.authenticatorOn);
    expect(screen.queryByLabelText('Code from the app')).toBeNull();
  });

  it('tells an officer without an app that the console opens once it is on; a member is not told', async () => {
    fakeSecurity();
    const { unmount } = render(<TwoStepSection email="pat@example.com" isOfficer />);
    expect(await screen.findByText(OFFICER_TWO_STEP_MESSAGE)).toBeVisible();
    // Sent here from the console, the officer lands on the section, not the top of the page.
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
    unmount();

    render(<TwoStepSection email="sam@example.com" />);
    await screen.findByRole('button', { name: 'Set Up Authenticator App' });
    expect(screen.queryByText(OFFICER_TWO_STEP_MESSAGE)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).not.toHaveFocus();
  });

  it('refreshes the tokens once the app is on, so the officer scope arrives, and offers an officer the console', async () => {
    const security = fakeSecurity();
    const currentMember = vi.fn(async () => ({ email: 'pat@example.com', isOfficer: true, expiresAt: Date.now() + 3_600_000 }));
    vi.mocked(loadAuthClient).mockResolvedValue({ currentMember } as unknown as AuthClient);
    render(
      <RouterAt path="/account">
        <TwoStepSection email="pat@example.com" isOfficer />
      </RouterAt>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    await settle();
    await userEvent.type(screen.getByLabelText('Code from the app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    await settle();

    expect(security.finishAuthenticatorSetup).toHaveBeenCalledOnce();
    expect(currentMember).toHaveBeenCalledExactlyOnceWith({ forceRefresh: true });
    expect(vi.mocked(security.finishAuthenticatorSetup).mock.invocationCallOrder[0]).toBeLessThan(
      currentMember.mock.invocationCallOrder[0] ?? 0,
    );
    expect(screen.getByRole('link', { name: "Open the officers' console" })).toHaveAttribute('href', '/officers');
  });

  it('refuses a code that is not six digits without asking Cognito, and reports a wrong code', async () => {
    const security = fakeSecurity({
      finishAuthenticatorSetup: vi.fn().mockRejectedValue(cognitoError('CodeMismatchException', 'Invalid code received for user')),
    });
    render(<TwoStepSection email="sam@example.com" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    await settle();

    await userEvent.type(screen.getByLabelText('Code from the app'), '12a4');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.codeFormat);
    expect(security.finishAuthenticatorSetup).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Code from the app'));
    await userEvent.type(screen.getByLabelText('Code from the app'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Turn On Two-Step Sign-In' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.wrongCode);
    expect(screen.getByLabelText('Code from the app')).toBeVisible();
  });

  it('says two-step sign-in is on for a member who already has an app, and offers no set-up', async () => {
    fakeSecurity({ authenticatorEnabled: vi.fn(async () => true) });
    render(<TwoStepSection email="sam@example.com" />);
    expect(await screen.findByText(accountSecurityMessages.authenticatorOn)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set Up Authenticator App' })).toBeNull();
  });

  it('says the server cannot do it when the sign-in service does not support authenticator apps', async () => {
    fakeSecurity({
      startAuthenticatorSetup: vi
        .fn()
        .mockRejectedValue(cognitoError('Unsupported', 'Cognito Local unsupported feature: AssociateSoftwareToken')),
    });
    render(<TwoStepSection email="sam@example.com" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent(accountSecurityMessages.authenticatorUnavailable);
    expect(screen.queryByRole('button', { name: 'Set Up Authenticator App' })).toBeNull();
  });

  it('keeps the offer, with a message, when the service fails for another reason', async () => {
    fakeSecurity({ startAuthenticatorSetup: vi.fn().mockRejectedValue(cognitoError('InternalErrorException', 'boom')) });
    render(<TwoStepSection email="sam@example.com" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set Up Authenticator App' }));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(accountSecurityMessages.authenticatorFailed);
    expect(screen.getByRole('button', { name: 'Set Up Authenticator App' })).toBeEnabled();
  });
});

describe("the officers' console home", () => {
  it('no longer asks an officer to turn on an authenticator app: the gate lets in only officers who have one', async () => {
    const client: AuthClient = {
      currentMember: vi.fn(async () => ({ email: 'pat@example.com', isOfficer: true, expiresAt: Date.now() + 3_600_000 })),
      signIn: vi.fn(async () => {}),
      signOut: vi.fn(async () => {}),
      idToken: vi.fn(async () => 'officer-id-token'),
      accessToken: vi.fn(async () => 'officer-access-token'),
      authenticatorEnabled: vi.fn(async () => true),
      onEvent: vi.fn(() => () => {}),
    };
    vi.mocked(loadAuthClient).mockResolvedValue(client);
    localStorage.setItem('CognitoIdentityServiceProvider.client123.LastAuthUser', 'pat');
    render(
      <RouterAt path="/officers">
        <AuthProvider>
          <OfficersHomePage />
        </AuthProvider>
      </RouterAt>,
    );
    await screen.findByRole('navigation', { name: "Officers' console" }, { timeout: 3000 });
    expect(client.authenticatorEnabled).toHaveBeenCalled();
    expect(screen.queryByRole('complementary', { name: 'Turn on two-step sign-in' })).toBeNull();
    localStorage.clear();
  });
});
