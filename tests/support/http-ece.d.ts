/** http_ece ships no types: the one call the tests' push receiver makes (RFC 8188 / RFC 8291). */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm' | 'aesgcm' | 'aesgcm128';
    /** The receiver's key pair (the browser's, in Web Push). */
    privateKey?: ECDH;
    /** The subscription's auth secret, a Buffer or base64url. */
    authSecret?: Buffer | string;
    dh?: Buffer | string;
    salt?: Buffer | string;
  }

  const ece: { decrypt(buffer: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
