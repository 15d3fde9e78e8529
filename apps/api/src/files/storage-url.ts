// STORAGE_URL names an S3-compatible bucket:
//   s3://bucket                                   AWS, region and credentials from the AWS variables
//   s3://key:secret@bucket?endpoint=http://host:9000&region=eu-central-1&forcePathStyle=true
// Parsed once by env.ts at start (a malformed one stops the server with the
// reason) and again by create-file-storage.ts, from the same function.

/** Where and how the S3 driver reaches its bucket. */
export interface S3Location {
  bucket: string;
  /** Another store than AWS (MinIO, Ceph, R2…); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Unset: the SDK's own choice (AWS_REGION), or us-east-1 with an endpoint, which such stores ignore. */
  region?: string;
  /** Requests as endpoint/bucket/key rather than bucket.endpoint/key: most stores outside AWS need it. */
  forcePathStyle: boolean;
  /** From the URL's user:password; unset: the SDK's own chain (AWS_ACCESS_KEY_ID…, a role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const FORMAT = 's3://bucket?endpoint=https://host:port&region=…&forcePathStyle=true';
/** S3's rule for bucket names (3–63 characters), which every compatible store accepts. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PARAMETERS = ['endpoint', 'region', 'forcePathStyle'];

const refuse = (reason: string) => new Error(`${reason} (expected ${FORMAT})`);

function endpointOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  const protocol = URL.canParse(value) ? new URL(value).protocol : '';
  if (protocol !== 'http:' && protocol !== 'https:') throw refuse(`endpoint must be an http or https URL`);
  return value;
}

function credentialsOf(url: URL): S3Location['credentials'] {
  if (!url.username && !url.password) return undefined;
  if (!url.username || !url.password) throw refuse('give both the access key and the secret (key:secret@bucket)');
  return { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
}

/** The bucket and options a STORAGE_URL names; throws an Error saying what is wrong with it. */
export function parseStorageUrl(value: string): S3Location {
  if (!URL.canParse(value)) throw refuse('not a URL');
  const url = new URL(value);
  if (url.protocol !== 's3:') throw refuse(`the scheme must be s3:, not ${url.protocol}`);
  if (!BUCKET_NAME.test(url.hostname))
    throw refuse(`"${url.hostname}" is not a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens`);
  if (url.port) throw refuse('a port belongs in the endpoint, not after the bucket');
  if (url.pathname !== '' && url.pathname !== '/') throw refuse('name the bucket alone, without a path');
  const unknown = [...url.searchParams.keys()].filter((name) => !PARAMETERS.includes(name));
  if (unknown.length > 0) throw refuse(`unknown parameter ${unknown.join(', ')}`);
  const endpoint = endpointOf(url.searchParams.get('endpoint'));
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    throw refuse('forcePathStyle must be true or false');
  const region = url.searchParams.get('region');
  if (region === '') throw refuse('region is empty');
  const credentials = credentialsOf(url);
  return {
    bucket: url.hostname,
    ...(endpoint ? { endpoint } : {}),
    ...(region ? { region } : endpoint ? { region: 'us-east-1' } : {}),
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    ...(credentials ? { credentials } : {}),
  };
}

/** The STORAGE_URL without its secret, for a backup's manifest and logs. */
export function storageUrlWithoutSecret(value: string): string {
  const url = new URL(value);
  url.username = '';
  url.password = '';
  return url.toString();
}
