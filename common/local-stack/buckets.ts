// The S3 stand-in's two buckets (local/aws/create-buckets.ts creates them): the media bucket, which
// the local site serves at /media/* (web/vite.config.ts), and the uploads bucket.

export const LOCAL_MEDIA_BUCKET = 'blaze-local-media';
export const LOCAL_UPLOADS_BUCKET = 'blaze-local-uploads';
