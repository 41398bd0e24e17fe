// GET /api/officer/inbox/profile-changes/{requestId}/photos → 200 { current?, proposed? }: the
// player's photo when the change was sent, by its address, and the photo the member proposes,
// inline as a `data:` URL (it is held where nothing serves it: lambdas/domain/media/held-photos.ts),
// for the inbox's comparison. Answered no-store, as every officer row is. 404 for a reference that is
// not a profile change. Officers only.

import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { profileChangePhotos } from '../domain/squad/profile-change-photos';
import { row } from '../rows/get-profile-change-photos';

export const handler = defineHandler(row, async ({ params }) => json(200, await profileChangePhotos(params.requestId)));
