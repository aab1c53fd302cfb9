import { networkInterfaces } from 'node:os';
import { connect } from 'node:net';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createS3Client } from '@redigo/functions/infrastructure/s3/s3-client';
import { loginAs } from '../support/accounts';
import { sharedDynamoDb, startTestStack, type TestStack } from '../support/test-stack';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const stranger = { accessKeyId: 'LOCALINDOVINATO', secretAccessKey: 'un-segreto-qualunque' };

/** Whether anything accepts a TCP connection at that address and port. */
const accepts = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

describe('local mode storage: s3rver and DynamoDB Local take only the stack own, signed requests', () => {
  let stack: TestStack;
  let s3: S3Client;
  let bucket: string;
  let endpoint: string;

  beforeAll(async () => {
    stack = await startTestStack();
    const local = stack.config.local;
    if (!local) throw new Error('a local stack has local settings');
    s3 = createS3Client(stack.config.region, local.s3);
    bucket = stack.config.buckets.documents;
    endpoint = local.s3.endpoint;
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'contracts/c1/atto.docx', Body: 'pagato' }));
  });
  afterAll(async () => {
    s3?.destroy();
    await stack?.stop();
  });

  const stored = async (key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return object.Body?.transformToString();
  };

  it('refuses anonymous requests: no list, no download, no replacement of a paid document', async () => {
    const list = await fetch(`${endpoint}/${bucket}?list-type=2`);
    const download = await fetch(`${endpoint}/${bucket}/contracts/c1/atto.docx`);
    const replace = await fetch(`${endpoint}/${bucket}/contracts/c1/atto.docx`, {
      method: 'PUT',
      body: 'falso',
    });
    const buckets = await fetch(`${endpoint}/`);

    for (const response of [list, download, replace, buckets]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('<Code>AccessDenied</Code>');
    }
    expect(await stored('contracts/c1/atto.docx')).toBe('pagato');
  });

  it('refuses requests signed with any other key', async () => {
    const impostor = new S3Client({
      region: 'eu-south-1',
      endpoint,
      forcePathStyle: true,
      credentials: stranger,
    });
    try {
      await expect(impostor.send(new ListObjectsV2Command({ Bucket: bucket }))).rejects.toMatchObject({
        name: 'InvalidAccessKeyId',
      });
      await expect(
        impostor.send(new PutObjectCommand({ Bucket: bucket, Key: 'contracts/c1/atto.docx', Body: 'falso' })),
      ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    } finally {
      impostor.destroy();
    }
    expect(await stored('contracts/c1/atto.docx')).toBe('pagato');
  });

  it('holds a presigned upload to its size, type, key and time, as S3 does', async () => {
    const editor = (await loginAs(stack, 'editor')).token;
    const signed = await stack.api.post(
      '/api/template/upload-url',
      { kind: 'master', file_name: 'master.docx', size: 5 },
      { token: editor },
    );
    expect(signed.status).toBe(200);
    const { url, upload_key: key } = signed.body.data as { url: string; upload_key: string };
    const put = (target: string, body: string, type = DOCX) =>
      fetch(target, { method: 'PUT', headers: { 'content-type': type }, body });

    const larger = await put(url, '123456');
    const otherType = await put(url, '12345', 'text/html');
    const otherKey = await put(url.replace('master.docx', 'altro.docx'), '12345');

    for (const response of [larger, otherType, otherKey]) {
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    }
    const masters = stack.config.buckets.masters;
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: masters, Prefix: 'uploads/' }));
    expect(listed.KeyCount ?? 0).toBe(0);
    expect((await put(url, '12345')).status).toBe(200);
    expect(
      await s3.send(new GetObjectCommand({ Bucket: masters, Key: key })).then((o) => o.ContentLength),
    ).toBe(5);

    const shortLived = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: masters, Key: 'uploads/u/x/y.docx' }),
      {
        expiresIn: 1,
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetch(shortLived, { method: 'PUT', body: 'tardi' });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  it('DynamoDB Local answers only the stack key, and its engine only its guard, on loopback only', async () => {
    const { endpoint: guard } = sharedDynamoDb();
    const impostor = new DynamoDBClient({ region: 'eu-south-1', endpoint: guard, credentials: stranger });
    try {
      await expect(impostor.send(new ListTablesCommand({}))).rejects.toMatchObject({
        name: 'UnrecognizedClientException',
      });
    } finally {
      impostor.destroy();
    }
    const unsigned = await fetch(guard, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
      },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain('MissingAuthenticationTokenException');

    const engine = new URL(process.env.REDIGO_TEST_DYNAMODB_ENGINE ?? '');
    const direct = await fetch(engine, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.ListTables',
        authorization: `AWS4-HMAC-SHA256 Credential=${stranger.accessKeyId}/20261127/eu-south-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00`,
      },
      body: '{}',
    });
    expect(direct.status).toBe(403);
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outward) {
      expect(await accepts(outward.address, Number(engine.port))).toBe(false);
      expect(await accepts(outward.address, Number(new URL(guard).port))).toBe(false);
      expect(await accepts(outward.address, Number(new URL(endpoint).port))).toBe(false);
    }
  });
});
