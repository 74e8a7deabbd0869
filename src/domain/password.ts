// docs/product.md §5, §9: at least one lowercase letter, one uppercase letter and one digit.
import { GENERATED_PASSWORD_LENGTH } from '@/config/constants';

const LOWERCASE = 'abcdefghijkmnopqrstuvwxyz';
const UPPERCASE = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
// Letters and digits that read alike (l/1, O/0, I) are left out: the password is read off a toast.
const DIGITS = '23456789';
const ALL = LOWERCASE + UPPERCASE + DIGITS;

export type RandomInt = (maxExclusive: number) => number;

/** Cryptographically random, by rejection sampling so that no value is favoured. */
export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % maxExclusive;
  }
};

export function generatePassword(randomInt: RandomInt = cryptoRandomInt): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)];
  const characters = [pick(LOWERCASE), pick(UPPERCASE), pick(DIGITS)];
  while (characters.length < GENERATED_PASSWORD_LENGTH) characters.push(pick(ALL));
  // Fisher–Yates, so that the guaranteed classes are not always in the first three places.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}
