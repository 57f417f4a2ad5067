// Cart tokens of the embedded cart service: JWTs signed with HS256 (jose), bound to one cart id
// (`sub`) and its warehouse region, with an expiry. A token is re-issued with every answer, so
// a cart in use never expires; one untouched for 30 days does. Anything else, forged, expired,
// of another issuer or audience, or of another algorithm, verifies as nothing.
import { jwtVerify, SignJWT } from 'jose';
import type { CartAuth, CartRegion } from './cart-state';

export const CART_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
const ISSUER = 'argyle-cart-service';
const AUDIENCE = 'argyle-storefront';

const keys = new Map<string, Uint8Array>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = new TextEncoder().encode(secret)));
  return key;
};

export async function signCartToken(secret: string, auth: CartAuth, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ region: auth.region })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(auth.cartId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + CART_TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The cart a token grants, or undefined for any token that is not ours and current. */
export async function verifyCartToken(secret: string, token: string, now = Date.now()): Promise<CartAuth | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ['sub', 'exp', 'region'],
    });
    const region = payload['region'];
    if (typeof payload.sub !== 'string' || payload.sub === '' || (region !== 'NL' && region !== 'US')) return undefined;
    return { cartId: payload.sub, region: region as CartRegion };
  } catch {
    return undefined;
  }
}
