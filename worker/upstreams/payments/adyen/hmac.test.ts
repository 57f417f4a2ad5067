import { describe, expect, it } from 'vitest';
import { signingString, signNotification, verifyNotification, withSignature } from './hmac';
import type { NotificationRequestItem } from './types';

// The notification item and key of Adyen's own HMAC test (Adyen's API libraries), with the
// signature Adyen computes for it.
const ADYEN_KEY = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const adyenItem: NotificationRequestItem = {
  pspReference: '7914073381342284',
  merchantAccountCode: 'TestMerchant',
  merchantReference: 'TestPayment-1407325143704',
  amount: { value: 1130, currency: 'EUR' },
  eventCode: 'AUTHORISATION',
  success: 'true',
};

describe('Adyen notification HMAC', () => {
  it('builds the signing string with an empty originalReference when it is missing', () => {
    expect(signingString(adyenItem)).toBe('7914073381342284::TestMerchant:TestPayment-1407325143704:1130:EUR:AUTHORISATION:true');
  });

  it("computes Adyen's documented signature for Adyen's example item", async () => {
    expect(await signNotification(adyenItem, ADYEN_KEY)).toBe('Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=');
  });

  it('accepts the hex key in lower case too', async () => {
    expect(await signNotification(adyenItem, ADYEN_KEY.toLowerCase())).toBe('Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=');
  });

  it("verifies an item carrying Adyen's signature", async () => {
    const item = { ...adyenItem, additionalData: { hmacSignature: 'Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=' } };
    expect(await verifyNotification(item, ADYEN_KEY)).toBe(true);
  });

  it('verifies what withSignature signs', async () => {
    const signed = await withSignature({ ...adyenItem, additionalData: { authCode: '123' } }, ADYEN_KEY);
    expect(signed.additionalData).toEqual({ authCode: '123', hmacSignature: 'Ny9gS2veKo5E4w8/OL6xz1/wvT/hYkAXy1xNc/QvO4I=' });
    expect(await verifyNotification(signed, ADYEN_KEY)).toBe(true);
  });

  it('refuses a changed amount, success flag or reference', async () => {
    const signed = await withSignature(adyenItem, ADYEN_KEY);
    expect(await verifyNotification({ ...signed, amount: { value: 1131, currency: 'EUR' } }, ADYEN_KEY)).toBe(false);
    expect(await verifyNotification({ ...signed, success: 'false' }, ADYEN_KEY)).toBe(false);
    expect(await verifyNotification({ ...signed, merchantReference: 'Other' }, ADYEN_KEY)).toBe(false);
  });

  it('refuses another key, a missing signature and a signature that is not Base64', async () => {
    const signed = await withSignature(adyenItem, ADYEN_KEY);
    expect(await verifyNotification(signed, '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056')).toBe(false);
    expect(await verifyNotification(adyenItem, ADYEN_KEY)).toBe(false);
    expect(await verifyNotification({ ...adyenItem, additionalData: { hmacSignature: '%%not base64%%' } }, ADYEN_KEY)).toBe(false);
  });

  it('throws for a key that is not hex', async () => {
    await expect(signNotification(adyenItem, 'not-a-hex-key')).rejects.toThrow('hex');
    await expect(signNotification(adyenItem, '')).rejects.toThrow('hex');
  });
});
