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

export async function startNginx(upstreams: number[]): Promise<{ url: string; close(): Promise<void>; errorLog(): Promise<string> }> {
  if (!NGINX) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run installs it)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'turnready-nginx-'));
  const port = await freePort();
  let site = await readFile('ops/nginx/turnready.conf', 'utf8');
  const servers = [...site.matchAll(/^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm)];
  if (servers.length < 1) throw new Error('ops/nginx/turnready.conf has no upstream server lines');
  const template = servers[0]!;
  site = site.replace(/^\s*server 127\.0\.0\.1:\d+ .*;\n/gm, '');
  site = site.replace(/upstream turnready \{\n/, `upstream turnready {\n${upstreams.map((p) => `${template[1]}server 127.0.0.1:${p} ${template[2]};\n`).join('')}`);
  site = site.replace(/listen 8080;/, `listen 127.0.0.1:${port};`);
  await writeFile(path.join(dir, 'turnready.conf'), site);
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
  return {
    url,
    errorLog: () => readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''),
    async close() {
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
