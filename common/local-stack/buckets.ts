// The S3 stand-in's buckets (local/aws/create-buckets.ts creates them): the media bucket, which
// the local site serves at /media/* (web/vite.config.ts), the uploads bucket, and the backup bucket
// the nightly export job puts its archives in.

export const LOCAL_MEDIA_BUCKET = 'blaze-local-media';
export const LOCAL_UPLOADS_BUCKET = 'blaze-local-uploads';
export const LOCAL_BACKUP_BUCKET = 'blaze-local-backups';
