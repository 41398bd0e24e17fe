// The officer rule (common/club/roles.ts), which the Cognito trigger applies (and the local API server
// through it): the officer scope only for a member of the officers group with an authenticator app
// that another officer vouched for.

import { describe, expect, it } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP, officerTokenAdditions, TOTP_MFA_SETTING } from '../../../common/club/roles';

const email = 'officer@blazerugby.org';

describe('officerTokenAdditions', () => {
  it('gives a vouched officer with an authenticator app the officer scope and their address', () => {
    expect(officerTokenAdditions({ groups: [OFFICERS_GROUP], mfaSettings: [TOTP_MFA_SETTING], email, vouched: true })).toEqual({
      scopes: [OFFICER_SCOPE],
      claims: { email },
    });
  });

  it.each([
    ['an officer with an authenticator app no officer vouched for', [OFFICERS_GROUP], [TOTP_MFA_SETTING], false],
    ['a vouched officer without any MFA', [OFFICERS_GROUP], [], true],
    ['a vouched officer with SMS only', [OFFICERS_GROUP], ['SMS_MFA'], true],
    ['a member with an authenticator app', [], [TOTP_MFA_SETTING], true],
    ['a member of a group that only resembles the officers group', [`${OFFICERS_GROUP}-x`, 'board'], [TOTP_MFA_SETTING], true],
  ])('gives %s nothing', (_name, groups, mfaSettings, vouched) => {
    expect(officerTokenAdditions({ groups, mfaSettings, email, vouched })).toEqual({ scopes: [], claims: {} });
  });

  it('adds no address claim when the user has none', () => {
    expect(officerTokenAdditions({ groups: [OFFICERS_GROUP], mfaSettings: [TOTP_MFA_SETTING], email: undefined, vouched: true })).toEqual({
      scopes: [OFFICER_SCOPE],
      claims: {},
    });
  });
});
