// PUT /api/officer/gallery/images/{imageId} { title, description, tags } → 200 the image as GET
// /public/api/gallery shows it. Officers only. The words are replaced whole (an empty title or
// description removes it); the files stay. An image deleted meanwhile answers 404 and stays deleted.

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { galleryMessages } from '../../common/gallery/gallery-edits';
import { ddb, tableName } from '../runtime/dynamo';
import { ITEM_EXISTS, writeExisting } from '../runtime/existing-item';
import { toGalleryImage } from '../domain/gallery/gallery';
import { defineHandler } from '../runtime/handler';
import { json } from '../runtime/http';
import { row } from '../rows/update-gallery-image';
import { galleryItemSchema } from '../domain/gallery/gallery-item';

export const handler = defineHandler(row, async ({ params, body }) => {
  const set = ['tags = :tags'];
  const remove: string[] = [];
  const values: Record<string, unknown> = { ':tags': body.tags };
  for (const field of ['title', 'description'] as const) {
    if (body[field]) {
      set.push(`${field} = :${field}`);
      values[`:${field}`] = body[field];
    } else {
      remove.push(field);
    }
  }
  const result = await writeExisting(
    ddb.send(
      new UpdateCommand({
        TableName: tableName('gallery'),
        Key: { id: params.imageId },
        UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
        ...ITEM_EXISTS,
      }),
    ),
    galleryMessages.unknownImage,
  );
  return json(200, toGalleryImage(galleryItemSchema.parse(result.Attributes)));
});
