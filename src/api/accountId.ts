// Which account the service's credit figures are about: the service's origin and the key sent to it. Figures from a
// service the user has left, or for a key they replaced, must not steer the budget. The key is never stored: only a
// 32-bit fingerprint (FNV-1a), which says nothing of the key but tells two keys apart.
import { originOf } from './transport/keyPolicy';

export function accountId(baseUrl: string, apiKey: string | undefined): string {
  return `${originOf(baseUrl) ?? 'none'} ${apiKey ? fingerprint(apiKey) : 'no-key'}`;
}

function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
