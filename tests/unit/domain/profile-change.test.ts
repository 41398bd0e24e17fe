// What a member's profile change writes, apart from the tables: the approved bio's and photo's update on the
// player (conditioned on the change time the change saw and on the member's link), the guard that
// keeps one change open per player, the member's one-line summary and the decision mails' fixed words.

import { describe, expect, it } from 'vitest';

process.env.TABLE_PLAYERS = 'players-table';
process.env.TABLE_COUNTERS = 'counters-table';

const { openChangeClosed, openChangeGuard, playerProfileUpdate } = await import('../../../lambdas/domain/squad/profile-change-steps');
const { profileChangeApprovedMail, profileChangeDeclinedMail } = await import('../../../lambdas/domain/squad/profile-change-mail');
const { summaryOf } = await import('../../../lambdas/domain/requests/my-requests');
const { requestItemSchema } = await import('../../../lambdas/domain/requests/request-item');

const write = { slug: 'tomas-rivera', seenUpdatedAt: 2_000, accountEmail: 'member@blazerugby.local', now: 3_000 };

describe('the approved bio', () => {
  it("sets the bio and the player's change time, only if the player is unchanged and still the member's", () => {
    expect(playerProfileUpdate({ ...write, bio: 'Loosehead since school.' })).toEqual({
      Update: {
        TableName: 'players-table',
        Key: { slug: 'tomas-rivera' },
        UpdateExpression: 'SET updatedAt = :now, bio = :bio',
        ConditionExpression: 'updatedAt = :seen AND accountEmail = :email',
        ExpressionAttributeValues: {
          ':bio': 'Loosehead since school.',
          ':now': 3_000,
          ':seen': 2_000,
          ':email': 'member@blazerugby.local',
        },
      },
    });
  });

  it('removes the bio when the change proposes none, under the same condition', () => {
    const step = playerProfileUpdate({ ...write, bio: '' }).Update;
    expect(step?.UpdateExpression).toBe('SET updatedAt = :now REMOVE bio');
    expect(step?.ConditionExpression).toBe('updatedAt = :seen AND accountEmail = :email');
    expect(step?.ExpressionAttributeValues).not.toHaveProperty(':bio');
  });

  it('sets an approved photo, or removes the photo, in the same update', () => {
    const photo = { key: 'squad/0f0e0d0c-0b0a-4909-8807-060504030201.webp', width: 300, height: 400 };
    const set = playerProfileUpdate({ ...write, bio: 'Prop.', photo }).Update;
    expect(set?.UpdateExpression).toBe('SET updatedAt = :now, bio = :bio, photo = :photo');
    expect(set?.ExpressionAttributeValues?.[':photo']).toEqual(photo);
    const removed = playerProfileUpdate({ ...write, bio: '', photo: 'remove' }).Update;
    expect(removed?.UpdateExpression).toBe('SET updatedAt = :now REMOVE bio, photo');
    expect(removed?.ConditionExpression).toBe('updatedAt = :seen AND accountEmail = :email');
    const kept = playerProfileUpdate({ ...write, bio: 'Prop.' }).Update;
    expect(kept?.UpdateExpression).not.toContain('photo');
  });
});

describe('one open change per player', () => {
  it('counts a new change only while none is open, and frees the slot on a decision', () => {
    const guard = openChangeGuard('tomas-rivera').Update;
    expect(guard?.Key).toEqual({ list: 'requests#profile-change-open#tomas-rivera' });
    expect(guard?.ConditionExpression).toBe('attribute_not_exists(#count) OR #count < :one');
    const closed = openChangeClosed('tomas-rivera').Update;
    expect(closed?.Key).toEqual(guard?.Key);
    expect(closed?.ExpressionAttributeValues).toEqual({ ':minus': -1 });
  });
});

describe('what the member reads', () => {
  const change = (bio: string, photo: Record<string, unknown> = {}, currentBio = '') =>
    requestItemSchema.parse({
      id: 'ABCDEFGHJK',
      kind: 'profile-change',
      status: 'pending',
      createdAt: 1,
      updatedAt: 1,
      bodyHash: 'c'.repeat(64),
      requesterEmail: 'member@blazerugby.local',
      details: {
        name: 'Tomas Rivera',
        email: 'member@blazerugby.local',
        playerSlug: 'tomas-rivera',
        bio,
        currentBio,
        playerUpdatedAt: 1,
        ...photo,
      },
    });

  it('summarizes a change by its first words on one line, or as removing the bio', () => {
    expect(summaryOf(change('Loosehead\nsince school.'))).toBe('New bio: Loosehead since school.');
    expect(summaryOf(change('x'.repeat(200)))).toBe(`New bio: ${'x'.repeat(79)}…`);
    expect(summaryOf(change(''))).toBe('Remove the bio');
  });

  it('names what a change does to the photo, and the bio only when it changes it', () => {
    const held = { photo: { key: '0f0e0d0c-0b0a-4909-8807-060504030201.png', width: 10, height: 10 } };
    expect(summaryOf(change('Same.', held, 'Same.'))).toBe('New photo');
    expect(summaryOf(change('New.', held, 'Old.'))).toBe('New bio: New.; New photo');
    expect(summaryOf(change('Same.', { removePhoto: true }, 'Same.'))).toBe('Remove the photo');
  });

  it('mails the decision in fixed words to the one address, with the reference', () => {
    const approved = profileChangeApprovedMail('member@blazerugby.local', 'ABCDEFGHJK');
    const declined = profileChangeDeclinedMail('member@blazerugby.local', 'ABCDEFGHJK');
    expect(approved.to).toEqual(['member@blazerugby.local']);
    expect(approved.subject).toBe('Your player profile is updated (ABCDEFGHJK)');
    expect(declined.text).toContain('stays as it was');
    expect(declined.text).toContain('Your reference: ABCDEFGHJK');
  });
});
