// nginx in front of app processes, for the cluster test: ops/nginx/turnready.conf as the README
// gives it, with only its addresses and port changed, inside a minimal main config in a temp folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** nginx's path, or why the cluster test cannot run (CI installs it: .ci/run). */
export function findNginx(): { path: string } | { missing: string } {
  if (NGINX) return { path: NGINX };
  return { missing: 'nginx is not installed: `apt-get install nginx` (.ci/run installs it)' };
}

export async function startNginx(upstreams: number[]) {
  if (!NGINX) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run installs it)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnready-nginx-'));
  const port = await freePort();
  const original = await readFile('ops/nginx/turnready.conf', 'utf8');
  const [, indent, flags] = /^(\s*)server 127\.0\.0\.1:\d+ (.*);$/m.exec(original) ?? [];
  if (indent === undefined) throw new Error('ops/nginx/turnready.conf has no upstream server lines');
  /** The README's file with our upstreams (those in `down` marked so) and our port. */
  const site = (down: ReadonlySet<number>) =>
    original
      .replace(/^\s*server 127\.0\.0\.1:\d+ .*;\n/gm, '')
      .replace(
        /upstream turnready \{\n/,
        `upstream turnready {\n${upstreams.map((p) => `${indent}server 127.0.0.1:${p} ${flags}${down.has(p) ? ' down' : ''};\n`).join('')}`,
      )
      .replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  const down = new Set<number>();
  await writeFile(path.join(dir, 'turnready.conf'), site(down));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would otherwise run as nobody, who cannot enter the temp folder.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'turnready.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(`${url}/metrics`);
      break;
    } catch {
      if (tries > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const workers = () =>
    (spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' }).stdout ?? '')
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter(Boolean);
  /**
   * Takes an upstream out of rotation (`down`) or puts it back, as an operator does around a
   * restart: rewrite, reload, and wait until the workers of the old configuration have finished
   * their requests and exited, so no request can reach it any more.
   */
  const setDown = async (upstream: number, isDown: boolean) => {
    if (isDown) down.add(upstream);
    else down.delete(upstream);
    await writeFile(path.join(dir, 'turnready.conf'), site(down));
    const before = workers();
    child.kill('SIGHUP');
    const deadline = Date.now() + 20_000;
    while (before.some((pid) => existsSync(`/proc/${pid}`))) {
      if (Date.now() > deadline) throw new Error(`nginx's old workers did not exit after a reload:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    url,
    setDown,
    errorLog: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    async close() {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
