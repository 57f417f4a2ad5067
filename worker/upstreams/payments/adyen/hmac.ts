// HMAC signatures of Adyen standard notifications ("Verify HMAC signatures" in Adyen's webhook
// docs): HMAC-SHA256 over
//   pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success
// (a missing field is an empty string), keyed with the hex-decoded HMAC key, Base64-encoded, and
// sent in `additionalData.hmacSignature`. WebCrypto only, so it runs in workerd and in Node.
import type { NotificationRequestItem } from './types';

type SignedFields = Pick<
  NotificationRequestItem,
  'pspReference' | 'originalReference' | 'merchantAccountCode' | 'merchantReference' | 'amount' | 'eventCode' | 'success'
>;

/** The string Adyen signs for a notification item. */
export function signingString(item: SignedFields): string {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new Error('The Adyen HMAC key must be a non-empty hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const importKey = (hexKey: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', hexToBytes(hexKey), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

const encoder = new TextEncoder();

/** The Base64 HMAC signature of a notification item (throws on a key that is not hex). */
export async function signNotification(item: SignedFields, hexKey: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await importKey(hexKey, 'sign'), encoder.encode(signingString(item)));
  let binary = '';
  for (const byte of new Uint8Array(signature)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The item with its signature in `additionalData.hmacSignature`, as Adyen sends it. */
export async function withSignature<T extends SignedFields & { additionalData?: Record<string, string> }>(
  item: T,
  hexKey: string,
): Promise<T> {
  return { ...item, additionalData: { ...item.additionalData, hmacSignature: await signNotification(item, hexKey) } };
}

/**
 * Whether the item's `additionalData.hmacSignature` is the signature of its fields under the key.
 * False for a missing or malformed signature. The comparison is WebCrypto's verify, which does not
 * leak through timing how much of a forged signature was right.
 */
export async function verifyNotification(
  item: SignedFields & { additionalData?: Record<string, string> | undefined },
  hexKey: string,
): Promise<boolean> {
  const signature = item.additionalData?.hmacSignature;
  if (!signature) return false;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature), (char) => char.charCodeAt(0));
  } catch {
    return false;
  }
  return crypto.subtle.verify('HMAC', await importKey(hexKey, 'verify'), bytes, encoder.encode(signingString(item)));
}
