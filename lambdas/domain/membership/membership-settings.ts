// The club's dues settings (./membership-settings-item.ts), read whole by the eligibility reads (is
// paying a condition to play?) and the reminder job (on which days?), written whole by the officers'
// row. Until officers save them the defaults hold (membershipSettingsDefaults), so a club that never
// opens the form keeps what it had.

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type MembershipSettings, membershipSettingsDefaults } from '../../../common/membership/membership';
import { ddb, tableName } from '../../runtime/dynamo';
import { MEMBERSHIP_SETTINGS_GROUP, MEMBERSHIP_SETTINGS_KEY, membershipSettingsItemSchema } from './membership-settings-item';

/** The settings as saved, or the defaults while none are (or what is stored no longer fits the rules). */
export async function readMembershipSettings(): Promise<MembershipSettings> {
  const found = await ddb.send(
    new GetCommand({ TableName: tableName('settings'), Key: { group: MEMBERSHIP_SETTINGS_GROUP, key: MEMBERSHIP_SETTINGS_KEY } }),
  );
  const checked = membershipSettingsItemSchema.safeParse(found.Item);
  return checked.success ? { duesToPlay: checked.data.duesToPlay, reminderDays: checked.data.reminderDays } : membershipSettingsDefaults;
}

/** Stores the officers' settings, whole. */
export async function writeMembershipSettings(settings: MembershipSettings, now: number): Promise<MembershipSettings> {
  const item = membershipSettingsItemSchema.parse({
    group: MEMBERSHIP_SETTINGS_GROUP,
    key: MEMBERSHIP_SETTINGS_KEY,
    duesToPlay: settings.duesToPlay,
    reminderDays: [...settings.reminderDays].sort((a, b) => b - a),
    updatedAt: now,
  });
  await ddb.send(new PutCommand({ TableName: tableName('settings'), Item: item }));
  return { duesToPlay: item.duesToPlay, reminderDays: item.reminderDays };
}
