// The static hosts the hosting suite serves the build with, each a real server
// started on a loopback port with the repository's own configuration
// (deploy/, _headers), and stopped after its tests.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');

/** workerd refuses a compatibility date newer than its own build; this one every wrangler 4 release since May 2026 accepts. */
const WORKERD_COMPATIBILITY_DATE = '2026-05-01';

export interface StaticHost {
  name: string;
  port: number;
  /** Whether the host sends the headers the site asks for (GitHub Pages sends none of a site's). */
  sendsSiteHeaders: boolean;
  /** Debian's package, when the server comes from one. */
  debianPackage?: string;
  binary?: string;
  /** Starts the server; resolves once it answers. */
  start(): Promise<RunningHost>;
}

export interface RunningHost {
  origin: string;
  stop(): Promise<void>;
  /** What the server printed, for a failure's message. */
  log(): string;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Folders the servers write to (configuration, logs, state), removed when the test process ends. */
const tempDirs: string[] = [];
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${name}-`));
  tempDirs.push(dir);
  return dir;
}

/** Waits until the origin answers an HTTP request, or the process ends, or 90 s pass. */
export async function answering(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  // Set by the listener below, which TypeScript's narrowing does not follow.
  let exited = null as number | null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`The server exited (${exited}) before answering:\n${output()}`);
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`No answer from ${origin} in 90 s:\n${output()}`);
}

async function run(command: string, args: string[], port: number, env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<RunningHost> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The whole group: wrangler starts workerd, nginx and Apache their workers.
    process.kill(-child.pid, 'SIGTERM');
    const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killed);
  };
  try {
    await answering(origin, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop, log: () => output };
}

/** The repository's deploy/ file, with the operator's own settings (where to listen, what to serve) put in. */
function deployFile(name: string, replacements: [string, string][]): string {
  let text = fs.readFileSync(path.join(ROOT, 'deploy', name), 'utf8');
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/${name} no longer has "${from}", which the hosting tests replace`);
    text = text.replace(from, to);
  }
  return text;
}

/**
 * A folder every user can read holding the build: Apache's workers run as
 * www-data when it starts as root, and a checkout under a private home would
 * be out of their reach.
 */
function worldReadable(dir: string): string {
  for (let d = dir; d !== path.dirname(d); d = path.dirname(d)) {
    if ((fs.statSync(d).mode & 0o005) !== 0o005) {
      const copy = path.join(tempDir('public'), 'public');
      fs.cpSync(dir, copy, { recursive: true });
      spawnSync('chmod', ['-R', 'a+rX', path.dirname(copy)]);
      return copy;
    }
  }
  return dir;
}

export const STATIC_HOSTS: StaticHost[] = [
  {
    name: 'Cloudflare Pages (workerd, wrangler pages dev)',
    port: 9131,
    sendsSiteHeaders: true,
    start: () =>
      run(
        path.join(ROOT, 'node_modules/.bin/wrangler'),
        [
          'pages',
          'dev',
          PUBLIC,
          '--ip',
          '127.0.0.1',
          '--port',
          '9131',
          '--compatibility-date',
          WORKERD_COMPATIBILITY_DATE,
          '--persist-to',
          tempDir('wrangler'),
          '--log-level',
          'warn',
        ],
        9131,
        { WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
        tempDir('wrangler-cwd'),
      ),
  },
  {
    name: 'GitHub Pages rules (scripts/serve.mjs --like github-pages)',
    port: 9132,
    sendsSiteHeaders: false,
    start: () => run(process.execPath, [path.join(ROOT, 'scripts/serve.mjs'), '--port', '9132', '--like', 'github-pages'], 9132),
  },
  {
    name: 'nginx (deploy/nginx.conf)',
    port: 9133,
    sendsSiteHeaders: true,
    debianPackage: 'nginx-light',
    binary: '/usr/sbin/nginx',
    start: () => {
      const dir = tempDir('nginx');
      const site = deployFile('nginx.conf', [
        ['listen 80;', 'listen 127.0.0.1:9133;'],
        ['root /srv/site/public;', `root ${PUBLIC};`],
      ]);
      fs.writeFileSync(path.join(dir, 'site.conf'), site);
      fs.writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
          'daemon off;',
          // Workers of a master started as root run as nobody, who may not reach the checkout.
          isRoot ? 'user root root;' : '',
          'worker_processes 1;',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'events { worker_connections 256; }',
          'http {',
          '  include /etc/nginx/mime.types;',
          '  default_type application/octet-stream;',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
          `  include ${dir}/site.conf;`,
          '}',
        ].join('\n'),
      );
      return run('/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], 9133);
    },
  },
  {
    name: 'Caddy (deploy/Caddyfile)',
    port: 9134,
    sendsSiteHeaders: true,
    debianPackage: 'caddy',
    binary: '/usr/bin/caddy',
    start: () => {
      const dir = tempDir('caddy');
      // The repository's file as it is: the address and root come from the environment, as an operator sets them.
      return run('/usr/bin/caddy', ['run', '--config', path.join(ROOT, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], 9134, {
        SITE_ADDRESS: 'http://127.0.0.1:9134',
        SITE_ROOT: PUBLIC,
        XDG_DATA_HOME: dir,
        XDG_CONFIG_HOME: dir,
        HOME: dir,
      });
    },
  },
  {
    name: 'Apache httpd (deploy/apache.conf)',
    port: 9135,
    sendsSiteHeaders: true,
    debianPackage: 'apache2',
    binary: '/usr/sbin/apache2',
    start: () => {
      const dir = tempDir('apache');
      const root = worldReadable(PUBLIC);
      const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers', 'rewrite'];
      fs.writeFileSync(
        path.join(dir, 'httpd.conf'),
        [
          ...modules.map((m) => `LoadModule ${m}_module /usr/lib/apache2/modules/mod_${m}.so`),
          `ServerRoot ${dir}`,
          'ServerName 127.0.0.1',
          'Listen 127.0.0.1:9135',
          `PidFile ${dir}/httpd.pid`,
          `ErrorLog ${dir}/error.log`,
          'TypesConfig /etc/mime.types',
          isRoot ? 'User www-data\nGroup www-data' : '',
          `<Directory "${root}">\n  Require all granted\n  AllowOverride None\n</Directory>`,
          '<VirtualHost 127.0.0.1:9135>',
          `  DocumentRoot "${root}"`,
          `  Include ${path.join(ROOT, 'deploy/apache.conf')}`,
          '</VirtualHost>',
        ].join('\n'),
      );
      return run('/usr/sbin/apache2', ['-f', path.join(dir, 'httpd.conf'), '-DFOREGROUND'], 9135, { APACHE_RUN_DIR: dir, APACHE_LOCK_DIR: dir });
    },
  },
];

/** Why a host cannot run here (its Debian server is not installed: scripts/test.mjs installs them when it runs as root), or null. */
export function unavailable(host: StaticHost): string | null {
  if (!host.binary || fs.existsSync(host.binary)) return null;
  return `${host.binary} is not installed: install it with "apt-get install -y ${host.debianPackage}" (as root) to test this host`;
}
