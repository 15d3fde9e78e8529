import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedFileKey, contentTypeOfKey, plainFileKey, type FileStorage, withRandomNames } from './file-storage.js';
import type { S3Location } from './storage-url.js';

/** One client per app: it holds the connection pool, so the app destroys it on close. */
export function s3Client(location: S3Location): S3Client {
  return new S3Client({
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(location.region ? { region: location.region } : {}),
    forcePathStyle: location.forcePathStyle,
    ...(location.credentials ? { credentials: location.credentials } : {}),
    // The SDK's default checksums (since 2025) are headers many S3-compatible
    // stores refuse; S3 itself asks for them only where an operation needs one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * A missing object is "no file"; a missing bucket is a configuration that
 * must show as an error, so only NoSuchKey (or a bare 404 from a store that
 * sends no code) reads as null.
 */
const isMissingObject = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket'));

/** Files as objects of one bucket, each stored with the content type its extension says. */
export function s3FileStorage(client: S3Client, bucket: string): FileStorage {
  const write = async (key: string, bytes: Buffer) => {
    const Key = checkedFileKey(key);
    await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentTypeOfKey(Key) }));
  };
  return withRandomNames({
    write,
    async read(key) {
      const Key = plainFileKey(key);
      if (Key === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success, as the disk driver's rm with force.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedFileKey(key) }));
    },
  });
}
