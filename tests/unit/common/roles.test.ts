// The officer rule (common/roles.ts), which the Cognito trigger and the local stack's stand-in both
// apply: the officer scope only for a member of the officers group with an authenticator app.

import { describe, expect, it } from 'vitest';
import { OFFICER_SCOPE, OFFICERS_GROUP, officerTokenAdditions, TOTP_MFA_SETTING } from '../../../common/roles';

const email = 'officer@blazerugby.org';

describe('officerTokenAdditions', () => {
  it('gives an officer with an authenticator app the officer scope and their address', () => {
    expect(officerTokenAdditions({ groups: [OFFICERS_GROUP], mfaSettings: [TOTP_MFA_SETTING], email })).toEqual({
      scopes: [OFFICER_SCOPE],
      claims: { email },
    });
  });

  it.each([
    ['an officer without any MFA', [OFFICERS_GROUP], []],
    ['an officer with SMS only', [OFFICERS_GROUP], ['SMS_MFA']],
    ['a member with an authenticator app', [], [TOTP_MFA_SETTING]],
    ['a member of a group that only resembles the officers group', [`${OFFICERS_GROUP}-x`, 'board'], [TOTP_MFA_SETTING]],
  ])('gives %s nothing', (_name, groups, mfaSettings) => {
    expect(officerTokenAdditions({ groups, mfaSettings, email })).toEqual({ scopes: [], claims: {} });
  });

  it('adds no address claim when the user has none', () => {
    expect(officerTokenAdditions({ groups: [OFFICERS_GROUP], mfaSettings: [TOTP_MFA_SETTING], email: undefined })).toEqual({
      scopes: [OFFICER_SCOPE],
      claims: {},
    });
  });
});
