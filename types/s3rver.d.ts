declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    /** Serves on a server of its own, listening as `server.listen(...args)` does (a unix socket's path, say). */
    listen(...args: unknown[]): Promise<import('node:http').Server>;
    close(): Promise<void>;
  }
}
