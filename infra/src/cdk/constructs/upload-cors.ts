import { Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

export interface UploadCorsProps {
  bucket: IBucket;
  /** The site, e.g. `https://app.redigo.it`: the only origin whose pages may PUT files into the bucket. */
  siteOrigin: string;
}

/**
 * The masters bucket's CORS rule for presigned uploads: PUT from the site's origin only. Set from the stateless
 * stack, which knows the site's address (the CloudFront name is made there), on the bucket the stateful stack
 * keeps.
 */
export class UploadCors extends Construct {
  constructor(scope: Construct, id: string, props: UploadCorsProps) {
    super(scope, id);
    const call = {
      service: 'S3',
      action: 'putBucketCors',
      parameters: {
        Bucket: props.bucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedOrigins: [props.siteOrigin],
              AllowedMethods: ['PUT'],
              AllowedHeaders: ['content-type'],
              MaxAgeSeconds: 3600,
            },
          ],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`upload-cors-${Stack.of(this).stackName}`),
    };
    new AwsCustomResource(this, 'cors', {
      onCreate: call,
      onUpdate: call,
      installLatestAwsSdk: false,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [props.bucket.bucketArn] }),
      ]),
    });
  }
}
