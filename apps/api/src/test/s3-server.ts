import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** A real S3-compatible server on a free port, its objects in a temporary folder, with one empty bucket. */
export interface TestS3Server {
  /** The STORAGE_URL of the bucket, credentials included. */
  url: string;
  bucket: string;
  /** The keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The content type an object was stored with. */
  contentTypeOf(key: string): Promise<string | undefined>;
  /** Stops the server and removes its folder (close the apps using it first). */
  close(): Promise<void>;
}

// s3rver checks request signatures against this key pair.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver for a test (or a suite of processes sharing one bucket). The
 * bucket is created through the S3 API as an operator would, and a random
 * name keeps tests that share a server apart.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-server-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `tennis-${randomBytes(4).toString('hex')}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    url: `s3://${CREDENTIALS.accessKeyId}:${CREDENTIALS.secretAccessKey}@${bucket}?endpoint=${endpoint}&forcePathStyle=true`,
    bucket,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async contentTypeOf(key) {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentType;
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
