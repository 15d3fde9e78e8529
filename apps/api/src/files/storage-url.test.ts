import { describe, expect, it } from 'vitest';
import { parseStorageUrl, storageUrlWithoutSecret } from './storage-url.js';

describe('parseStorageUrl', () => {
  it('names a bucket on AWS alone, leaving region and credentials to the AWS variables', () => {
    expect(parseStorageUrl('s3://tennis-uploads')).toEqual({ bucket: 'tennis-uploads', forcePathStyle: false });
    expect(parseStorageUrl('s3://tennis-uploads?region=eu-central-1')).toEqual({
      bucket: 'tennis-uploads',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
  });

  it('reaches another store by its endpoint, path style and region us-east-1 unless told otherwise', () => {
    expect(parseStorageUrl('s3://tennis-uploads?endpoint=http://127.0.0.1:9000')).toEqual({
      bucket: 'tennis-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(
      parseStorageUrl('s3://tennis-uploads?endpoint=https://s3.example.gr&region=gr-1&forcePathStyle=false'),
    ).toMatchObject({ region: 'gr-1', forcePathStyle: false });
  });

  it('takes credentials from user:password, percent-decoded (a secret may hold / and +)', () => {
    expect(parseStorageUrl('s3://AKIDEXAMPLE:wJal%2FrXU%2Bt@tennis-uploads').credentials).toEqual({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJal/rXU+t',
    });
  });

  it('accepts a percent-encoded endpoint as well as a plain one', () => {
    expect(parseStorageUrl('s3://tennis-uploads?endpoint=http%3A%2F%2Fminio%3A9000').endpoint).toBe(
      'http://minio:9000',
    );
  });
});

describe('storageUrlWithoutSecret', () => {
  it('keeps the bucket and options and drops the credentials, for manifests and logs', () => {
    expect(storageUrlWithoutSecret('s3://key:secret@tennis-uploads?endpoint=http://minio:9000')).toBe(
      's3://tennis-uploads?endpoint=http://minio:9000',
    );
  });
});
