// Officers' edits of the rental model and the hire terms against DynamoDB Local, on tables of this
// file's own: until the first save the model is the old facility at the old settings' prices; a save
// is conditioned on the version read (a second officer's stale save is 409, never a silent undo), a
// space or add-on once made is retired rather than removed, and the old rental-config answers from
// the model. The terms are sanitized as posts are, kept in versions, and two officers publishing
// over the same version cannot both succeed.

import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { OFFICER_RENTAL_MODEL_PATH, RENTAL_MODEL_PATH, type RentalModel, type RentalModelAnswer } from '../../common/rental/rental-model';
import { RENTAL_CONFIG_PATH } from '../../common/rental/rental-prices';
import { OFFICER_RENTAL_TERMS_PATH } from '../../common/rental/rental-terms';
import { INITIAL_SPACE_ID, rentalModelSaveMessages } from '../../lambdas/domain/rental/rental-model';
import { RENTAL_SETTINGS_GROUP } from '../../lambdas/domain/rental/settings';
import { apiEvent, errorText, jsonBody, officerClaims } from '../support/api-event';
import { useLocalDynamoDb } from '../support/local-dynamodb';
import { testRentalModel } from '../support/rental-model';

const local = await useLocalDynamoDb({ ownTablesPrefix: `it-model-${process.pid}-` });
const { handler: getModel } = await import('../../lambdas/handlers/get-rental-model');
const { handler: getOfficerModel } = await import('../../lambdas/handlers/get-officer-rental-model');
const { handler: updateModel } = await import('../../lambdas/handlers/update-rental-model');
const { handler: getConfig } = await import('../../lambdas/handlers/get-rental-config');
const { handler: publishTerms } = await import('../../lambdas/handlers/create-rental-terms');

afterAll(() => local.close());

const officer = officerClaims('officer-model');

const send = (handler: typeof updateModel, method: 'PUT' | 'POST', path: string, body: unknown) =>
  handler(apiEvent({ method, path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), claims: officer }));

const officerModel = async () =>
  jsonBody(await getOfficerModel(apiEvent({ path: OFFICER_RENTAL_MODEL_PATH, claims: officer }))) as RentalModelAnswer;

function saveOver(version: number, model: Pick<RentalModel, 'spaces' | 'addOns' | 'policy'>) {
  return send(updateModel, 'PUT', OFFICER_RENTAL_MODEL_PATH, { version, spaces: model.spaces, addOns: model.addOns, policy: model.policy });
}

describe('the rental model', () => {
  it("is the old facility at the old settings' prices until officers first save it", async () => {
    await local.ddb.send(
      new PutCommand({
        TableName: local.tableName('settings'),
        Item: { group: RENTAL_SETTINGS_GROUP, key: 'hourly_rate', value: '85', updatedAt: 1 },
      }),
    );

    const { model, terms } = await officerModel();

    expect(model.version).toBe(0);
    expect(model.spaces).toEqual([expect.objectContaining({ id: INITIAL_SPACE_ID, hourlyCents: 8_500 })]);
    expect(model.policy.defaultSpaceId).toBe(INITIAL_SPACE_ID);
    expect(terms).toBeNull();
  });

  it('saves over the version read, answers it publicly, and refuses a save made from an older read', async () => {
    const first = await saveOver(0, testRentalModel);
    expect(first.statusCode).toBe(200);
    expect((jsonBody(first) as { model: RentalModel }).model.version).toBe(1);

    const publicAnswer = jsonBody(await getModel(apiEvent({ path: RENTAL_MODEL_PATH }))) as RentalModelAnswer;
    expect(publicAnswer.model.spaces.map((space) => space.id)).toEqual(['hall', 'clubhouse', 'main', 'training', 'site']);
    // The old pricing answer is the default space's, and the deposit.
    const config = jsonBody(await getConfig(apiEvent({ path: RENTAL_CONFIG_PATH }))) as { key: string; value: string }[];
    expect(config).toContainEqual({ key: 'hourly_rate', value: '100' });
    expect(config).toContainEqual({ key: 'security_deposit_percentage', value: '0.25' });

    const stale = await saveOver(0, { ...testRentalModel, policy: { ...testRentalModel.policy, taxBasisPoints: 700 } });
    expect(stale.statusCode).toBe(409);
    expect(errorText(stale)).toBe(rentalModelSaveMessages.stale);
    expect((await officerModel()).model.policy.taxBasisPoints).toBe(0);
  });

  it('retires a space instead of removing it, and refuses a save that removes one', async () => {
    const { model } = await officerModel();
    const removed = await saveOver(model.version, {
      ...model,
      spaces: model.spaces.filter((space) => space.id !== 'clubhouse'),
      addOns: model.addOns.map((addOn) => ({ ...addOn, spaceIds: addOn.spaceIds.filter((id) => id !== 'clubhouse') })),
    });
    expect(removed.statusCode).toBe(400);
    expect(errorText(removed)).toBe(rentalModelSaveMessages.removed('space', 'clubhouse'));

    const retired = await saveOver(model.version, {
      ...model,
      spaces: model.spaces.map((space) => (space.id === 'clubhouse' ? { ...space, retired: true } : space)),
    });
    expect(retired.statusCode).toBe(200);
    expect((await officerModel()).model.spaces.find((space) => space.id === 'clubhouse')?.retired).toBe(true);
  });

  it('refuses a model naming a space that does not exist, or a retired default space, naming the field', async () => {
    const { model } = await officerModel();
    const unknown = await saveOver(model.version, {
      ...model,
      addOns: [...model.addOns, { ...model.addOns[0], id: 'bouncy-castle', spaceIds: ['moon'] } as RentalModel['addOns'][number]],
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorText(unknown)).toContain('There is no space "moon".');

    const retiredDefault = await saveOver(model.version, { ...model, policy: { ...model.policy, defaultSpaceId: 'clubhouse' } });
    expect(retiredDefault.statusCode).toBe(400);
    expect(errorText(retiredDefault)).toContain('policy.defaultSpaceId');
  });
});

describe("a space's insurance flag", () => {
  it('is saved when an officer ticks it, kept off when a save leaves it out, and refused when it is not yes or no', async () => {
    const { model } = await officerModel();
    const ticked = await saveOver(model.version, {
      ...model,
      spaces: model.spaces.map((space) => (space.id === 'hall' ? { ...space, insuranceRequired: true } : space)),
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    const saved = (await officerModel()).model;
    expect(saved.spaces.map((space) => [space.id, space.insuranceRequired])).toContainEqual(['hall', true]);
    expect(saved.spaces.find((space) => space.id === 'main')?.insuranceRequired).toBe(false);

    const withoutFlag = saved.spaces.map(({ insuranceRequired: _flag, ...space }) => space);
    const left = await saveOver(saved.version, { ...saved, spaces: withoutFlag as unknown as RentalModel['spaces'] });
    expect(left.statusCode, left.body).toBe(200);
    expect((await officerModel()).model.spaces.every((space) => space.insuranceRequired === false)).toBe(true);

    const current = (await officerModel()).model;
    const refused = await saveOver(current.version, {
      ...current,
      spaces: current.spaces.map((space) =>
        space.id === 'hall' ? { ...space, insuranceRequired: 'yes' } : space,
      ) as RentalModel['spaces'],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorText(refused)).toContain('Whether an insurance certificate is asked for must be yes or no.');
  });
});

describe('the hire terms', () => {
  const publish = (html: string, basedOn: number) => send(publishTerms, 'POST', OFFICER_RENTAL_TERMS_PATH, { html, basedOn });
  // The public answer, which /rental-terms and the form read.
  const current = async () => (jsonBody(await getModel(apiEvent({ path: RENTAL_MODEL_PATH }))) as RentalModelAnswer).terms;

  it('are none until officers publish them', async () => {
    expect(await current()).toBeNull();
  });

  it('are sanitized as a post is when published, and answered publicly with their version', async () => {
    const result = await publish('<h2>Hire terms</h2><p onclick="steal()">Leave the hall clean.</p><script>alert(1)</script>', 0);

    expect(result.statusCode).toBe(201);
    const terms = await current();
    expect(terms).toMatchObject({ version: 1, html: '<h2>Hire terms</h2><p>Leave the hall clean.</p>' });
    expect((await officerModel()).terms).toEqual(terms);
  });

  it('let exactly one of two officers publishing over the same version win, and keep every version', async () => {
    const [first, second] = await Promise.all([publish('<p>Version two, by Pat.</p>', 1), publish('<p>Version two, by Sam.</p>', 1)]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const terms = await current();
    expect(terms?.version).toBe(2);
    expect(errorText([first, second].find((answer) => answer.statusCode === 409) ?? first)).toBe(rentalModelSaveMessages.termsStale);
  });

  it('refuse terms that are empty once their unsafe markup is gone', async () => {
    const result = await publish('<script>alert(1)</script><p> </p>', 2);

    expect(result.statusCode).toBe(400);
    expect(errorText(result)).toBe(rentalModelSaveMessages.termsEmpty);
  });
});
