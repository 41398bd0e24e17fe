// DELETE /api/officer/gallery/images/{imageId} → 200 { deleted: id }; 404 when no image has that id.
// Officers only. The item leaves the list and the list's count in one transaction; then both its
// files are deleted from the media bucket.

import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { galleryMessages } from '../../common/gallery/gallery-edits';
import { countChange } from '../runtime/counters';
import { ddb, tableName } from '../runtime/dynamo';
import { GALLERY_IMAGES_LIST } from '../domain/gallery/gallery';
import { deleteGalleryFiles } from '../domain/gallery/gallery-uploads';
import { defineHandler } from '../runtime/handler';
import { HttpError, json } from '../runtime/http';
import { row } from '../rows/delete-gallery-image';
import { galleryItemSchema } from '../domain/gallery/gallery-item';

function isConditionRefusal(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons[0]?.Code === 'ConditionalCheckFailed';
}

export const handler = defineHandler(row, async ({ params }) => {
  const found = await ddb.send(new GetCommand({ TableName: tableName('gallery'), Key: { id: params.imageId }, ConsistentRead: true }));
  if (!found.Item) throw new HttpError(404, galleryMessages.unknownImage);
  const image = galleryItemSchema.parse(found.Item);
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: tableName('gallery'), Key: { id: image.id }, ConditionExpression: 'attribute_exists(id)' } },
          countChange('gallery', GALLERY_IMAGES_LIST, -1),
        ],
      }),
    );
  } catch (error) {
    // Another officer deleted it between the read and the write: it is gone, and counted once.
    if (isConditionRefusal(error)) throw new HttpError(404, galleryMessages.unknownImage);
    throw error;
  }
  await deleteGalleryFiles([image.imageKey, image.thumbnailKey]);
  return json(200, { deleted: image.id });
});
