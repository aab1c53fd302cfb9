/**
 * Whether a request came through the site's CloudFront distribution: CloudFront adds a secret header
 * (infra/src/cdk/constructs/web-distribution.ts) that a caller of the API's own address cannot know.
 */
export interface OriginCheck {
  /** The header CloudFront sets, lower-case as the header normaliser leaves it. */
  readonly header: string;
  accepts(value: string | undefined): Promise<boolean>;
}

/** The header CloudFront adds to every request it sends to the API. */
export const ORIGIN_SECRET_HEADER = 'x-redigo-origin';
