// The scaffolding commands the sequelize-cli page teaches, run in an empty
// project: init, model:generate, db:migrate, seed:generate.
import {mkdtemp, readFile, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {appDir, cli, query} from './helpers';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sequelize-init-'));
  // The new project uses the repository's installed sequelize, sequelize-cli and sqlite3.
  await symlink(path.resolve(appDir, '..', '..', 'node_modules'), path.join(dir, 'node_modules'), 'dir');
});

afterAll(async () => {
  if (dir) await rm(dir, {recursive: true, force: true});
});

it('init, model:generate, db:migrate and seed:generate produce a working project', async () => {
  const env = {NODE_ENV: 'development'};
  await cli(['init'], env, dir);
  expect((await readdir(dir)).sort()).toEqual(['config', 'migrations', 'models', 'node_modules', 'seeders']);
  const generatedConfig = JSON.parse(await readFile(path.join(dir, 'config', 'config.json'), 'utf8'));
  expect(generatedConfig.development.dialect).toBe('mysql');

  // Point development at a SQLite file, as the page shows.
  const storage = path.join(dir, 'dev.sqlite');
  await writeFile(path.join(dir, 'config', 'config.json'), JSON.stringify({development: {dialect: 'sqlite', storage}}));

  const out = await cli(['model:generate', '--name', 'Tag', '--attributes', 'name:string,color:string'], env, dir);
  expect(out).toMatch(/New model was created/);
  expect(await readFile(path.join(dir, 'models', 'tag.js'), 'utf8')).toMatch(/class Tag extends Model/);
  const [migration] = await readdir(path.join(dir, 'migrations'));
  expect(migration).toMatch(/^\d{14}-create-tag\.js$/);

  await cli(['db:migrate'], env, dir);
  const columns = await query<{name: string}>(storage, 'PRAGMA table_info(Tags)');
  expect(columns.map((c) => c.name)).toEqual(['id', 'name', 'color', 'createdAt', 'updatedAt']);

  await cli(['seed:generate', '--name', 'demo-tags'], env, dir);
  expect(await readdir(path.join(dir, 'seeders'))).toEqual([expect.stringMatching(/^\d{14}-demo-tags\.js$/)]);
}, 60_000);
