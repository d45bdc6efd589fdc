// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api to the API server on API_PORT.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  VITE_PORT: vitePort,
  APP_URL: process.env.APP_URL ?? `http://localhost:${vitePort}`,
};

const children = [
  spawn('node', ['--import', 'tsx', '--watch', '--watch-path=server', '--watch-path=core', 'server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
