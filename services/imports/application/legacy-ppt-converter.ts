import { execFile } from 'node:child_process';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where LibreOffice's command is looked for: the PATH (Debian's libreoffice-impress puts soffice in /usr/bin). */
export async function findSoffice(searchPath = process.env.PATH ?? ''): Promise<string | null> {
  for (const directory of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(directory, 'soffice');
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** A legacy .ppt converted to .pptx by LibreOffice in a process of its own, in a directory of its own, time-limited. */
export async function convertPptToPptx(soffice: string, bytes: Uint8Array, timeoutMs: number): Promise<Buffer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'liveslides-ppt-'));
  try {
    const input = path.join(directory, 'document.ppt');
    await writeFile(input, bytes);
    await new Promise<void>((resolve, reject) => {
      execFile(soffice, ['--headless', '--norestore', `-env:UserInstallation=file://${directory}/profile`, '--convert-to', 'pptx', '--outdir', directory, input], { timeout: timeoutMs }, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    return await readFile(path.join(directory, 'document.pptx'));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
