// The `rental-model` demo dataset: the spaces, add-ons and money rules (local/demo/rental-model.ts)
// and the first version of the hire terms a fresh stack starts with; a model or terms an officer
// saved locally are kept.

import {
  RENTAL_MODEL_GROUP,
  RENTAL_MODEL_KEY,
  RENTAL_TERMS_GROUP,
  rentalModelItemSchema,
  rentalTermsItemSchema,
  termsKey,
} from '../../lambdas/domain/rental/rental-model-item';
import { putIfAbsent, type DemoDataset } from './dataset';
import { demoRentalModel, demoRentalTermsHtml } from './rental-model';

export const demoRentalModelDataset: DemoDataset = {
  name: 'rental-model',
  version: 1,
  async seed(target) {
    const model = rentalModelItemSchema.parse({
      group: RENTAL_MODEL_GROUP,
      key: RENTAL_MODEL_KEY,
      model: { ...demoRentalModel, updatedAt: target.now },
      updatedBy: 'officer@blazerugby.local',
      version: demoRentalModel.version,
    });
    const terms = rentalTermsItemSchema.parse({
      group: RENTAL_TERMS_GROUP,
      key: termsKey(1),
      version: 1,
      html: demoRentalTermsHtml,
      publishedAt: target.now,
      publishedBy: 'officer@blazerugby.local',
    });
    let added = 0;
    if (await putIfAbsent(target, 'settings', model, 'group')) added++;
    if (await putIfAbsent(target, 'settings', terms, 'group')) added++;
    return added;
  },
};
