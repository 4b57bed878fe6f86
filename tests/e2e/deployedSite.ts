// A site served on loopback from a folder that a test can switch to another build, as a deploy does:
// `scripts/serve.mjs` serves a symbolic link, which `deploy()` points at another build's files.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { answering } from './staticHosts';

const ROOT = path.resolve(__dirname, '../..');

export interface DeployedSite {
  origin: string;
  /** Serves `dir` (from the repository's root) from now on. */
  deploy(dir: string): void;
  /** Stops the server: the network is gone. */
  stop(): Promise<void>;
}

export async function deployedSite(port: number, dir: string): Promise<DeployedSite> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-deployed-'));
  const link = path.join(folder, 'site');
  const deploy = (build: string) => {
    fs.rmSync(link, { force: true });
    fs.symlinkSync(path.join(ROOT, build), link);
  };
  deploy(dir);
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', link], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  await answering(origin, child, () => output);
  let stopped = false;
  return {
    origin,
    deploy,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
