import { Duration, Fn, RemovalPolicy } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { CLIENT_PAGE_PATH } from '@redigo/shared/client-link-url';
import { API_BASE } from '@redigo/shared/routes';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS } from '../../security-headers';
import type { CustomDomain } from '../stage';
import { WebAssetsDeployment } from './web-assets-deployment';

/** Deep links of the SPA (paths without a file extension) are answered with index.html. */
const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

export interface WebDistributionProps {
  api: HttpApi;
  webDistPath: string;
  customDomain?: CustomDomain;
  /** Headers CloudFront adds to every request to the API: the origin secret. */
  apiOriginHeaders: Record<string, string>;
  /** Where the SPA PUTs presigned uploads (the masters bucket's regional address): allowed in connect-src. */
  uploadOrigin?: string;
  /** The us-east-1 WAF web ACL in front of the distribution, when there is one. */
  webAclArn?: string;
}

/** The SPA bucket behind CloudFront (Origin Access Control) with `/api/*` routed to the HTTP API. */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);
    const bucket = new Bucket(this, 'web', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    const securityHeaders = new ResponseHeadersPolicy(this, 'security-headers', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.uploadOrigin),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
    // The client's data by link (docs/api.md): the client's page and every route of a link answer with no Referer
    // (the page's path carries the link's token) and are never cached, whatever the API's own headers.
    const clientLinkHeaders = new ResponseHeadersPolicy(this, 'client-link-headers', {
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(props.uploadOrigin),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.NO_REFERRER, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: 'no-store', override: true }],
      },
    });
    const spaFallback = new CloudFrontFunction(this, 'spa-fallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });
    const apiDomain = Fn.select(2, Fn.split('/', props.api.apiEndpoint));
    const apiOrigin = new HttpOrigin(apiDomain, { customHeaders: props.apiOriginHeaders });
    const webOrigin = S3BucketOrigin.withOriginAccessControl(bucket);
    const apiBehavior = (responseHeadersPolicy: ResponseHeadersPolicy) => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      // With caching disabled, this policy forwards every viewer header but Host (Authorization,
      // Refresh and Stripe-Signature included), every query string, and CloudFront's viewer headers:
      // the login limits read the person's address from CloudFront-Viewer-Address.
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy,
    });
    this.distribution = new Distribution(this, 'distribution', {
      comment: 'Redigo: the SPA and /api',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
            certificate: Certificate.fromCertificateArn(
              this,
              'certificate',
              props.customDomain.certificateArn,
            ),
          }
        : {}),
      defaultBehavior: {
        origin: webOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback }],
      },
      // In this order: CloudFront takes the first pattern that matches, so the client's link's go before /api/*.
      additionalBehaviors: {
        [`${API_BASE}/client/*`]: apiBehavior(clientLinkHeaders),
        [`${API_BASE}/contract/*/client-link*`]: apiBehavior(clientLinkHeaders),
        [`${API_BASE}/user/*/privacy-notice`]: apiBehavior(clientLinkHeaders),
        [`${API_BASE}/*`]: apiBehavior(securityHeaders),
        [`${CLIENT_PAGE_PATH}/*`]: {
          origin: webOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          responseHeadersPolicy: clientLinkHeaders,
          functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaFallback }],
        },
      },
    });
    new WebAssetsDeployment(this, 'deployment', {
      bucket,
      distribution: this.distribution,
      webDistPath: props.webDistPath,
    });
  }
}
