import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** S3_PRIVATE_BUCKET: data ZIPs and held videos' files. */
  privateBucket: string;
  /** Environment for createTestApp / loadConfig: the app's storage is this bucket. */
  env: Record<string, string>;
  /** An SDK client on the same server, to look at the bucket from outside the app. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder,
 * with two empty buckets made through the S3 API (the media's and the private one). close() stops
 * it and removes the folder.
 */
export async function startS3rver(bucket = 'promptreel-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'promptreel-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const privateBucket = `${bucket}-private`;
  for (const Bucket of [bucket, privateBucket]) await client.send(new CreateBucketCommand({ Bucket }));
  return {
    endpoint,
    bucket,
    privateBucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_PRIVATE_BUCKET: privateBucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
