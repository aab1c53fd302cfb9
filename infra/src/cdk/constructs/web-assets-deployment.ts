import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';

export interface WebAssetsDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The built SPA: `index.html` and the rest at its root, content-hashed files under `assets/`. */
  webDistPath: string;
}

/**
 * Deploys `web/dist` with cache-busting. Files under `assets/` have content hashes in their names: cached for
 * a year, immutable, and never pruned, so a page loaded before a deployment still finds its chunks. The files
 * at the root (index.html) are revalidated on every load and invalidated in CloudFront, after the assets
 * they name are in place.
 */
export class WebAssetsDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebAssetsDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'logs', { retention: RetentionDays.ONE_MONTH });
    const assets = new BucketDeployment(this, 'assets', {
      sources: [Source.asset(join(props.webDistPath, 'assets'))],
      destinationBucket: props.bucket,
      destinationKeyPrefix: 'assets/',
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
      logGroup,
    });
    const root = new BucketDeployment(this, 'root', {
      sources: [Source.asset(props.webDistPath, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: props.bucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      distribution: props.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    root.node.addDependency(assets);
  }
}
