// s3rver ships without types: the part of its API the tests use (README, "Class: S3rver").
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port, which run() answers. */
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept. */
    directory?: string;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
