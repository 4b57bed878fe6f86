// A site served on loopback from a folder that a test can switch to another build, as a deploy does:
// `scripts/serve.mjs` serves a symbolic link, which `deploy()` points at another build's files.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', String(port), '--dir', link], { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`${origin}/`);
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`scripts/serve.mjs did not answer on ${origin}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
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
