// Lets the site's pages (and no other origin) post upload forms to the uploads bucket. The bucket is
// the data stack's and the site's address is the app stack's distribution, made after it: a CORS
// rule written into the bucket's own template would make the data stack wait for the app stack. So
// the app stack sets the rule with one S3 call at deploy (PutBucketCors), allowed on that bucket
// alone, and removes it when the app stack goes (the bucket then takes no browser posts at all).

import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { acknowledgeSdkCallProvider } from './nag-text';
import { sdkCallLogGroup } from './log-retention';

export interface UploadsCorsProps {
  readonly bucket: s3.IBucket;
  /** `https://<distribution domain>`, no trailing slash: what a browser sends as Origin. */
  readonly siteOrigin: string;
}

/** The browser-upload rule: POST from the site only; the presigned form's own fields are the headers. */
export function uploadsCorsRules(siteOrigin: string) {
  return [{ AllowedOrigins: [siteOrigin], AllowedMethods: ['POST'], AllowedHeaders: ['*'], MaxAgeSeconds: 3000 }];
}

export class UploadsCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadsCorsProps) {
    super(scope, id);
    const put: cr.AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: { Bucket: props.bucket.bucketName, CORSConfiguration: { CORSRules: uploadsCorsRules(props.siteOrigin) } },
      physicalResourceId: cr.PhysicalResourceId.of(`uploads-cors-${props.bucket.bucketName}`),
    };
    new cr.AwsCustomResource(this, 'Rule', {
      onCreate: put,
      onUpdate: put,
      onDelete: { service: 'S3', action: 'DeleteBucketCors', parameters: { Bucket: props.bucket.bucketName } },
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: sdkCallLogGroup(this, 'Logs'),
    });
    acknowledgeSdkCallProvider(this);
  }
}
