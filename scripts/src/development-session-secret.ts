/**
 * The session secret `npm start` hands the API and the dashboard when it runs the development
 * identity provider and none is configured. Kept in `HEED_DATA_DIR` (beside the embedded
 * PostgreSQL's `postgres/` directory), readable by its owner only, and reused on every start:
 * webhook endpoints' URLs and secrets are sealed with a key derived from it, and a new secret
 * each start would leave them unreadable.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SESSION_SECRET_FILE = 'development-session-secret';

/** The secret stored in `dataDir`, made (mode 0600) on first use. */
export async function developmentSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) {
    throw new Error(
      `${file} holds no usable session secret (32 characters at least): set HEED_SESSION_SECRET, ` +
        'or delete the file to make a new one (webhook endpoints sealed with the old one are lost).',
    );
  }
  return secret;
}
