import { createHash } from 'node:crypto';

/** Tokens are stored only as SHA-256: 192 random bits cannot be found from their hash by trying. */
export const confirmationTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
