import { PutBucketCorsCommand, type S3Client } from '@aws-sdk/client-s3';

/** The site's origin as a browser may write it locally: APP_URL's, and the same port on the other loopback name. */
const localOrigins = (appUrl: string): string[] => {
  const url = new URL(appUrl);
  const twin =
    url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
  return [url.origin, ...(twin ? [`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`] : [])];
};

/**
 * Lets the SPA PUT files straight into the masters bucket with presigned URLs, from the site's origin only, as
 * the bucket's CORS rule does on AWS (infra/src/cdk/constructs/upload-cors.ts).
 */
export const allowBrowserUploads = async (s3: S3Client, bucket: string, appUrl: string): Promise<void> => {
  await s3.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: localOrigins(appUrl),
            AllowedMethods: ['PUT'],
            AllowedHeaders: ['content-type'],
            MaxAgeSeconds: 600,
          },
        ],
      },
    }),
  );
};
