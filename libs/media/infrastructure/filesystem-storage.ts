import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { MediaStorage, StoredObject } from '@mercato/media/application';

/**
 * The embedded mode's storage: one file per key under a folder (by default `.data/media`), the
 * content type in a `.type` file beside it. Written to a temporary name, flushed, then renamed,
 * so a reader never sees half a file and a put that resolved survives a crash.
 */
export class FilesystemMediaStorage implements MediaStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeDurably(`${path}.type`, Buffer.from(contentType));
    await writeDurably(path, body);
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const path = this.pathOf(key);
    try {
      const [body, contentType] = await Promise.all([readFile(path), readFile(`${path}.type`, 'utf8')]);
      return { body, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /** Keys are made by the context (asset id / rendition name); one that would leave the folder is a bug. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`media key outside the storage folder: ${key}`);
    return path;
  }
}

async function writeDurably(path: string, body: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, body);
  const handle = await open(temporary, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}
